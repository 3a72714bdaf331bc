import * as z from 'zod/mini';
import { answer } from '../answer';
import { dataBase, envelope } from '../envelope';
import { code, password, str, withClientId } from '../fields';
import { one, optText, statusValue } from '../readers';
import { defineCall } from '../define';

/** The forgot-password flow: SendOTP, the OTP mail, VerifyOTP, ChangePWD (docs/wire-protocol.md §4). */

/** 4 SendOTP. */
export const sendOtpRequest = z.lazy(() =>
  envelope(withClientId('CLIENT_ID', { ...dataBase, EMAIL_ID: str() })),
);

/** SUCCESS ('false' on failure), MESSAGE, DATA with EMAIL_ID and OTP (our server leaves OTP empty). */
export const sendOtpResponse = z.object({
  SUCCESS: statusValue,
  MESSAGE: optText,
  DATA: z.optional(one(z.object({ EMAIL_ID: optText, OTP: optText }))),
});

/**
 * 5 LoyaltyEssOtpEmailSender. Our choice where docs/wire-protocol.md §7 leaves the body open: the common envelope with
 * DATA { TemplateFile, CLIENT_ID, mailTo: [{ MailId, MailName }], paramData: [{ OTP }] }.
 * The OTP may be blank (SendOTP never returns it, docs/decisions/012-security-model.md).
 */
export const otpEmailSenderRequest = z.lazy(() =>
  envelope(
    withClientId('CLIENT_ID', {
      ...dataBase,
      TemplateFile: str(),
      mailTo: z
        .array(z.object({ MailId: str(), MailName: z.optional(str()) }))
        .check(z.maxLength(10)),
      paramData: z.array(z.object({ OTP: code(16) })).check(z.maxLength(10)),
    }),
  ),
);

/** Only the HTTP status is read; our server answers `{ STATUS, MESSAGE }`. */
export const otpEmailSenderResponse = answer({});

/** 6 VerifyOTP. */
export const verifyOtpRequest = z.lazy(() =>
  envelope(withClientId('CLIENT_ID', { ...dataBase, EMAIL_ID: str(), OTP: code(16) })),
);
export const verifyOtpResponse = z.object({ SUCCESS: statusValue, MESSAGE: optText });

/** 7 ChangePWD (sent with DIV_DES). */
export const changePwdRequest = z.lazy(() =>
  envelope(withClientId('CLIENT_ID', { ...dataBase, EMAIL_ID: str(), NEW_PASSWORD: password })),
);

/** docs/wire-protocol.md §7 does not show the body (only the HTTP status is read); ours is `{ STATUS, MESSAGE }`. */
export const changePwdResponse = answer({});

/** This group's calls, as the registry lists them. */
export const sendOtpCall = defineCall({
  id: 4,
  name: 'SendOTP',
  base: 'base',
  path: 'SendOTP',
  auth: 'public',
  request: sendOtpRequest,
  response: sendOtpResponse,
});

export const otpEmailSenderCall = defineCall({
  id: 5,
  name: 'LoyaltyEssOtpEmailSender',
  base: 'base',
  path: 'LoyaltyEssOtpEmailSender',
  auth: 'public',
  request: otpEmailSenderRequest,
  response: otpEmailSenderResponse,
});

export const verifyOtpCall = defineCall({
  id: 6,
  name: 'VerifyOTP',
  base: 'base',
  path: 'VerifyOTP',
  auth: 'public',
  request: verifyOtpRequest,
  response: verifyOtpResponse,
});

export const changePwdCall = defineCall({
  id: 7,
  name: 'ChangePWD',
  base: 'base',
  path: 'ChangePWD',
  auth: 'public',
  request: changePwdRequest,
  response: changePwdResponse,
});
