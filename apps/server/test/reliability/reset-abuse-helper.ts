// A test app and the password-reset calls, each from an address of its own and for a given
// client, for the tests of a reset by someone other than the account's owner.
// Importing this file gives the importing test file its own app (the hooks below).

import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, expect } from 'vitest';
import { DEMO, call, createTestApp, login, type TestApp } from '../helper';
import { freshIp } from '../programme-helper';

/**
 * The password reset against someone who is not the account's owner: a client that did not
 * verify the code cannot set the password (the reset grant), and codes cannot be guessed by
 * asking for new ones (the tries of an account are capped, stored codes need the server key).
 */
type Client = { CLIENT_ID: string };
export let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

export const GRANT = 'reset_grant';
export const INVALID = { SUCCESS: 'false', MESSAGE: 'Invalid or expired OTP.' };
export const VERIFY_FIRST = 'Please verify the OTP sent to your email first.';

export const mailsTo = (email: string) =>
  t.app.db
    .selectFrom('outbox')
    .select(['subject', 'text_body'])
    .where('to_address', '=', email)
    .orderBy('id')
    .execute();

export const sendOtp = (email: string, client: Client = DEMO) =>
  call(t.app, 'SendOTP', { EMAIL_ID: email, ...client }, { ip: freshIp() });

/** Sends a code and reads it from the newest mail to that address. */
export async function otpFor(email: string, client: Client = DEMO): Promise<string> {
  const before = (await mailsTo(email)).length;
  expect((await sendOtp(email, client)).json()).toMatchObject({ SUCCESS: 'true' });
  const mails = await mailsTo(email);
  expect(mails.length).toBe(before + 1);
  const code = /code is (\d{4})/.exec(mails.at(-1)?.text_body ?? '')?.[1];
  expect(code).toMatch(/^\d{4}$/);
  return code ?? '';
}

export const verify = (email: string, OTP: string, client: Client = DEMO) =>
  call(t.app, 'VerifyOTP', { EMAIL_ID: email, OTP, ...client }, { ip: freshIp() });
export const changePwd = (
  email: string,
  password: string,
  cookie?: string,
  client: Client = DEMO,
) =>
  call(
    t.app,
    'ChangePWD',
    { EMAIL_ID: email, NEW_PASSWORD: password, ...client },
    { cookie, ip: freshIp() },
  );
export const grantOf = (res: LightMyRequestResponse) => {
  const grant = res.cookies.find((c) => c.name === GRANT);
  return grant?.value ? `${GRANT}=${grant.value}` : undefined;
};
export const wrongOf = (code: string, n = 1) =>
  String((Number(code) + n) % 10_000).padStart(4, '0');
export const signsIn = async (email: string, password: string) =>
  (await login(t.app, email, { password })).res.json<{ STATUS: boolean }>().STATUS;
