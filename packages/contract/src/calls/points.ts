import * as z from 'zod/mini';
import { answer } from '../answer';
import {
  bill,
  customerPoints,
  issuedVoucher,
  itemDetail,
  pointsEarned,
  redeemedVoucher,
} from '../entities';
import { dataBase, envelope } from '../envelope';
import { code, quantity, withClientId } from '../fields';
import { date, list, one, optNum } from '../readers';
import { defineCall } from '../define';

/** Points: the customer record with its points, the purchase history, the redemption value. */

/** 11 GetLoyPoints: TYPE_NAME CUSTOMER (record and points) or CUSTOMER_HISTORY (bills). */
export const getLoyPointsRequest = z.lazy(() =>
  envelope(
    z.discriminatedUnion('TYPE_NAME', [
      withClientId('CLIENT_ID', {
        ...dataBase,
        TYPE_NAME: z.literal('CUSTOMER'),
        MOBILE_NUM: code(),
        CUST_CODE: code(),
      }),
      withClientId('CLIENT_ID', {
        ...dataBase,
        TYPE_NAME: z.literal('CUSTOMER_HISTORY'),
        MOBILE_NUM: code(),
        CUST_CODE: z.optional(code()),
        FROM_DATE: date,
        TO_DATE: date,
      }),
    ]),
  ),
);

/**
 * CUSTOMER: our choice where docs/wire-protocol.md §7 leaves it open: the record with its points is DATA (an object;
 * a one-element array is accepted).
 */
export const loyPointsCustomerResponse = answer({ DATA: z.optional(one(customerPoints)) });

/** CUSTOMER_HISTORY: separate lists, grouped by BILLREF on the client. */
export const loyPointsHistoryResponse = answer({
  BILL_DETAILS: list(bill),
  ITEM_DETAILS: list(itemDetail),
  VOUCHER_ISSUED: list(issuedVoucher),
  VOUCHER_REDEEMED: list(redeemedVoucher),
  POINTS_EARNED: list(pointsEarned),
});

/** Either answer of GetLoyPoints. */
export const getLoyPointsResponse = z.extend(
  loyPointsHistoryResponse,
  loyPointsCustomerResponse.shape,
);

/** 20 CalculatePoints: the AED value of POINTS. */
export const calculatePointsRequest = z.lazy(() =>
  envelope(
    withClientId('CLIENT_ID', {
      ...dataBase,
      TYPE_NAME: z.literal('CAL_POINTS'),
      CUST_CODE: code(),
      MOBILE_NUM: code(),
      POINTS: quantity,
    }),
  ),
);
export const calculatePointsResponse = answer({ REEDEEM_AMOUNT: optNum });

/** This group's calls, as the registry lists them. */
export const getLoyPointsCall = defineCall({
  id: 11,
  name: 'GetLoyPoints',
  base: 'base',
  path: 'GetLoyPoints',
  auth: 'customer',
  request: getLoyPointsRequest,
  response: getLoyPointsResponse,
});

export const calculatePointsCall = defineCall({
  id: 20,
  name: 'CalculatePoints',
  base: 'base',
  path: 'CalculatePoints',
  auth: 'customer',
  request: calculatePointsRequest,
  response: calculatePointsResponse,
});
