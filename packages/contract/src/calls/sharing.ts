import * as z from 'zod/mini';
import { answer } from '../answer';
import { dataBase, envelope } from '../envelope';
import { code, quantity, str, withClientId } from '../fields';
import { defineCall } from '../define';

/** Sending points and vouchers to another customer (matched by e-mail AND mobile). */

/** 24 LoySharePoints. */
export const sharePointsRequest = z.lazy(() =>
  envelope(
    withClientId('CLIENT_ID', {
      ...dataBase,
      EMAIL_SENDER: str(),
      MOBILE_NUM_SENDER: code(),
      EMAIL_RECEIVER: str(),
      MOBILE_NUM_RECEIVER: code(),
      SHARE_POINTS: quantity,
    }),
  ),
);
export const sharePointsResponse = answer({});

/**
 * 25 TransferVoucher: voucherEntryNo is the listed voucher's entry_no. E-mail is sent as e-mail
 * and mobile as mobile (decisions.md §6); CLIENT_ID is sent as with every call.
 */
export const transferVoucherRequest = z.lazy(() =>
  envelope(
    withClientId('CLIENT_ID', {
      ...dataBase,
      voucherEntryNo: code(),
      senderMobile: code(),
      senderEmail: str(),
      receiverMobile: code(),
      receiverEmail: str(),
    }),
  ),
);
export const transferVoucherResponse = answer({});

/** This group's calls, as the registry lists them. */
export const sharePointsCall = defineCall({
  id: 24,
  name: 'LoySharePoints',
  base: 'base',
  path: 'LoySharePoints',
  auth: 'customer',
  request: sharePointsRequest,
  response: sharePointsResponse,
});

export const transferVoucherCall = defineCall({
  id: 25,
  name: 'TransferVoucher',
  base: 'base',
  path: 'TransferVoucher',
  auth: 'customer',
  request: transferVoucherRequest,
  response: transferVoucherResponse,
});
