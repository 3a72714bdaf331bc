import * as z from 'zod/mini';
import { date, num, optDate, optNum, optText, text, genderText } from './readers';

/** Entities of docs/wire-protocol.md §3 on one customer: the record with its points, and the purchase history. */

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
