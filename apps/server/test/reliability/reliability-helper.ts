import { createHash } from 'node:crypto';
import fc from 'fast-check';
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';

/** `SOAK=1` (npm run soak) runs the same tests at a larger size. */
export const SOAK = process.env.SOAK === '1';

/** `small` in `npm test`, `large` under SOAK=1. */
export const size = (small: number, large: number): number => (SOAK ? large : small);

/** The seed of `npm test`'s property tests. */
const FIXED_SEED = 20_261_127;

/**
 * Seeds fast-check in the calling test file: a fixed seed in `npm test`, so a pass or a
 * failure is the same on every machine and every run; a new one each run under SOAK=1 (new
 * cases); FC_SEED=n replays a run. The seed is printed, to be replayed.
 */
export function seedPropertyTests(): number {
  const seed = process.env.FC_SEED
    ? Number(process.env.FC_SEED)
    : SOAK
      ? Math.floor(Math.random() * 2 ** 31)
      : FIXED_SEED;
  fc.configureGlobal({ ...fc.readConfigureGlobal(), seed });
  console.warn(`property tests: seed ${seed} (FC_SEED=${seed} replays it)`);
  return seed;
}

/**
 * Tables that legitimately change on a refused request: rate-limit counters count every
 * attempt, and a session's expiry slides when it is used. Everything else must stay as it was.
 */
export const VOLATILE_TABLES = ['rate_limits', 'sessions'];

/** A digest of every row of every table but the volatile ones, in a stable order. */
export async function databaseDigest(
  app: FastifyInstance,
  alsoIgnore: readonly string[] = [],
): Promise<string> {
  // Our own schema only: on PostgreSQL other test files create and drop schemas meanwhile.
  const listed =
    app.dialect === 'postgres'
      ? sql<{ name: string }>`select table_name as name from information_schema.tables
          where table_schema = current_schema() and table_type = 'BASE TABLE'`
      : sql<{ name: string }>`select name from sqlite_master
          where type = 'table' and name not like 'sqlite_%'`;
  const tables = (await listed.execute(app.db)).rows
    .map((r) => r.name)
    .filter((name) => !VOLATILE_TABLES.includes(name) && !alsoIgnore.includes(name))
    .sort();
  const hash = createHash('sha256');
  for (const table of tables) {
    const rows = await sql<Record<string, unknown>>`select * from ${sql.table(table)}`.execute(
      app.db,
    );
    const lines = rows.rows.map((r) => JSON.stringify(r, (_k, v: unknown) => normalise(v))).sort();
    hash.update(`${table}\n${lines.join('\n')}\n`);
  }
  return hash.digest('hex');
}

// PostgreSQL hands back dates and bigints as objects; SQLite as text and numbers.
function normalise(value: unknown): unknown {
  if (value instanceof Date) return value.toISOString();
  if (typeof value === 'bigint') return value.toString();
  if (Buffer.isBuffer(value)) return value.toString('base64');
  return value;
}
