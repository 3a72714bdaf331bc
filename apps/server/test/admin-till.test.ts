import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createTestApp, expectFailure, type TestApp } from './helper';
import { admin, LITE_HOST, sessionFor, STAFF } from './admin-helper';
import { balance, newCustomer, own } from './programme-helper';
import { checkLedger } from './reliability/ledger-invariants';

let t: TestApp;
let cashier: string;

beforeAll(async () => {
  t = await createTestApp();
  cashier = await sessionFor(t.app, STAFF.cashier);
});
afterAll(() => t.close());

const postBill = (body: object, cookie = cashier, key?: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/admin/till/bills',
    remoteAddress: '127.0.0.1',
    headers: {
      host: 'localhost',
      origin: 'http://localhost',
      cookie,
      ...(key ? { 'idempotency-key': key } : {}),
    },
    payload: body,
  });

const auditOf = (action: string, customerId: number) =>
  t.app.db
    .selectFrom('audit_log')
    .selectAll()
    .where('action', '=', action)
    .where('customer_id', '=', customerId)
    .execute();

describe('POST /api/admin/till/bills', () => {
  it('posts a bill for a signed-in cashier: points earned, audit entry, once per key', async () => {
    const c = await newCustomer(t.app, 'till.bill', '0505550301');
    const body = { customerId: c.id, billRef: 'TILL-001', amount: '120.50' };
    const res = await postBill(body, cashier, 'till-key-1');
    expect(res.statusCode, res.body).toBe(200);
    const answer = res.json<{ billId: number; pointsEarned: number; balance: number }>();
    expect(answer.pointsEarned).toBeGreaterThan(0);
    expect(answer.balance).toBe(answer.pointsEarned);
    expect(await balance(t.app, c.id)).toBe(answer.pointsEarned);
    // The same key again answers the same and moves nothing more.
    const again = await postBill(body, cashier, 'till-key-1');
    expect(again.json()).toEqual(res.json());
    expect(await balance(t.app, c.id)).toBe(answer.pointsEarned);
    // Another post of the same reference is a duplicate.
    expect((await postBill(body)).statusCode).toBe(409);
    const entries = await auditOf('bill.post', c.id);
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({
      actor_name: STAFF.cashier,
      actor_role: 'cashier',
      entity_id: String(answer.billId),
    });
    const detail = await admin(t.app, 'GET', `/api/admin/bills/${answer.billId}`, {
      cookie: cashier,
    });
    expect(detail.json()).toMatchObject({ billRef: 'TILL-001', amount: 120.5, lines: [] });
    expect((await checkLedger(t.app.db)).broken).toEqual([]);
  });

  it('refuses a bad amount per field and changes nothing', async () => {
    const c = await newCustomer(t.app, 'till.bad', '0505550302');
    const res = await postBill({ customerId: c.id, billRef: 'TILL-BAD', amount: '12,5' });
    expect(res.statusCode).toBe(400);
    expect(res.json<{ fields: Record<string, string> }>().fields.amount).toMatch(/AED/);
    expect(await balance(t.app, c.id)).toBe(0);
    expect(await auditOf('bill.post', c.id)).toHaveLength(0);
  });

  it("does not reach another programme's customer", async () => {
    const c = await newCustomer(t.app, 'till.other', '0505550303');
    const lite = await sessionFor(t.app, STAFF.liteOwner, LITE_HOST);
    const res = await admin(
      t.app,
      'POST',
      '/api/admin/till/bills',
      { cookie: lite, host: LITE_HOST },
      { customerId: c.id, billRef: 'LITE-001', amount: '50' },
    );
    expect(res.statusCode).toBe(404);
    expect(await balance(t.app, c.id)).toBe(0);
  });
});

describe('POST /api/admin/till/vouchers/redeem', () => {
  it("redeems the customer's voucher once, with an audit entry", async () => {
    const c = await newCustomer(t.app, 'till.voucher', '0505550304', 1000);
    const made = await call(
      t.app,
      'CreateVoucher',
      { ...own(c), TYPE_NAME: 'NEW_VOUCHER', POINTS: 1000 },
      { cookie: c.cookie },
    );
    const code = made.json<{ VOUCHER_NO: string }>().VOUCHER_NO;
    const redeem = () =>
      admin(
        t.app,
        'POST',
        '/api/admin/till/vouchers/redeem',
        { cookie: cashier },
        { customerId: c.id, voucherCode: code.toLowerCase() },
      );
    const [first, second] = await Promise.all([redeem(), redeem()]);
    const statuses = [first?.statusCode, second?.statusCode].sort();
    expect(statuses).toEqual([200, 409]);
    const ok = first?.statusCode === 200 ? first : second;
    expect(ok?.json()).toMatchObject({ voucherCode: code });
    expectFailure(
      await redeem(),
      409,
      'Voucher not found for this customer, already used or expired.',
    );
    const entries = await auditOf('voucher.redeem', c.id);
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({ entity_id: code, actor_role: 'cashier' });
  });
});

describe('GET /api/admin/bills/:billId', () => {
  it('answers 404 for a bill that does not exist', async () => {
    const res = await admin(t.app, 'GET', '/api/admin/bills/999999', { cookie: cashier });
    expect(res.statusCode).toBe(404);
  });
});
