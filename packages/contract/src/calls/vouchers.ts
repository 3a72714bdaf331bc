import * as z from 'zod/mini';
import { answer } from '../answer';
import { generatedVoucher, voucher } from '../entities';
import { dataBase, envelope } from '../envelope';
import { code, quantity, withClientId, zeroOne } from '../fields';
import { list } from '../readers';
import { defineCall } from '../define';

/** Voucher lists, adding a voucher by code, creating one from points. */

/**
 * 21 GetVoucher: USED 0 (new), USED 1 (used) or EXPIRED 1 (expired). CLIENT_ID is sent with
 * every list (docs/decisions/015-spec-readings.md).
 */
export const getVoucherRequest = z.lazy(() =>
  envelope(
    withClientId('CLIENT_ID', {
      ...dataBase,
      TYPE_NAME: z.literal('VOUCHER_HISTORY'),
      CUST_CODE: code(),
      MOBILE_NUM: z.optional(code()),
      USED: z.optional(zeroOne),
      EXPIRED: z.optional(zeroOne),
    }),
  ),
);
export const getVoucherResponse = answer({ VOUCHER_HEADER: list(voucher) });

/** 22 LoyAddVoucherExternal: ENTRY_NO is the code typed or scanned. */
export const addVoucherExternalRequest = z.lazy(() =>
  envelope(
    withClientId('CLIENT_ID', {
      ...dataBase,
      TYPE_NAME: z.literal('NEW_VOUCHER'),
      ENTRY_NO: code(),
      MOBILE_NUM: code(),
      CUST_CODE: code(),
    }),
  ),
);
export const addVoucherExternalResponse = answer({});

/** 23 CreateVoucher: POINTS exchanged for a voucher. */
export const createVoucherRequest = z.lazy(() =>
  envelope(
    withClientId('CLIENT_ID', {
      ...dataBase,
      TYPE_NAME: z.literal('NEW_VOUCHER'),
      CUST_CODE: code(),
      MOBILE_NUM: code(),
      POINTS: quantity,
    }),
  ),
);

/** The new voucher (REEDEEM_AMOUNT, VOUCHER_NO, EXPIRE_DATE) at the top level of the answer; absent on failure. */
export const createVoucherResponse = answer(z.partial(generatedVoucher).shape);

/** This group's calls, as the registry lists them. */
export const getVoucherCall = defineCall({
  id: 21,
  name: 'GetVoucher',
  base: 'base',
  path: 'GetVoucher',
  auth: 'customer',
  request: getVoucherRequest,
  response: getVoucherResponse,
});

export const addVoucherExternalCall = defineCall({
  id: 22,
  name: 'LoyAddVoucherExternal',
  base: 'base',
  path: 'LoyAddVoucherExternal',
  auth: 'customer',
  request: addVoucherExternalRequest,
  response: addVoucherExternalResponse,
});

export const createVoucherCall = defineCall({
  id: 23,
  name: 'CreateVoucher',
  base: 'base',
  path: 'CreateVoucher',
  auth: 'customer',
  request: createVoucherRequest,
  response: createVoucherResponse,
});
