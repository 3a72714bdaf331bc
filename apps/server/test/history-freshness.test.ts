import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app';
import { historyBytes, historyJson, historyParts } from '../src/modules/history/history-answer';
import { historyCache } from '../src/modules/history/history-cache';
import { historyRepository } from '../src/modules/history/history.repository';
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
  String((await historyService(deps(t.app), cache).history(who(), day(-3), day(3))).json);
/** The same answer read whole from the database, with nothing kept. */
const fresh = async () =>
  String((await historyService(deps(second), historyCache()).history(who(), day(-3), day(3))).json);

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
    const answer = await call(
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
    expect(answer.headers['content-type']).toMatch(/^application\/json/);
    expect(answer.body).toBe(await fresh());
    expect(answer.json()).toMatchObject({ STATUS: true, BILL_DETAILS: [{ BILLREF: 'K-1' }] });
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

describe('a period of a kept history', () => {
  it('sends whole months as kept and the edges item by item, as the period read alone', async () => {
    const demo = await t.app.db
      .selectFrom('customers')
      .select(['id', 'cust_code'])
      .where('email', '=', 'demo@example.com')
      .executeTakeFirstOrThrow();
    const repo = historyRepository(t.app.db, t.app.dialect);
    const read = async (from: string, to: string) => {
      const p = { customerId: demo.id, from, to };
      const [bills, lines, issued, redeemed] = await Promise.all([
        repo.bills(p),
        repo.lines(p),
        repo.issuedVouchers(p),
        repo.redeemedVouchers(p),
      ]);
      return historyParts({ bills, lines, issued, redeemed }, demo.cust_code);
    };
    const whole = await read('0000-01-01T00:00:00.000Z', '9999-12-31T00:00:00.000Z');
    expect(whole.details.months?.length).toBeGreaterThan(12);
    let withBills = 0;
    for (let n = 0; n < 30; n++) {
      const start = Date.now() - Math.floor(Math.random() * 800) * 86_400_000;
      const from = new Date(start - (start % 86_400_000)).toISOString();
      const to = new Date(
        Date.parse(from) + (1 + Math.floor(Math.random() * 400)) * 86_400_000,
      ).toISOString();
      const sent = historyBytes(whole, from, to).toString();
      expect(sent).toBe(historyJson(await read(from, to), from, to));
      expect(sent).toBe(historyJson(whole, from, to));
      if (!sent.includes('"BILL_DETAILS":[]')) withBills += 1;
    }
    expect(withBills).toBeGreaterThan(0);
  });

  it('reads item by item a list whose order does not follow its dates', () => {
    const bill = (id: number, at: string) => ({
      id,
      bill_ref: `B${id}`,
      amount_fils: 100,
      points_earned: 1,
      tran_date: at,
    });
    const line = (id: number) => ({
      bill_id: id,
      barcode: '',
      description: '',
      quantity: 1,
      price_fils: 1,
    });
    // Bill 2 was posted after bill 3 but dated a month before it.
    const parts = historyParts(
      {
        bills: [
          bill(3, '2025-03-10T10:00:00.000Z'),
          bill(2, '2025-02-10T10:00:00.000Z'),
          bill(1, '2025-04-01T10:00:00.000Z'),
        ].sort((a, b) => (a.tran_date < b.tran_date ? 1 : -1)),
        lines: [line(1), line(2), line(3)],
        issued: [],
        redeemed: [],
      },
      'C1',
    );
    expect(parts.lines.months).toBeNull();
    expect(parts.details.months).not.toBeNull();
    for (const [from, to] of [
      ['2025-02-01', '2025-05-01'],
      ['2025-02-15', '2025-04-01'],
      ['2025-03-01', '2025-04-02'],
    ]) {
      const [f, e] = [`${from}T00:00:00.000Z`, `${to}T00:00:00.000Z`];
      expect(historyBytes(parts, f, e).toString()).toBe(historyJson(parts, f, e));
    }
  });
});
