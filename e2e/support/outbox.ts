import { expect } from '@playwright/test';
import type { APIRequestContext } from '@playwright/test';
import { BASE_URL } from './urls';

/** A mail of the server's demo outbox (`GET /dev/outbox`, newest first). */
export interface OutboxMail {
  id: number | string;
  to: string;
  subject: string;
  text: string;
  html: string;
  sentAt: string;
}

export async function readOutbox(request: APIRequestContext): Promise<OutboxMail[]> {
  const response = await request.get(`${BASE_URL}/dev/outbox`);
  expect(response.ok(), 'GET /dev/outbox (demo mode)').toBe(true);
  return (await response.json()) as OutboxMail[];
}

/** The mails sent to `email` so far, newest first. */
export async function mailsTo(request: APIRequestContext, email: string): Promise<OutboxMail[]> {
  const all = await readOutbox(request);
  return all.filter((mail) => mail.to.toLowerCase().includes(email.toLowerCase()));
}

/** The 4-digit code of a password-reset mail. */
export function otpOf(mail: OutboxMail): string {
  const code = /\b(\d{4})\b/.exec(mail.text.slice(mail.text.indexOf('code')))?.[1];
  expect(code, `a 4-digit code in: ${mail.text}`).toBeTruthy();
  return code ?? '';
}

/**
 * Waits for the reset mail number `count` to `email` (1 = the first) and returns its code, so
 * a re-send is told apart from the mail before it.
 */
export async function waitForOtp(
  request: APIRequestContext,
  email: string,
  count: number,
): Promise<string> {
  await expect
    .poll(async () => (await mailsTo(request, email)).length, {
      message: `mail number ${count} to ${email}`,
      timeout: 10_000,
    })
    .toBeGreaterThanOrEqual(count);
  const [newest] = await mailsTo(request, email);
  return otpOf(newest!);
}
