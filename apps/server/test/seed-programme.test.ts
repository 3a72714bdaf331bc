import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemo } from '../src/seed/seed';
import { createTestApp, type TestApp } from './helper';
import { ledgerSum } from './programme-helper';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const count = async (
  table: 'bills' | 'bill_lines' | 'vouchers' | 'promotions' | 'ledger_entries' | 'stores',
) =>
  Number(
    (
      await t.app.db
        .selectFrom(table)
        .select((eb) => eb.fn.countAll().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );

describe("the demo programme's seed", () => {
  it('gives the demo customer two years of bills with lines, and at least 10,000 points left', async () => {
    const demo = await t.app.db
      .selectFrom('customers')
      .select(['id', 'points_balance'])
      .where('email', '=', 'demo@example.com')
      .executeTakeFirstOrThrow();
    expect(demo.points_balance).toBeGreaterThanOrEqual(10_000);
    const bills = await t.app.db
      .selectFrom('bills')
      .select(['id', 'tran_date'])
      .where('customer_id', '=', demo.id)
      .execute();
    expect(bills.length).toBeGreaterThanOrEqual(60);
    const oldest = bills.map((b) => b.tran_date).sort()[0] ?? '';
    expect(Date.parse(oldest)).toBeLessThan(t.clock().getTime() - 700 * 86_400_000);
    expect(await count('bill_lines')).toBeGreaterThanOrEqual(bills.length);
    const kinds = await t.app.db
      .selectFrom('ledger_entries')
      .select('kind')
      .distinct()
      .where('customer_id', '=', demo.id)
      .execute();
    expect(kinds.map((k) => k.kind).sort()).toEqual(['adjust', 'earn', 'expire', 'redeem', 'send']);
  });

  it('keeps every balance equal to the sum of its entries', async () => {
    for (const c of await t.app.db
      .selectFrom('customers')
      .select(['id', 'points_balance'])
      .execute()) {
      expect(await ledgerSum(t.app, c.id)).toBe(c.points_balance);
    }
  });

  it('has the printed code WELCOME50 unclaimed, and vouchers in every state', async () => {
    const welcome = await t.app.db
      .selectFrom('vouchers')
      .selectAll()
      .where('code', '=', 'WELCOME50')
      .executeTakeFirstOrThrow();
    expect(welcome).toMatchObject({
      customer_id: null,
      status: 'new',
      source: 'external',
      value_fils: 5000,
    });
    const now = t.clock().toISOString();
    const states = await t.app.db
      .selectFrom('vouchers')
      .select(['status', 'expires_at'])
      .where('customer_id', 'is not', null)
      .execute();
    expect(states.some((v) => v.status === 'used')).toBe(true);
    expect(states.some((v) => v.status === 'new' && v.expires_at > now)).toBe(true);
    expect(states.some((v) => v.status === 'new' && v.expires_at <= now)).toBe(true);
  });

  it('adds nothing when run again', async () => {
    const tables = [
      'bills',
      'bill_lines',
      'vouchers',
      'promotions',
      'ledger_entries',
      'stores',
    ] as const;
    const before = await Promise.all(tables.map(count));
    await seedDemo(t.app.db, path.join(t.dataDir, 'files'), t.clock());
    expect(await Promise.all(tables.map(count))).toEqual(before);
  });
});
