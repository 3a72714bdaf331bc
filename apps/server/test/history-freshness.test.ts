import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app';
import { historyCache } from '../src/modules/history/history-cache';
import { historyService } from '../src/modules/history/history.service';
import { call, DEMO, createTestApp, type TestApp } from './helper';
import { deps, newCustomer, type Signed } from './programme-helper';

/**
 * A history kept by one server instance is never served after a write to what it shows,
 * whoever wrote: the till through a second instance on the same database, or any statement on
 * bills, their lines or vouchers (the database itself keeps the version a kept history is
 * checked against).
 */
let t: TestApp;
let second: FastifyInstance;
let shopper: Signed;
let cardNo: string;
const cache = historyCache();
beforeAll(async () => {
  t = await createTestApp();
  second = await buildApp({ config: t.app.config, logger: false });
  shopper = await newCustomer(t.app, 'keeper', '0505550177');
  ({ card_no: cardNo } = await t.app.db
    .selectFrom('customers')
    .select('card_no')
    .where('id', '=', shopper.id)
    .executeTakeFirstOrThrow());
});
afterAll(async () => {
  await second.close();
  await t.close();
});

const day = (offset: number) =>
  new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
const who = () => ({ id: shopper.id, custCode: shopper.code });
/** The first instance's history, through the one cache these tests share. */
const kept = async () =>
  String((await historyService(deps(t.app), cache).history(who(), day(-3), day(3))).bytes());
/** The same answer read whole from the database, with nothing kept. */
const fresh = async () =>
  String(
    (await historyService(deps(second), historyCache()).history(who(), day(-3), day(3))).bytes(),
  );

/** The same period through the call, as the shopper's app asks for it. */
const asked = () =>
  call(
    t.app,
    'GetLoyPoints',
    {
      ...DEMO,
      TYPE_NAME: 'CUSTOMER_HISTORY',
      MOBILE_NUM: shopper.mobile,
      FROM_DATE: day(-3),
      TO_DATE: day(3),
    },
    { cookie: shopper.cookie },
  );

const postBill = (billRef: string, lines = 2) =>
  second.inject({
    method: 'POST',
    url: '/api/pos/bills',
    headers: { authorization: 'Bearer demo-staff-key' },
    payload: {
      billRef,
      customer: { cardNo },
      amount: 120.5,
      lines: [
        { barcode: '6291100001012', description: 'Basmati Rice 5kg', quantity: 2, price: 49.95 },
        { barcode: '6291100002019', description: 'Dates 1kg', quantity: 1, price: 20.6 },
      ].slice(0, lines),
    },
  });

const billId = async (ref: string) =>
  (
    await second.db
      .selectFrom('bills')
      .select('id')
      .where('bill_ref', '=', ref)
      .executeTakeFirstOrThrow()
  ).id;

/** Runs `write`, then expects the kept answer to have changed to exactly the fresh one. */
async function expectSeen(write: () => Promise<unknown>): Promise<string> {
  const before = await kept();
  expect(await kept()).toBe(before);
  await write();
  const after = await kept();
  expect(after).not.toBe(before);
  expect(after).toBe(await fresh());
  return after;
}

describe('a kept history', () => {
  it('is kept, and answers the same as a whole read', async () => {
    const res = await postBill('K-1');
    expect(res.statusCode).toBe(200);
    expect(await kept()).toBe(await fresh());
    expect(cache.bytes).toBeGreaterThan(0);
    const answer = await asked();
    expect(answer.headers['content-type']).toMatch(/^application\/json/);
    expect(answer.body).toBe(await fresh());
    expect(answer.json()).toMatchObject({ STATUS: true, BILL_DETAILS: [{ BILLREF: 'K-1' }] });
  });

  it('shows a bill posted through another instance to the next call at once', async () => {
    // Two calls in a row: the second may reuse the first's session check (SQLite), whose
    // history version is then a moment old; the call must not serve a history by it.
    await asked();
    const before = (await asked()).body;
    expect(before).not.toContain('"BILLREF":"K-9"');
    expect((await postBill('K-9')).statusCode).toBe(200);
    const after = (await asked()).body;
    expect(after).toContain('"BILLREF":"K-9"');
    expect(after).toBe(await fresh());
  });

  it('shows a bill posted at the till through another instance', async () => {
    const after = await expectSeen(() => postBill('K-2', 0));
    expect(after).toContain('"BILLREF":"K-2"');
  });

  it('shows every write to a bill or its lines', async () => {
    const id = await billId('K-1');
    await expectSeen(() =>
      second.db.updateTable('bills').set({ amount_fils: 9_999 }).where('id', '=', id).execute(),
    );
    await expectSeen(() =>
      second.db
        .updateTable('bill_lines')
        .set({ description: 'Dates 2kg' })
        .where('bill_id', '=', id)
        .where('line_no', '=', 2)
        .execute(),
    );
    await expectSeen(() =>
      second.db
        .insertInto('bill_lines')
        .values({
          bill_id: id,
          line_no: 3,
          barcode: '1',
          description: 'Tea',
          quantity: 1,
          price_fils: 500,
        })
        .execute(),
    );
    await expectSeen(() =>
      second.db
        .deleteFrom('bill_lines')
        .where('bill_id', '=', id)
        .where('line_no', '=', 3)
        .execute(),
    );
  });

  it('shows a voucher given on a bill, used, and gone', async () => {
    const id = await billId('K-1');
    const tenant = (
      await second.db
        .selectFrom('bills')
        .select('tenant_id')
        .where('id', '=', id)
        .executeTakeFirstOrThrow()
    ).tenant_id;
    const now = new Date().toISOString();
    const given = await expectSeen(() =>
      second.db
        .insertInto('vouchers')
        .values({
          tenant_id: tenant,
          customer_id: null,
          code: 'KEPT-V1',
          value_fils: 2_500,
          points_cost: 0,
          source: 'bill',
          status: 'new',
          issued_bill_id: id,
          created_at: now,
          expires_at: day(30),
        })
        .execute(),
    );
    expect(given).toContain('"VOUCHER_NO":"KEPT-V1"');
    const used = await expectSeen(() =>
      second.db
        .updateTable('vouchers')
        .set({ customer_id: shopper.id, status: 'used', redeemed_bill_id: id, redeemed_at: now })
        .where('code', '=', 'KEPT-V1')
        .execute(),
    );
    expect(used).toContain('"VOUCHER_REDEEMED":[{"BILLREF":"K-1"');
    await expectSeen(() =>
      second.db.deleteFrom('vouchers').where('code', '=', 'KEPT-V1').execute(),
    );
  });

  it('drops a deleted bill with its lines', async () => {
    const id = await billId('K-2');
    const after = await expectSeen(() =>
      second.db.deleteFrom('bills').where('id', '=', id).execute(),
    );
    expect(after).not.toContain('K-2');
  });
});

describe('a customer with more bills than are kept', () => {
  it('is read period by period, with the same answer, and nothing kept', async () => {
    const none = historyCache();
    const byPeriod = await historyService(deps(t.app), none, 0).history(who(), day(-3), day(3));
    expect(String(byPeriod.bytes())).toBe(await fresh());
    expect(String(byPeriod.bytes())).toContain('"BILLREF":"K-1"');
    expect(none.bytes).toBe(0);
    // Months read for this answer alone would be compressed for it alone: it goes plain.
    expect(byPeriod.gzip).toBeUndefined();
  });
});
