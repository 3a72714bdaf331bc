import path from 'node:path';
import {
  openDatabase,
  migrateToLatest,
  seedDemo,
  hashPassword,
  expiryCutoff,
  pointsForPurchase,
  tenantsRepository,
} from '@loyalty/server/data';
import { planBills } from './bill-plan';
import type { BulkSink } from './bulk-sink';
import { BENCH_PASSWORD, type DataSize } from './data-size';
import { writeBills } from './bill-writer';
import { writeClosingEntries, writeCustomers } from './customer-writers';
import { earnedPerCustomer, type SeedContext } from './seed-context';
import { postgresSink } from './postgres-sink';
import { sqliteSink } from './sqlite-sink';

export interface SeedTarget {
  /** SQLite: the server's DATA_DIR. */
  dataDir: string;
  /** PostgreSQL: a database of its own for this benchmark. */
  databaseUrl?: string | undefined;
}

export interface SeedReport {
  customers: number;
  bills: number;
  lines: number;
  vouchers: number;
  ledgerEntries: number;
  seconds: number;
}

/**
 * Brings the database to the server's schema with the server's own migrations and demo seed,
 * then adds `size` worth of bench customers and their purchases to the demo programme.
 */
export async function seedBenchData(
  target: SeedTarget,
  size: DataSize,
  now = new Date(),
  log: (line: string) => void = () => {},
): Promise<SeedReport> {
  const started = performance.now();
  const handle = openDatabase({ dataDir: target.dataDir, databaseUrl: target.databaseUrl });
  let tenantId: number;
  let ctx: Omit<SeedContext, 'sink' | 'earned'>;
  try {
    await migrateToLatest(handle);
    await seedDemo(handle.db, path.join(target.dataDir, 'files'), now);
    const tenant = await tenantsRepository(handle.db).findBySubDomain('demo');
    if (!tenant) throw new Error('the demo programme is missing after the demo seed');
    tenantId = tenant.id;
    const maxId = async (table: 'customers' | 'bills') =>
      Number(
        (
          await handle.db
            .selectFrom(table)
            .select((eb) => eb.fn.max('id').as('m'))
            .executeTakeFirstOrThrow()
        ).m ?? 0,
      );
    log(`planning ${size.bills.toLocaleString('en')} bills`);
    ctx = {
      size,
      now,
      tenantId,
      cardTypes: tenant.rules.cardTypes,
      pointsOf: (fils: number) => pointsForPurchase(fils, tenant),
      // A day past the programme's cutoff: what the expiry job would have expired by now.
      expiredBefore: expiryCutoff(now, tenant.rules.pointsExpiryMonths).getTime() + 86_400_000,
      voucherDays: tenant.rules.voucherValidityDays,
      firstCustomerId: (await maxId('customers')) + 1,
      firstBillId: (await maxId('bills')) + 1,
      passwordHash: await hashPassword(BENCH_PASSWORD),
      plan: planBills(size, now),
    };
  } finally {
    await handle.db.destroy();
  }

  const sink: BulkSink = target.databaseUrl
    ? postgresSink(target.databaseUrl)
    : sqliteSink(target.dataDir);
  try {
    const full: SeedContext = { ...ctx, earned: earnedPerCustomer(ctx), sink };
    await writeCustomers(full);
    log('customers written');
    const written = await writeBills(full, log);
    const closing = await writeClosingEntries(full);
    await sink.commit();
    log('finishing (sequences, statistics)');
    await sink.finish();
    return {
      customers: size.customers,
      bills: ctx.plan.at.length,
      lines: written.lines,
      vouchers: written.vouchers,
      ledgerEntries: written.ledger + closing,
      seconds: Math.round((performance.now() - started) / 100) / 10,
    };
  } finally {
    await sink.close();
  }
}
