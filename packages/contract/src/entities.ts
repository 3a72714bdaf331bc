import * as z from 'zod/mini';
import { flag, date, num, optDate, optNum, optText, text, genderText } from './readers';

/**
 * Entities of spec §3 as they arrive in answers, with the wire's own names and casing
 * (misspellings included: REEDEEM_AMOUNT, POINTS_REDEMEED, REEDEM_DATE). Fields use the
 * tolerant readers, so vendor variants parse into one canonical form.
 */

/** Settings of one sub-domain (GetAppSettings). All optional: an unknown sub-domain has none. */
export const appSettings = z.object({
  AppBaseURL: optText,
  AppBaseURL1: optText,
  AdminCRMDataURL: optText,
  AdminFileSrvURL: optText,
  ClientId: optText,
  /** The address of the access call (ours: `{origin}/config/GetAccess`). */
  GetAccess: optText,
  AppDisplayName: optText,
  LogoURL: optText,
  FooterLogoURL: optText,
  Footer1: optText,
  Footer2: optText,
  Footer3: optText,
  CountryResidence: optText,
  CountryResidenceCode: optText,
  Nationality: optText,
});

/** A client-access toggle ('Voucher', 'Bill History', 'Share Points', 'Dark Mode'). */
export const accessItem = z.object({ access_desc: text, enabled: flag });

export const loadScreenImage = z.object({ image_name: text });

export const pointsSummary = z.object({
  CURRENTPOINTS: num,
  REDEEMABLEPOINTS: num,
  POINTS_VALUE: num,
  POINTS_EXPIRED: num,
  POINTS_TOTAL: num,
  CUST_NAME: text,
});

/** The customer as returned and edited. CUST_NAME is first and last name joined by a space. */
export const customer = z.object({
  CUST_CODE: text,
  CUST_NAME: text,
  MOBILE: text,
  EMAIL: optText,
  /** Address number. */
  ADDR1: optText,
  /** Street name. */
  ADDR2: optText,
  /** City (address line). */
  ADDR3: optText,
  BIRTH_DATE: optDate,
  COMP_NAME: optText,
  NATIONALITY: optText,
  GENDER: genderText,
  country_code: optText,
  city_code: optText,
  area_code: optText,
  CITY: optText,
  AREA: optText,
  COUNTRY: optText,
  /** A URL (or a bare file name joined to AdminFileSrvURL); only the file name is sent back. */
  PROFILE_IMAGE: optText,
  CARD_TYPE: optText,
  CURRENTPOINTS: optNum,
  POINTS_VALUE: optNum,
  POINTS_TOTAL: optNum,
});

/** The customer record with the points summary: GetLoyPoints with TYPE_NAME CUSTOMER. */
export const customerPoints = z.extend(customer, pointsSummary.shape);

/** What the app keeps of the signed-in customer (the user cookie of spec §3). */
export const signedInUser = z.object({
  CUST_CODE: text,
  CUST_NAME: text,
  MOBILE: text,
  EMAIL: optText,
  CARD_TYPE: optText,
  PROFILE_IMAGE: optText,
});

/** A bill of the purchase history; its other parts are attached by BILLREF. */
export const bill = z.object({ BILLREF: text, BILL_AMOUNT: num });

/**
 * One ITEM_DETAILS row: BILLREF and TRAN_DATE as the vendor sends, plus one line of the bill
 * (ours, additive and optional: BARCODE, DESCRIPTION, QUANTITY, PRICE). A bill has one row
 * per line; vendor rows carry only BILLREF and TRAN_DATE.
 */
export const itemDetail = z.object({
  BILLREF: text,
  TRAN_DATE: date,
  BARCODE: optText,
  DESCRIPTION: optText,
  QUANTITY: optNum,
  PRICE: optNum,
});

/** A voucher issued on a bill (the transaction detail shows only whether one exists). */
export const issuedVoucher = z.object({ BILLREF: text, VOUCHER_NO: optText, VALUE: optNum });

/** A redemption ('My redemption' list, VOUCHER_REDEEMED). */
export const redeemedVoucher = z.object({
  BILLREF: text,
  REEDEM_DATE: date,
  VALUE: num,
  POINTS_REDEMEED: num,
});

export const pointsEarned = z.object({ BILLREF: text, POINTS_EARNED: num, CUSTOMER_CODE: text });

export const promotion = z.object({
  PROMO_ID: text,
  PROMO_CODE: text,
  PROMO_DESC: text,
  DESC: optText,
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

export const country = z.object({ country_name: text, country_code: text });
export const city = z.object({ city_name: text, city_code: text });
export const area = z.object({ area_name: text, area_code: text });

/** The nationality list bundled with the web app. */
export const nationality = z.object({
  num_code: text,
  alpha_2_code: text,
  alpha_3_code: text,
  en_short_name: text,
  nationality: text,
});

export * from './entities-content';
