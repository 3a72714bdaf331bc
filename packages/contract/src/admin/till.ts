import * as z from 'zod/mini';

const id = z.number().check(z.int(), z.gte(1), z.lte(2_147_483_647));
const voucherCode = z.string().check(z.trim(), z.minLength(1), z.maxLength(32));

/** An amount in AED as typed at the till: up to two decimals, above or at 0. */
export const tillAmount = z
  .string()
  .check(z.trim(), z.regex(/^\d{1,9}(\.\d{1,2})?$/, 'Give the amount in AED, like 120 or 120.50.'));

/**
 * POST /api/admin/till/bills: a bill a signed-in cashier posts for the customer found at the
 * till. The same ledger core as the tills' own call (Idempotency-Key honoured).
 */
export const tillBillRequest = z.object({
  customerId: id,
  billRef: z.string().check(z.trim(), z.minLength(1, 'Give the bill reference.'), z.maxLength(64)),
  amount: tillAmount,
  /** A voucher of the customer's used on this bill; empty for none. */
  voucherCode: z.optional(z.string().check(z.trim(), z.maxLength(32))),
});
export type TillBillRequest = z.infer<typeof tillBillRequest>;

export const tillBillResponse = z.object({
  billId: z.number(),
  billRef: z.string(),
  pointsEarned: z.number(),
  balance: z.number(),
  cardType: z.string(),
  voucherRedeemed: z.nullable(z.object({ code: z.string(), value: z.number() })),
});
export type TillBillResponse = z.infer<typeof tillBillResponse>;

/** POST /api/admin/till/vouchers/redeem: the customer's voucher becomes used, once. */
export const tillRedeemRequest = z.object({ customerId: id, voucherCode });
export type TillRedeemRequest = z.infer<typeof tillRedeemRequest>;
export const tillRedeemResponse = z.object({ voucherCode: z.string(), value: z.number() });
