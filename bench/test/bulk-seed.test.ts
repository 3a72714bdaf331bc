import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expiryService, openDatabase, type DatabaseHandle } from '@loyalty/server/data';
import { billsPerCustomer, planBills } from '../src/data/bill-plan';
import { seedBenchData, type SeedReport } from '../src/data/bulk-seed';
import { HEAVY, benchCustomer, type DataSize } from '../src/data/data-size';
import { queryPlans } from '../src/data/query-plans';

const SIZE: DataSize = { customers: 30, bills: 1_200, heavyBills: 500 };
const now = new Date();

describe('the bill plan', () => {
  it('gives the heavy customer its bills and shares the rest', () => {
    const counts = billsPerCustomer(SIZE);
    expect(counts[HEAVY]).toBe(500);
    expect(counts.reduce((a, b) => a + b, 0)).toBe(1_200);
    expect(Math.max(...counts.slice(1)) - Math.min(...counts.slice(1))).toBeLessThanOrEqual(1);
  });

  it('is the same on every run, in time order, within the last four years', () => {
    const a = planBills(SIZE, now);
    const b = planBills(SIZE, now);
    expect([...a.at]).toEqual([...b.at]);
    const times = [...a.inTimeOrder].map((k) => a.at[k] ?? 0);
    expect(times).toEqual([...times].sort((x, y) => x - y));
    expect(times[0]).toBeGreaterThan(now.getTime() - 4 * 366 * 86_400_000);
    expect(times.at(-1)).toBeLessThan(now.getTime());
  });
});

describe('the bulk seeder on SQLite', () => {
  let dataDir: string;
  let handle: DatabaseHandle;
  let report: SeedReport;

  beforeAll(async () => {
    dataDir = mkdtempSync(path.join(os.tmpdir(), 'bulk-seed-test-'));
    report = await seedBenchData({ dataDir }, SIZE, now);
    handle = openDatabase({ dataDir });
  }, 120_000);

  afterAll(async () => {
    await handle?.db.destroy();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('writes what it reports', async () => {
    const count = async (table: 'bills' | 'bill_lines' | 'vouchers') =>
      Number(
        (
          await handle.db
            .selectFrom(table)
            .select((eb) => eb.fn.countAll().as('n'))
            .executeTakeFirstOrThrow()
        ).n,
      );
    // The demo seed's own bills, lines and vouchers come on top.
    expect(await count('bills')).toBeGreaterThanOrEqual(report.bills);
    expect(await count('bill_lines')).toBeGreaterThanOrEqual(report.lines);
    expect(await count('vouchers')).toBeGreaterThanOrEqual(report.vouchers);
    const heavy = await handle.db
      .selectFrom('bills')
      .innerJoin('customers', 'customers.id', 'bills.customer_id')
      .select((eb) => eb.fn.countAll().as('n'))
      .where('customers.email', '=', benchCustomer(HEAVY).email)
      .executeTakeFirstOrThrow();
    expect(Number(heavy.n)).toBe(500);
  });

  it('keeps every balance equal to the sum of its ledger entries', async () => {
    const off = await sql<{ n: number }>`
      select count(*) as n from customers c
      where c.points_balance != (select coalesce(sum(points), 0) from ledger_entries e
                                 where e.customer_id = c.id)`.execute(handle.db);
    expect(Number(off.rows[0]?.n)).toBe(0);
  });

  it('keeps every customer’s points expired equal to its expire entries', async () => {
    const off = await sql<{ n: number }>`
      select count(*) as n from customers c
      where c.points_expired != (select coalesce(sum(-points), 0) from ledger_entries e
                                 where e.customer_id = c.id and e.kind = 'expire')`.execute(
      handle.db,
    );
    expect(Number(off.rows[0]?.n)).toBe(0);
    const expired = await sql<{ n: number }>`
      select count(*) as n from customers where points_expired > 0`.execute(handle.db);
    expect(Number(expired.rows[0]?.n)).toBeGreaterThan(0);
  });

  it('leaves nothing for the server’s expiry job to do (a quiet start)', async () => {
    const run = await expiryService({
      db: handle.db,
      dialect: 'sqlite',
      now: () => new Date(),
    }).run();
    expect(run).toEqual({ customers: 0, points: 0 });
  });

  it('lets the heavy customer sign in with the bench password', async () => {
    const { verifyPassword } = await import('@loyalty/server/data');
    const row = await handle.db
      .selectFrom('customers')
      .select('password_hash')
      .where('email', '=', benchCustomer(HEAVY).email)
      .executeTakeFirstOrThrow();
    expect(await verifyPassword(row.password_hash, 'demo1234')).toBe(true);
  });

  it('reads the plans of the measured reads from the server’s repositories', async () => {
    const to = new Date();
    const from = new Date(to.getTime() - 365 * 86_400_000);
    const plans = await queryPlans({ dataDir }, { from: from.toISOString(), to: to.toISOString() });
    const plan = (name: string) => plans.find((p) => p.name === name)?.plan.join(' | ') ?? '';
    expect(plan('history bills')).toMatch(/bills_customer_date/);
    // The session check (which reads the customer's row with it) finds the session by its key.
    expect(plan('session lookup')).toMatch(/sqlite_autoindex_sessions_1/);
    // The index of migration 005: no scan of every voucher.
    expect(plan('history vouchers issued')).toMatch(/vouchers_issued_bill/);
    expect(plan('history vouchers issued')).not.toMatch(/SCAN v\b/);
  });
});
