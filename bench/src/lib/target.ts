import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { seedBenchData, type SeedReport } from '../data/bulk-seed';
import { HEAVY, benchCustomer, type BenchCustomer, type DataSize } from '../data/data-size';
import { queryPlans, type QueryPlan } from '../data/query-plans';
import { seeded } from '../data/random';
import { loginAll, login, type Session } from './api';
import { createScratchDatabase } from './pg-scratch';
import { startServer, type Running } from './processes';

export type DatabaseKind = 'sqlite' | 'postgres';

export interface PreparedTarget {
  database: DatabaseKind;
  server: Running;
  /** PostgreSQL: the scratch database the server runs on. */
  databaseUrl?: string | undefined;
  seed: SeedReport;
  plans: QueryPlan[];
  /** The 5,000-bill customer, signed in. */
  heavy: Session;
  /** Customers drawn at random from the whole data set, signed in; sends go pairwise. */
  pool: Session[];
  close(): Promise<void>;
}

export interface TargetOptions {
  database: DatabaseKind;
  size: DataSize;
  /** PostgreSQL: the server and role to create a scratch database with. */
  databaseUrl?: string | undefined;
  /** Names the scratch database (`loyalty_bench_<name>`). */
  name: string;
  poolSize: number;
  log: (line: string) => void;
}

const YEAR_MS = 365 * 86_400_000;

/** Distinct customers other than the heavy one, spread over the whole data set. */
export function poolCustomers(size: DataSize, count: number): BenchCustomer[] {
  const random = seeded(7);
  const chosen = new Set<number>();
  const want = Math.min(count, size.customers - 1);
  while (chosen.size < want) chosen.add(1 + Math.floor(random() * (size.customers - 1)));
  return [...chosen].map(benchCustomer);
}

/**
 * A database seeded with `size`, its query plans, the real server on it, and signed-in
 * sessions. `close` stops the server and removes the database.
 */
export async function prepareTarget(options: TargetOptions): Promise<PreparedTarget> {
  const { log } = options;
  const dataDir = await mkdtemp(path.join(os.tmpdir(), `loyalty-bench-${options.name}-`));
  let scratch: Awaited<ReturnType<typeof createScratchDatabase>> | undefined;
  let server: Running | undefined;
  const cleanUp = async () => {
    await server?.stop();
    await scratch?.drop();
    await rm(dataDir, { recursive: true, force: true });
  };
  try {
    if (options.database === 'postgres') {
      if (!options.databaseUrl) throw new Error('PostgreSQL needs DATABASE_URL');
      // The process id keeps runs from other checkouts on the same server apart.
      scratch = await createScratchDatabase(
        options.databaseUrl,
        `loyalty_bench_${options.name}_${process.pid}`,
      );
    }
    const target = { dataDir, databaseUrl: scratch?.url };
    log(`${options.database}: seeding ${options.size.customers.toLocaleString('en')} customers`);
    const seed = await seedBenchData(target, options.size, new Date(), (l) =>
      log(`${options.database}: ${l}`),
    );
    log(`${options.database}: seeded in ${seed.seconds} s; reading query plans`);
    const to = new Date();
    const from = new Date(to.getTime() - YEAR_MS);
    const plans = await queryPlans(target, { from: from.toISOString(), to: to.toISOString() });
    log(`${options.database}: starting the server`);
    server = await startServer(target);
    const heavy = await login(server.origin, benchCustomer(HEAVY));
    const pool = await loginAll(server.origin, poolCustomers(options.size, options.poolSize));
    log(`${options.database}: ${pool.length + 1} customers signed in`);
    const { database } = options;
    const databaseUrl = scratch?.url;
    return { database, server, databaseUrl, seed, plans, heavy, pool, close: cleanUp };
  } catch (error) {
    await cleanUp();
    throw error;
  }
}
