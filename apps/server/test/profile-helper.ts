// A test app with a signed-up customer, and the profile calls the profile tests make.
// Importing this file gives the importing test file its own app (the hooks below).
import { afterAll, beforeAll, expect } from 'vitest';
import { call, createTestApp, DEMO, type TestApp } from './helper';
import { freshIp, newCustomer, type Signed } from './programme-helper';

export let t: TestApp;
export let me: Signed;
beforeAll(async () => {
  t = await createTestApp();
  me = await newCustomer(t.app, 'profile', '0506660001');
});
afterAll(() => t.close());

/** The customer's identity once a test has changed it. */
export function setMe(next: Signed) {
  me = next;
}

export const update = (details: Record<string, unknown>, who = me) =>
  call(
    t.app,
    'LoyUpdateCustomer',
    {
      ...DEMO,
      TYPE_NAME: 'CUSTOMER_UPDATE',
      CUSTOMER_DETAILS: { CUST_CODE: who.code, ...details },
    },
    { cookie: who.cookie, ip: freshIp() },
  );
export const open = (link: string) =>
  t.app.inject({ method: 'GET', url: new URL(link).pathname + new URL(link).search });
/** The link of the newest confirmation mail to `email`. */
export async function linkTo(email: string): Promise<string> {
  const mail = (await t.app.outbox.listNewestFirst()).find((m) => m.to === email);
  const link = /https?:\/\/\S+confirm-email\?token=\S+/.exec(mail?.text ?? '')?.[0];
  expect(link).toBeDefined();
  return link ?? '';
}
export const row = () =>
  t.app.db.selectFrom('customers').selectAll().where('id', '=', me.id).executeTakeFirstOrThrow();
