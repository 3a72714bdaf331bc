import path from 'node:path';
import SQLite from 'better-sqlite3';
import { Kysely, PostgresDialect, SqliteDialect, type CompiledQuery } from 'kysely';
import pg from 'pg';
import type { Database, Dialect } from '@loyalty/server/data';
import {
  customersRepository,
  sessionsRepository,
  historyRepository,
  pointsRepository,
  vouchersRepository,
} from '@loyalty/server/data';
import type { SeedTarget } from './bulk-seed';
import { HEAVY, benchCustomer } from './data-size';

export interface QueryPlan {
  name: string;
  sql: string;
  /** SQLite: EXPLAIN QUERY PLAN; PostgreSQL: EXPLAIN (ANALYZE, BUFFERS). */
  plan: string[];
}

type Probe = [name: string, run: (db: Kysely<Database>) => Promise<unknown>];

/** The reads of the measured calls, as the server's own repositories issue them. */
function probes(
  dialect: Dialect,
  customerId: number,
  tenantId: number,
  from: string,
  to: string,
): Probe[] {
  const period = { customerId, from, to };
  const now = new Date().toISOString();
  return [
    ['session lookup', (db) => sessionsRepository(db).findLive('0'.repeat(64), now)],
    ['customer by id', (db) => customersRepository(db).findById(customerId)],
    ['points balance', (db) => pointsRepository(db).balance(customerId)],
    ['history bills', (db) => historyRepository(db, dialect).bills(period)],
    ['history lines', (db) => historyRepository(db, dialect).lines(period)],
    ['history vouchers issued', (db) => historyRepository(db, dialect).issuedVouchers(period)],
    ['history vouchers redeemed', (db) => historyRepository(db, dialect).redeemedVouchers(period)],
    [
      'send: receiver by e-mail',
      (db) => customersRepository(db).findByEmail(tenantId, benchCustomer(1).email),
    ],
    ['vouchers listed', (db) => vouchersRepository(db).list(customerId, 'new', now)],
  ];
}

/**
 * Runs each probe once, for the heavy customer over `period`, through a logging Kysely to
 * catch its SQL, then asks the database for its plan.
 */
export async function queryPlans(
  target: SeedTarget,
  period: { from: string; to: string },
): Promise<QueryPlan[]> {
  let last: CompiledQuery | undefined;
  const log = (event: { level: string; query: CompiledQuery }) => {
    if (event.level === 'query') last = event.query;
  };
  const sqlite = target.databaseUrl
    ? undefined
    : new SQLite(path.join(target.dataDir, 'loyalty.db'), { readonly: true });
  const pool = target.databaseUrl
    ? new pg.Pool({ connectionString: target.databaseUrl, max: 1 })
    : undefined;
  const dialect = sqlite
    ? new SqliteDialect({ database: sqlite })
    : new PostgresDialect({ pool: pool as pg.Pool });
  const db = new Kysely<Database>({ dialect, log });
  const plans: QueryPlan[] = [];
  try {
    const heavy = await db
      .selectFrom('customers')
      .select(['id', 'tenant_id'])
      .where('email', '=', benchCustomer(HEAVY).email)
      .executeTakeFirstOrThrow();
    for (const [name, run] of probes(
      sqlite ? 'sqlite' : 'postgres',
      heavy.id,
      heavy.tenant_id,
      period.from,
      period.to,
    )) {
      last = undefined;
      await run(db);
      const query = last as CompiledQuery | undefined;
      if (!query) continue;
      const params = [...query.parameters];
      let plan: string[];
      if (sqlite) {
        const rows = sqlite.prepare(`explain query plan ${query.sql}`).all(params) as {
          detail: string;
        }[];
        plan = rows.map((r) => r.detail);
      } else {
        const result = await (pool as pg.Pool).query<{ 'QUERY PLAN': string }>(
          `explain (analyze, buffers) ${query.sql}`,
          params,
        );
        plan = result.rows.map((r) => r['QUERY PLAN']);
      }
      plans.push({ name, sql: query.sql, plan });
    }
  } finally {
    await db.destroy();
  }
  return plans;
}
