import { code, date, quantity, str } from '@loyalty/contract';
import * as z from 'zod/mini';

/**
 * The staff API's wire shapes (the till and back-office integrations). Written with zod/mini
 * like the customer contract, so they can move into @loyalty/contract unchanged.
 */

const positive = (what: string) =>
  z.pipe(
    quantity,
    z.transform((value, ctx): number => {
      if (Number.isFinite(value) && value >= 0) return value;
      ctx.issues.push({ code: 'custom', message: `${what} must be 0 or more`, input: value });
      return z.NEVER;
    }),
  );

const wholeNumber = (min: number, max: number) =>
  z.pipe(
    quantity,
    z.transform((value, ctx): number => {
      if (Number.isInteger(value) && value >= min && value <= max) return value;
      ctx.issues.push({
        code: 'custom',
        message: `Expected a whole number from ${min} to ${max}`,
        input: value,
      });
      return z.NEVER;
    }),
  );

/** Who the bill is for: exactly one of the card number, the customer code or the mobile. */
export const customerRef = z
  .object({
    cardNo: z.optional(code(32)),
    custCode: z.optional(code(32)),
    mobile: z.optional(code(20)),
  })
  .check(
    z.refine((c) => [c.cardNo, c.custCode, c.mobile].filter((v) => v && v !== '').length === 1, {
      message: 'Give exactly one of cardNo, custCode or mobile',
    }),
  );

export const billLine = z.object({
  barcode: str(32),
  description: z.string().check(z.trim(), z.minLength(1), z.maxLength(200)),
  quantity: wholeNumber(1, 10_000),
  /** Unit price in AED. */
  price: positive('price'),
});

/** POST /api/pos/bills. `amount` is what the customer paid, in AED. */
export const postBillRequest = z.object({
  billRef: z.string().check(z.trim(), z.minLength(1), z.maxLength(64)),
  customer: customerRef,
  amount: positive('amount'),
  /** When the sale happened (default: now). */
  date: z.optional(date),
  lines: z.optional(z.array(billLine).check(z.maxLength(500))),
  /** A voucher of the customer's used on this bill. */
  voucherCode: z.optional(code(32)),
  /** A voucher the till gives with this bill (a spend reward), in AED. */
  issueVoucher: z.optional(
    z.object({ value: positive('value'), validDays: z.optional(wholeNumber(1, 3650)) }),
  ),
});

export const postBillResponse = z.object({
  STATUS: z.literal(true),
  MESSAGE: z.string(),
  billRef: z.string(),
  custCode: z.string(),
  pointsEarned: z.number(),
  balance: z.number(),
  cardType: z.string(),
  voucherRedeemed: z.optional(z.object({ code: z.string(), value: z.number() })),
  voucherIssued: z.optional(
    z.object({ code: z.string(), value: z.number(), validUntil: z.string() }),
  ),
});

/** POST /api/pos/vouchers/redeem: the customer's new voucher becomes used, once. */
export const redeemVoucherRequest = z.object({ customer: customerRef, voucherCode: code(32) });
export const redeemVoucherResponse = z.object({
  STATUS: z.literal(true),
  MESSAGE: z.string(),
  voucherCode: z.string(),
  value: z.number(),
});

/** POST /api/pos/voucher-codes: N codes of a value for customers to claim in the app. */
export const issueCodesRequest = z.object({
  count: wholeNumber(1, 1000),
  value: positive('value'),
  validDays: z.optional(wholeNumber(1, 3650)),
});
export const issueCodesResponse = z.object({
  STATUS: z.literal(true),
  value: z.number(),
  codes: z.array(z.string()),
});

export type PostBillRequest = z.output<typeof postBillRequest>;
export type PostBillResponse = z.input<typeof postBillResponse>;
export type CustomerRef = z.output<typeof customerRef>;
