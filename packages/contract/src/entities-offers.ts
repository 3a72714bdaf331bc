import * as z from 'zod/mini';
import { flag, date, num, optDate, optText, text } from './readers';

/** Entities of docs/wire-protocol.md §3: promotions and vouchers. */

export const promotion = z.object({
  PROMO_ID: text,
  PROMO_CODE: text,
  PROMO_DESC: text,
  DESC: optText,
  /** Ours: the title and the description in Arabic; missing when there is none. */
  PROMO_DESCAr: optText,
  DESCAr: optText,
  /** A bare file name, joined to AdminFileSrvURL. */
  PROMO_IMAGE: optText,
  promo_flyer: optText,
  FlyerPath: optText,
  VALID_FROM: date,
  VALID_TO: date,
  /** 'Y'/'N' in any case: only valid promotions are shown. */
  valid: flag,
});

export const promotionImage = z.object({ PROMO_IMAGE: text });

/**
 * A listed voucher (VOUCHER_HEADER). `entry_no` is its id (TransferVoucher's voucherEntryNo);
 * `Vouch_no` and `VOUCHER_NO` both hold its code (shown as the barcode): when only one is sent
 * the other is filled from it. `Redeemed_On` (ours) is the redemption date of a used voucher.
 */
export const voucher = z.pipe(
  z.object({
    entry_no: text,
    Vouch_no: optText,
    VOUCHER_NO: optText,
    Valid_Until: date,
    Redeem_value: num,
    Redeemed_On: optDate,
  }),
  z.transform((value, ctx) => {
    const codeValue = value.VOUCHER_NO ?? value.Vouch_no;
    if (codeValue === undefined) {
      ctx.issues.push({
        code: 'invalid_type',
        expected: 'string',
        input: undefined,
        path: ['VOUCHER_NO'],
      });
      return z.NEVER;
    }
    return { ...value, Vouch_no: value.Vouch_no ?? codeValue, VOUCHER_NO: codeValue };
  }),
);

/** The voucher CreateVoucher generates (fields at the top level of its answer). */
export const generatedVoucher = z.object({
  REEDEEM_AMOUNT: num,
  VOUCHER_NO: text,
  EXPIRE_DATE: date,
});
