import * as z from 'zod/mini';
import { answer } from '../answer';
import { dataBase, envelope } from '../envelope';
import { code, quantity, str, withClientId } from '../fields';
import { optText } from '../readers';
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
 * and mobile as mobile (docs/decisions/015-spec-readings.md); CLIENT_ID is sent as with every call.
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

/**
 * 29 LoyShareRecipient (ours; the vendor's backend lacks it): who a send would reach, for the
 * app's confirmation step. It answers only the first name and a masked mobile, and the same
 * refusal as LoySharePoints when no customer has both the e-mail and the mobile.
 */
export const shareRecipientRequest = z.lazy(() =>
  envelope(
    withClientId('CLIENT_ID', {
      ...dataBase,
      EMAIL_RECEIVER: str(),
      MOBILE_NUM_RECEIVER: code(),
    }),
  ),
);
export const shareRecipientResponse = answer({
  DATA: z.optional(z.object({ FIRSTNAME: optText, MOBILE_MASKED: optText })),
});

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

export const shareRecipientCall = defineCall({
  id: 29,
  name: 'LoyShareRecipient',
  base: 'base',
  path: 'LoyShareRecipient',
  auth: 'customer',
  request: shareRecipientRequest,
  response: shareRecipientResponse,
});
