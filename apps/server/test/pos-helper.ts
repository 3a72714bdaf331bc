// A test app with a shopper and the staff API's calls, for the POS tests.
// Importing this file gives the importing test file its own app (the hooks below).
import { afterAll, beforeAll } from 'vitest';
import { createTestApp, type TestApp } from './helper';
import { newCustomer, type Signed } from './programme-helper';

export let t: TestApp;
export let shopper: Signed;
export let cardNo: string;
export const KEY = 'demo-staff-key';

beforeAll(async () => {
  t = await createTestApp();
  shopper = await newCustomer(t.app, 'shopper', '0505550101');
  cardNo = (
    await t.app.db
      .selectFrom('customers')
      .select('card_no')
      .where('id', '=', shopper.id)
      .executeTakeFirstOrThrow()
  ).card_no;
});
afterAll(() => t.close());

export const pos = (
  url: string,
  payload: object,
  headers: Record<string, string> = { authorization: `Bearer ${KEY}` },
) => t.app.inject({ method: 'POST', url: `/api/pos/${url}`, payload, headers });

export const bill = (billRef: string, extra: object = {}) => ({
  billRef,
  customer: { cardNo },
  amount: 249.99,
  lines: [
    { barcode: '6291100001012', description: 'Basmati Rice 5kg', quantity: 2, price: 49.95 },
    { barcode: '6291100002019', description: 'Cotton Crew T-shirt', quantity: 1, price: 150.09 },
  ],
  ...extra,
});
