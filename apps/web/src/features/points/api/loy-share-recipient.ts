import { shareRecipientCall } from '@loyalty/contract';
import { ApiError, callApi, envelope } from '../../../lib/api-client';

/** Whom the confirmation names: the server's reading, or only what was typed. */
export type Recipient =
  | { known: true; firstName: string; maskedMobile: string }
  | { known: false; email: string; mobile: string };

export type RecipientLookup = { ok: true; recipient: Recipient } | { ok: false; message: string };

/**
 * LoyShareRecipient (ours): the receiver's first name and masked mobile, for the confirmation
 * step. A backend without the call (the vendor's) answers 404 or something unreadable: the
 * confirmation then shows the e-mail and mobile as typed. A refusal (no such customer, too
 * many look-ups) is the server's message.
 */
export async function lookUpRecipient(email: string, mobile: string): Promise<RecipientLookup> {
  const typed = { ok: true, recipient: { known: false, email, mobile } } as const;
  try {
    const result = await callApi(
      shareRecipientCall,
      envelope('LoyShareRecipient', {
        EMAIL_RECEIVER: email.trim(),
        MOBILE_NUM_RECEIVER: mobile.trim(),
      }),
    );
    if (!result.ok) return { ok: false, message: result.message ?? '' };
    const data = result.data.DATA;
    if (!data?.FIRSTNAME) return typed;
    return {
      ok: true,
      recipient: { known: true, firstName: data.FIRSTNAME, maskedMobile: data.MOBILE_MASKED ?? '' },
    };
  } catch (error) {
    const refused =
      error instanceof ApiError &&
      error.status >= 400 &&
      error.status < 500 &&
      ![404, 405].includes(error.status);
    if (refused) return { ok: false, message: error.message };
    return typed;
  }
}
