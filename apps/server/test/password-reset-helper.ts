// A test app and the password-reset calls, for the reset tests.
// Importing this file gives the importing test file its own app (the hooks below).
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, expect } from 'vitest';
import { DEMO, call, createTestApp, type TestApp } from './helper';

export let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

interface Mail {
  id: number;
  to: string;
  subject: string;
  text: string;
  html: string;
  sentAt: string;
}

export async function outbox(): Promise<Mail[]> {
  const res = await t.app.inject({ method: 'GET', url: '/dev/outbox' });
  expect(res.statusCode).toBe(200);
  return res.json<Mail[]>();
}

export let address = 0;
/** From an address of its own unless given: the per-address limit has a test of its own. */
export async function sendOtp(email: string, ip = `10.5.0.${++address}`) {
  return call(t.app, 'SendOTP', { EMAIL_ID: email, ...DEMO }, { ip });
}

/** Sends a code and reads it from the newest mail to that address. */
export async function otpFor(email: string): Promise<string> {
  expect((await sendOtp(email)).json()).toMatchObject({ SUCCESS: 'true' });
  const mail = (await outbox()).find((m) => m.to === email);
  const code = /code is (\d{4})/.exec(mail?.text ?? '')?.[1];
  expect(code).toMatch(/^\d{4}$/);
  return code ?? '';
}

export const verify = (email: string, OTP: string) =>
  call(t.app, 'VerifyOTP', { EMAIL_ID: email, OTP, ...DEMO });
/** The reset grant a successful VerifyOTP set, as a request Cookie header. */
export const grantOf = (res: LightMyRequestResponse) => {
  const grant = res.cookies.find((c) => c.name === 'reset_grant');
  return grant?.value ? `reset_grant=${grant.value}` : undefined;
};
export const changePwd = (email: string, password: string, cookie?: string) =>
  call(t.app, 'ChangePWD', { EMAIL_ID: email, NEW_PASSWORD: password, ...DEMO }, { cookie });
export const wrongOf = (code: string) => String((Number(code) + 1) % 10_000).padStart(4, '0');
