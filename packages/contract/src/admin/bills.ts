import * as z from 'zod/mini';
import { page, pageQuery, reason } from './common';

const id = z.coerce.number().check(z.int(), z.gte(1), z.lte(2_147_483_647));
/** A day (`2026-01-31`, in the programme's time zone) or an instant (ISO 8601). */
const when = z
  .string()
  .check(
    z.regex(
      /^\d{4}-\d{2}-\d{2}(T\d{2}:\d{2}(:\d{2}(\.\d{1,3})?)?(Z|[+-]\d{2}:\d{2}))?$/,
      'Give a date (2026-01-31) or an ISO time.',
    ),
  );

/** `/api/admin/bills/:billId...` */
export const billParams = z.object({ billId: id });

/**
 * GET /api/admin/bills: `q` is a prefix of the bill reference, `custCode` a customer's whole
 * code; `from` and `to` inclusive.
 */
export const billSearchQuery = z.extend(pageQuery, {
  q: z.optional(z.string().check(z.trim(), z.maxLength(100))),
  customerId: z.optional(id),
  custCode: z.optional(z.string().check(z.trim(), z.maxLength(32))),
  from: z.optional(when),
  to: z.optional(when),
});
export type BillSearchQuery = z.infer<typeof billSearchQuery>;

export const billSummary = z.object({
  id: z.number(),
  billRef: z.string(),
  customerId: z.number(),
  custCode: z.string(),
  /** AED. */
  amount: z.number(),
  pointsEarned: z.number(),
  tranDate: z.string(),
  reversedAt: z.nullable(z.string()),
});
export type BillSummary = z.infer<typeof billSummary>;
export const billPage = page(billSummary);

/** POST /api/admin/bills/:billId/reverse */
export const reverseBillRequest = z.object({ reason });
export const reverseBillResponse = z.object({
  billId: z.number(),
  billRef: z.string(),
  /** Points taken back from the customer. */
  pointsTakenBack: z.number(),
  /** The code of a voucher used on the bill, returned to the customer. */
  voucherReturned: z.nullable(z.string()),
  /** The code of an unused voucher the bill gave, now void. */
  voucherVoided: z.nullable(z.string()),
  balance: z.number(),
});
export type ReverseBillResponse = z.infer<typeof reverseBillResponse>;

/** GET /api/admin/bills/:billId: the bill with its lines and the vouchers it touched. */
export const billDetail = z.extend(billSummary, {
  customerName: z.string(),
  lines: z.array(
    z.object({
      lineNo: z.number(),
      barcode: z.string(),
      description: z.string(),
      quantity: z.number(),
      /** Unit price, AED. */
      price: z.number(),
    }),
  ),
  /** The code of the customer's voucher used on the bill. */
  voucherUsed: z.nullable(z.string()),
  /** The code of a voucher the bill gave. */
  voucherIssued: z.nullable(z.string()),
});
export type BillDetail = z.infer<typeof billDetail>;
