import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../../src/db/open';
import { migrateToLatest } from '../../src/db/migrate';
import { call, createTestApp, DEMO, expectFailure, type TestApp } from '../helper';
import { balance, freshIp, ledgerSum, newCustomer, own, type Signed } from '../programme-helper';
import { checkLedger } from './ledger-invariants';
import { databaseDigest } from './reliability-helper';

/**
 * Points and fils are whole numbers with an upper bound, on both databases: an absurd amount
 * is refused before anything is written, and the database refuses one that gets past the code.
 */
let t: TestApp;
let payer: Signed;
let friend: Signed;

beforeAll(async () => {
  t = await createTestApp();
  payer = await newCustomer(t.app, 'bounds-payer', '0508890001', 5_000);
  friend = await newCustomer(t.app, 'bounds-friend', '0508890002');
});
afterAll(() => t.close());

const staff = (url: string, payload: object) =>
  t.app.inject({
    method: 'POST',
    url: `/api/pos/${url}`,
    payload,
    headers: { authorization: 'Bearer demo-staff-key' },
    remoteAddress: freshIp(),
  });

const bill = (billRef: string, extra: object) => ({
  billRef,
  customer: { custCode: payer.code },
  amount: 10,
  ...extra,
});

async function expectNothingWritten(work: () => Promise<void>) {
  const before = await databaseDigest(t.app);
  await work();
  expect(await databaseDigest(t.app)).toBe(before);
}

describe('a bill of an absurd amount', () => {
  it('1e300 is refused with 400 on both databases, and nothing is written', async () => {
    await expectNothingWritten(async () => {
      for (const extra of [
        { amount: 1e300 },
        { amount: 100_000.01 },
        { lines: [{ barcode: '1', description: 'Gold bar', quantity: 1, price: 1e300 }] },
        { issueVoucher: { value: 1e300 } },
      ]) {
        const res = await staff('bills', bill('HUGE-1', extra));
        expectFailure(res, 400, /may be at most AED 100,000 in this programme\.$/);
      }
      expectFailure(
        await staff('voucher-codes', { count: 1, value: 1e20 }),
        400,
        /^The voucher value may be at most AED 100,000/,
      );
    });
    expect((await checkLedger(t.app.db)).broken).toEqual([]);
  });

  it("the programme's largest bill itself is taken, and points stay whole afterwards", async () => {
    const before = await balance(t.app, payer.id);
    const res = await staff('bills', bill('HUGE-2', { amount: 100_000 }));
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ pointsEarned: 100_000, balance: before + 100_000 });
    // The issue's case: after a float balance, sends credited the receiver and left the
    // sender's balance as it was.
    for (let i = 0; i < 3; i++) {
      const sent = await call(
        t.app,
        'LoySharePoints',
        {
          ...DEMO,
          EMAIL_SENDER: payer.email,
          MOBILE_NUM_SENDER: payer.mobile,
          EMAIL_RECEIVER: friend.email,
          MOBILE_NUM_RECEIVER: friend.mobile,
          SHARE_POINTS: 1_000,
        },
        { cookie: payer.cookie, ip: freshIp() },
      );
      expect(sent.json()).toMatchObject({ STATUS: true });
    }
    expect(await balance(t.app, payer.id)).toBe(before + 97_000);
    expect(await balance(t.app, friend.id)).toBe(3_000);
    expect(await ledgerSum(t.app, payer.id)).toBe(before + 97_000);
    expect((await checkLedger(t.app.db)).broken).toEqual([]);
  });
});

describe('points of a customer call', () => {
  it('CreateVoucher, LoySharePoints and CalculatePoints refuse 1e20 and 1.5 points', async () => {
    await expectNothingWritten(async () => {
      for (const points of [1e20, 10_000_001, 1.5, '1e20']) {
        const made = await call(
          t.app,
          'CreateVoucher',
          { ...own(payer), TYPE_NAME: 'NEW_VOUCHER', POINTS: points },
          { cookie: payer.cookie, ip: freshIp() },
        );
        expect(made.json()).toMatchObject({ STATUS: false, MESSAGE: expect.any(String) });
        const shared = await call(
          t.app,
          'LoySharePoints',
          {
            ...DEMO,
            EMAIL_SENDER: payer.email,
            MOBILE_NUM_SENDER: payer.mobile,
            EMAIL_RECEIVER: friend.email,
            MOBILE_NUM_RECEIVER: friend.mobile,
            SHARE_POINTS: points,
          },
          { cookie: payer.cookie, ip: freshIp() },
        );
        expect(shared.json()).toMatchObject({ STATUS: false, MESSAGE: expect.any(String) });
      }
    });
    const huge = await call(
      t.app,
      'CreateVoucher',
      { ...own(payer), TYPE_NAME: 'NEW_VOUCHER', POINTS: 1e20 },
      { cookie: payer.cookie, ip: freshIp() },
    );
    expect(huge.json()).toEqual({
      STATUS: false,
      MESSAGE: 'Enter at most 10,000,000 points at a time.',
    });
    const value = await call(
      t.app,
      'CalculatePoints',
      { ...own(payer), TYPE_NAME: 'CAL_POINTS', POINTS: 1e20 },
      { cookie: payer.cookie },
    );
    expect(value.json()).toEqual({ STATUS: false, MESSAGE: 'Enter at most 10,000,000 points.' });
  });
});

describe('the database itself', () => {
  it('refuses a points or fils value that is not a whole number within integer range', async () => {
    const attempts = [
      sql`update customers set points_balance = ${1e300} where id = ${payer.id}`,
      sql`update customers set points_balance = ${2 ** 31} where id = ${payer.id}`,
      sql`insert into ledger_entries (customer_id, kind, points, reference, created_at)
          values (${payer.id}, 'adjust', ${0.5}, 'x', '2026-01-01T00:00:00.000Z')`,
      sql`update vouchers set value_fils = ${5e18}`,
    ];
    await expectNothingWritten(async () => {
      for (const attempt of attempts) await expect(attempt.execute(t.app.db)).rejects.toThrow();
    });
  });

  it('a balance that would pass the integer range is a 400 on both databases', async () => {
    const near = 2_147_483_647 - 50_000;
    await sql`update customers set points_balance = ${near} where id = ${friend.id}`.execute(
      t.app.db,
    );
    await expectNothingWritten(async () => {
      const res = await staff(
        'bills',
        bill('OVERFLOW-1', { customer: { custCode: friend.code }, amount: 60_000 }),
      );
      expectFailure(res, 400);
    });
    expect(await balance(t.app, friend.id)).toBe(near);
  });

  it('the ledger invariants report a balance that is not whole', async () => {
    // Only SQLite can hold one at all, and only without migration 007's triggers: a database
    // of its own, whatever TEST_DB says.
    const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'loyalty-whole-'));
    const handle = openDatabase({ dataDir: dir });
    try {
      await migrateToLatest(handle);
      const { db } = handle;
      await sql`drop trigger customers_whole_update`.execute(db);
      await sql`drop trigger ledger_entries_whole_insert`.execute(db);
      await sql`insert into tenants (client_id, sub_domain, app_display_name, created_at)
        values (1, 'x', 'X', '2026-01-01')`.execute(db);
      await sql`insert into customers (tenant_id, cust_code, card_no, first_name, last_name,
          email, mobile, card_type, password_hash, created_at, updated_at)
        values (1, 'C1', 'K1', 'A', 'B', 'a@example.com', '0500000000', 'SILVER', '', '', '')`.execute(
        db,
      );
      expect((await checkLedger(db)).broken).toEqual([]);
      await sql`insert into ledger_entries (customer_id, kind, points, reference, created_at)
        values (1, 'adjust', ${1e300}, 'x', '2026-01-01')`.execute(db);
      await sql`update customers set points_balance = ${1e300}`.execute(db);
      const { broken } = await checkLedger(db);
      expect(broken).toContain('customer 1: balance 1e+300 or entries 1e+300 not a whole number');
      expect(broken).toContain('customers.points_balance: 1 values not whole');
      expect(broken).toContain('ledger_entries.points: 1 values not whole');
    } finally {
      await handle.db.destroy();
      await fs.rm(dir, { recursive: true, force: true });
    }
  });
});
