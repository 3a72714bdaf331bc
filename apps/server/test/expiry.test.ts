import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app';
import { expiryService } from '../src/modules/points/expiry.service';
import { sumExpiredPoints } from '../src/db/migrations/006-expired-total';
import { expiryCutoff, expiryDue } from '../src/modules/points/expiry-rule';
import { call, createTestApp, DEMO, type TestApp } from './helper';
import {
  balance,
  deps,
  ledgerSum,
  newCustomer,
  own,
  signIn,
  type Signed,
} from './programme-helper';

let t: TestApp;
let c: Signed;
const DAY = 86_400_000;

beforeAll(async () => {
  t = await createTestApp();
  c = await newCustomer(t.app, 'expiring', '0504440001');
});
afterAll(() => t.close());

const bill = (billRef: string, amount: number) =>
  t.app.inject({
    method: 'POST',
    url: '/api/pos/bills',
    headers: { authorization: 'Bearer demo-staff-key' },
    payload: { billRef, customer: { custCode: c.code }, amount },
  });
/** Sessions last 30 days: after moving the clock by months the customer signs in again. */
async function later(ms: number) {
  t.clock.advance(ms);
  c = await signIn(t.app, c.email);
}
const expired = async () =>
  (
    await call(
      t.app,
      'GetLoyPoints',
      { ...DEMO, TYPE_NAME: 'CUSTOMER', MOBILE_NUM: c.mobile, CUST_CODE: c.code },
      { cookie: c.cookie },
    )
  ).json<{ DATA: { POINTS_EXPIRED: number; CURRENTPOINTS: number } }>().DATA;
const expireEntries = () =>
  t.app.db
    .selectFrom('ledger_entries')
    .select(['points', 'created_at'])
    .where('customer_id', '=', c.id)
    .where('kind', '=', 'expire')
    .orderBy('id')
    .execute();

describe('the expiry rule', () => {
  it('expires what debits have not used of the points credited before the cutoff', () => {
    expect(expiryDue(500, 200)).toBe(300);
    expect(expiryDue(500, 800)).toBe(0);
  });

  it('counts calendar months back, clamped to the end of a short month', () => {
    expect(expiryCutoff(new Date('2026-03-31T10:00:00Z'), 1).toISOString()).toBe(
      '2026-02-28T10:00:00.000Z',
    );
    expect(expiryCutoff(new Date('2026-01-15T00:00:00Z'), 12).toISOString()).toBe(
      '2025-01-15T00:00:00.000Z',
    );
  });
});

describe('the expiry job with a controlled clock', () => {
  it('expires points older than the programme’s 12 months once, first in first out', async () => {
    await bill('E-1', 500);
    await later(180 * DAY);
    await bill('E-2', 300);
    await call(
      t.app,
      'CreateVoucher',
      { ...own(c), TYPE_NAME: 'NEW_VOUCHER', POINTS: 200 },
      { cookie: c.cookie },
    );
    expect(await balance(t.app, c.id)).toBe(600);

    // Not yet a year since the first bill: nothing of this customer expires.
    const job = expiryService(deps(t.app));
    await job.run();
    expect(await expireEntries()).toEqual([]);

    await later(186 * DAY);
    const first = await job.run();
    expect(first.points).toBeGreaterThanOrEqual(300);
    expect(await expireEntries()).toEqual([{ points: -300, created_at: t.clock().toISOString() }]);
    expect(await balance(t.app, c.id)).toBe(300);
    expect(await expired()).toMatchObject({ POINTS_EXPIRED: 300, CURRENTPOINTS: 300 });

    // Run again (another instance, the next hour): nothing more is due.
    expect(await job.run()).toEqual({ customers: 0, points: 0 });
    t.clock.advance(3_600_000);
    expect(await job.run()).toEqual({ customers: 0, points: 0 });
    expect(await expireEntries()).toHaveLength(1);

    // Half a year on, the second bill's points go too.
    await later(183 * DAY);
    await job.run();
    expect((await expireEntries()).map((e) => e.points)).toEqual([-300, -300]);
    expect(await balance(t.app, c.id)).toBe(0);
    expect(await ledgerSum(t.app, c.id)).toBe(0);
    expect((await expired()).POINTS_EXPIRED).toBe(600);
  });

  it('does not run twice at once: parallel runs expire each point once', async () => {
    const other = await newCustomer(t.app, 'parallel', '0504440002', 700);
    t.clock.advance(400 * DAY);
    const job = expiryService(deps(t.app));
    await Promise.all([job.run(), job.run(), job.run()]);
    expect(await balance(t.app, other.id)).toBe(0);
    expect(await ledgerSum(t.app, other.id)).toBe(0);
  });

  it('runs when the server starts', async () => {
    const sleeper = await newCustomer(t.app, 'sleeper', '0504440003', 900);
    // A second instance on the same database, started 400 days later.
    const later = new Date(t.clock().getTime() + 400 * DAY);
    const second = await buildApp({ logger: false, config: t.app.config, now: () => later });
    try {
      await second.ready();
      await second.expiryJobIdle();
      expect(await balance(second, sleeper.id)).toBe(0);
      expect(await ledgerSum(second, sleeper.id)).toBe(0);
    } finally {
      await second.close();
    }
  });
});

describe('the points expired kept on the customer’s row', () => {
  const rows = () =>
    t.app.db.selectFrom('customers').select(['id', 'points_expired']).orderBy('id').execute();

  it('moves with every expire entry, and a database from before it is summed once', async () => {
    const kept = await rows();
    // Customers of the tests above lost points to expiry; the row says how many.
    expect(kept.filter((r) => Number(r.points_expired) > 0).length).toBeGreaterThan(1);
    expect(kept.find((r) => r.id === c.id)?.points_expired).toBe(600);
    await t.app.db.updateTable('customers').set({ points_expired: 0 }).execute();
    await sumExpiredPoints(t.app.db);
    expect(await rows()).toEqual(kept);
  });

  it('is never below 0', async () => {
    await expect(
      t.app.db
        .updateTable('customers')
        .set({ points_expired: -1 })
        .where('id', '=', c.id)
        .execute(),
    ).rejects.toThrow(/check/i);
    expect((await rows()).find((r) => r.id === c.id)?.points_expired).toBe(600);
  });
});
