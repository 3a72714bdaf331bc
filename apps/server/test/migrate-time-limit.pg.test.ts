import { sql } from 'kysely';
import { afterAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config';
import { migrateToLatest } from '../src/db/migrate';
import { openDatabase } from '../src/db/open';
import { newSchemaName, withPg } from './test-db';

/**
 * Migrating is not held to the statement limit of requests: Kysely's own bookkeeping reads
 * every schema of the database first, which takes long on a big or busy one. Included only in
 * the PostgreSQL run (vitest.config.ts).
 */
const schema = newSchemaName();
const LIMIT_MS = 10;
const handle = openDatabase({
  dataDir: '',
  databaseUrl: loadConfig().databaseUrl,
  schema,
  poolSize: 1,
  // Shorter than the catalogue read: the old code failed at it every time.
  timeouts: { statementMs: LIMIT_MS },
});
afterAll(async () => {
  await handle.db.destroy();
  await withPg((pg) => pg.query(`drop schema if exists "${schema}" cascade`));
});

describe('migrating under a short statement limit', () => {
  it('applies every migration, then leaves the limit as it was', async () => {
    await withPg((pg) => pg.query(`create schema "${schema}"`));
    await migrateToLatest(handle);
    const applied = await withPg((pg) =>
      pg.query<{ n: string }>(`select count(*) as n from "${schema}".kysely_migration`),
    );
    expect(Number(applied.rows[0]?.n)).toBeGreaterThan(20);
    // The one connection the migration used is back in the pool with its limit.
    const shown = await sql<{ statement_timeout: string }>`show statement_timeout`.execute(
      handle.db,
    );
    expect(shown.rows[0]?.statement_timeout).toBe(`${LIMIT_MS}ms`);
  });
});
