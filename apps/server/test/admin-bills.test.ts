import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createTestApp, expectFailure, type TestApp } from './helper';
import { admin, sessionFor, STAFF, TILL_KEY } from './admin-helper';
import { balance, newCustomer, own, type Signed } from './programme-helper';
import { checkLedger } from './reliability/ledger-invariants';
import { DEFAULT_TIME_ZONE, dayIn } from '../src/lib/time-zone';

let t: TestApp;
let manager: string;
let cashier: string;

beforeAll(async () => {
  t = await createTestApp();
  manager = await sessionFor(t.app, STAFF.manager);
  cashier = await sessionFor(t.app, STAFF.cashier);
});
afterAll(() => t.close());

async function cardOf(c: Signed): Promise<string> {
  const row = await t.app.db
    .selectFrom('customers')
    .select('card_no')
    .where('id', '=', c.id)
    .executeTakeFirstOrThrow();
  return row.card_no;
}

async function postBill(
  c: Signed,
  billRef: string,
  extra: object = {},
  key: string = TILL_KEY.demo,
) {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/pos/bills',
    headers: { authorization: `Bearer ${key}` },
    payload: { billRef, customer: { cardNo: await cardOf(c) }, amount: 120, ...extra },
  });
  expect(res.statusCode, res.body).toBe(200);
  const body = res.json<{ pointsEarned: number; voucherIssued?: { code: string } }>();
  const bill = await t.app.db
    .selectFrom('bills')
    .select('id')
    .where('bill_ref', '=', billRef)
    .executeTakeFirstOrThrow();
  return { id: bill.id, ...body };
}

const reverse = (billId: number, reason = 'Goods returned') =>
  admin(t.app, 'POST', `/api/admin/bills/${billId}/reverse`, { cookie: manager }, { reason });

const vouchers = (codes: string[]) =>
  t.app.db
    .selectFrom('vouchers')
    .select(['code', 'status', 'voided_at', 'redeemed_bill_id'])
    .where('code', 'in', codes)
    .orderBy('code')
    .execute();

describe('GET /api/admin/bills', () => {
  it('lists by reference prefix, customer and dates, newest first, for a cashier too', async () => {
    const c = await newCustomer(t.app, 'bills.list', '0505550191');
    await postBill(c, 'LIST-001');
    await postBill(c, 'LIST-002');
    await postBill(c, 'OTHER-001');
    const list = async (query: string) => {
      const res = await admin(t.app, 'GET', `/api/admin/bills?${query}`, { cookie: cashier });
      expect(res.statusCode, res.body).toBe(200);
      return res.json<{ items: { billRef: string }[]; total: number }>();
    };
    const listed = await list('q=LIST-');
    expect(listed.items.map((b) => b.billRef)).toEqual(['LIST-002', 'LIST-001']);
    expect(listed.total).toBe(2);
    expect((await list(`customerId=${c.id}`)).total).toBe(3);
    expect((await list(`custCode=${c.code}`)).total).toBe(3);
    expect((await list(`custCode=${c.code}&q=OTHER`)).total).toBe(1);
    expect((await list('custCode=NOBODY')).total).toBe(0);
    // A day is the programme's (Dubai's), which is not UTC's in the last hours of a UTC day.
    const today = dayIn(t.app.now(), DEFAULT_TIME_ZONE);
    expect((await list(`customerId=${c.id}&from=${today}&to=${today}`)).total).toBe(3);
    expect((await list(`customerId=${c.id}&to=2020-01-01`)).total).toBe(0);
    expect((await list('q=LIST-&size=1&page=2')).items.map((b) => b.billRef)).toEqual(['LIST-001']);
    const bad = await admin(t.app, 'GET', '/api/admin/bills?from=yesterday', { cookie: cashier });
    expect(bad.statusCode).toBe(400);
  });
});

describe('POST /api/admin/bills/:billId/reverse', () => {
  it('takes the points back, returns the voucher used and voids the one given', async () => {
    const c = await newCustomer(t.app, 'bills.reverse', '0505550192', 1000);
    const made = await call(
      t.app,
      'CreateVoucher',
      { ...own(c), TYPE_NAME: 'NEW_VOUCHER', POINTS: 1000 },
      { cookie: c.cookie },
    );
    const used = made.json<{ VOUCHER_NO: string }>().VOUCHER_NO;
    const bill = await postBill(c, 'REV-001', { voucherCode: used, issueVoucher: { value: 20 } });
    const given = bill.voucherIssued?.code ?? '';
    expect(bill.pointsEarned).toBeGreaterThan(0);
    const before = await balance(t.app, c.id);
    const res = await reverse(bill.id);
    expect(res.json()).toEqual({
      billId: bill.id,
      billRef: 'REV-001',
      pointsTakenBack: bill.pointsEarned,
      voucherReturned: used,
      voucherVoided: given,
      balance: before - bill.pointsEarned,
    });
    expect(await balance(t.app, c.id)).toBe(before - bill.pointsEarned);
    const [a, b] = await vouchers([used, given].sort());
    const byCode = new Map([a, b].map((v) => [v?.code, v]));
    expect(byCode.get(used)).toMatchObject({
      status: 'new',
      voided_at: null,
      redeemed_bill_id: null,
    });
    expect(byCode.get(given)?.voided_at).not.toBeNull();
    const [entry] = await t.app.db
      .selectFrom('audit_log')
      .selectAll()
      .where('action', '=', 'bill.reverse')
      .where('entity_id', '=', String(bill.id))
      .execute();
    expect(entry).toMatchObject({ customer_id: c.id, actor_name: STAFF.manager });
    // The voided voucher can no longer be used at the till.
    const again = await t.app.inject({
      method: 'POST',
      url: '/api/pos/bills',
      headers: { authorization: `Bearer ${TILL_KEY.demo}` },
      payload: {
        billRef: 'REV-002',
        customer: { cardNo: await cardOf(c) },
        amount: 10,
        voucherCode: given,
      },
    });
    expect(again.statusCode).toBe(409);
    expectFailure(await reverse(bill.id), 422, 'Bill REV-001 was reversed already.');
    expect(await balance(t.app, c.id)).toBe(before - bill.pointsEarned);
    expect((await checkLedger(t.app.db)).broken).toEqual([]);
  });

  it('refuses when the points were spent since, and changes nothing', async () => {
    const c = await newCustomer(t.app, 'bills.spent', '0505550193');
    const bill = await postBill(c, 'SPENT-001', { issueVoucher: { value: 20 } });
    const spend = await admin(
      t.app,
      'POST',
      `/api/admin/customers/${c.id}/adjust`,
      { cookie: manager },
      { points: -(bill.pointsEarned - 1), reason: 'Spent' },
    );
    expect(spend.statusCode).toBe(200);
    const res = await reverse(bill.id);
    expectFailure(
      res,
      422,
      `Bill SPENT-001 earned ${bill.pointsEarned} points but the customer has 1 left: reversing it would take the balance below 0.`,
    );
    expect(await balance(t.app, c.id)).toBe(1);
    const row = await t.app.db
      .selectFrom('bills')
      .select('reversed_at')
      .where('id', '=', bill.id)
      .executeTakeFirstOrThrow();
    expect(row.reversed_at).toBeNull();
    expect((await vouchers([bill.voucherIssued?.code ?? '']))[0]).toMatchObject({
      status: 'new',
      voided_at: null,
    });
    const audited = await t.app.db
      .selectFrom('audit_log')
      .select('id')
      .where('action', '=', 'bill.reverse')
      .where('entity_id', '=', String(bill.id))
      .execute();
    expect(audited).toEqual([]);
  });

  it('reverses once when asked twice at the same moment', async () => {
    const c = await newCustomer(t.app, 'bills.race', '0505550194');
    const bill = await postBill(c, 'RACE-001');
    const answers = await Promise.all([1, 2, 3, 4].map(() => reverse(bill.id)));
    expect(answers.map((r) => r.statusCode).sort()).toEqual([200, 422, 422, 422]);
    expect(await balance(t.app, c.id)).toBe(0);
    const entries = await t.app.db
      .selectFrom('ledger_entries')
      .select('points')
      .where('customer_id', '=', c.id)
      .execute();
    expect(entries.map((e) => Number(e.points)).sort((x, y) => x - y)).toEqual([
      -bill.pointsEarned,
      bill.pointsEarned,
    ]);
    expect((await checkLedger(t.app.db)).broken).toEqual([]);
  });

  it('answers 404 for a bill of another programme, and changes nothing', async () => {
    const lite = await t.app.inject({
      method: 'POST',
      url: '/api/pos/bills',
      headers: { authorization: `Bearer ${TILL_KEY.lite}` },
      payload: { billRef: 'LITE-001', customer: { mobile: '0505550000' }, amount: 50 },
    });
    expect(lite.statusCode, lite.body).toBe(200);
    const liteBill = await t.app.db
      .selectFrom('bills')
      .select(['id', 'customer_id'])
      .where('bill_ref', '=', 'LITE-001')
      .executeTakeFirstOrThrow();
    expectFailure(await reverse(liteBill.id), 404, 'No bill of this programme has that id.');
    const after = await t.app.db
      .selectFrom('bills')
      .select('reversed_at')
      .where('id', '=', liteBill.id)
      .executeTakeFirstOrThrow();
    expect(after.reversed_at).toBeNull();
    const url = `/api/admin/bills?customerId=${liteBill.customer_id}`;
    expect((await admin(t.app, 'GET', url, { cookie: manager })).json()).toMatchObject({
      total: 0,
    });
  });
});
