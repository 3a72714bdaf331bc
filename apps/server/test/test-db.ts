import pg from 'pg';

/** Which database this run tests: `TEST_DB=postgres` needs DATABASE_URL. */
export function testDatabase(): 'sqlite' | 'postgres' {
  if (process.env.TEST_DB !== 'postgres') return 'sqlite';
  if (!process.env.DATABASE_URL) throw new Error('TEST_DB=postgres needs DATABASE_URL');
  return 'postgres';
}

const PREFIX = 'test_';

/** The run a schema belongs to (set by test/global-setup.ts for the workers it starts). */
export const RUN_ENV = 'TEST_SCHEMA_RUN';

/**
 * A schema name that carries its creation time, so leftovers can be recognised by age, and
 * its run, so a run drops its own schemas and no other's.
 */
export function newSchemaName(): string {
  const run = process.env[RUN_ENV] ?? 'norun';
  return `${PREFIX}${Date.now()}_${run}_${Math.random().toString(36).slice(2, 8)}`;
}

export async function withPg<T>(run: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: process.env.DATABASE_URL });
  await client.connect();
  try {
    return await run(client);
  } finally {
    await client.end();
  }
}

/** Drops the test schemas of the run `run`. */
export async function dropRunSchemas(client: pg.Client, run: string): Promise<void> {
  const { rows } = await client.query<{ nspname: string }>(
    `select nspname from pg_namespace where nspname like 'test\\_%'`,
  );
  for (const { nspname } of rows) {
    if (nspname.split('_')[2] === run) {
      await client.query(`drop schema if exists "${nspname}" cascade`);
    }
  }
}

/** Drops test schemas older than an hour (left by an interrupted run). */
export async function dropStaleSchemas(client: pg.Client): Promise<void> {
  const { rows } = await client.query<{ nspname: string }>(
    `select nspname from pg_namespace where nspname like 'test\\_%'`,
  );
  const cutoff = Date.now() - 3_600_000;
  for (const { nspname } of rows) {
    const created = Number(nspname.split('_')[1]);
    if (Number.isFinite(created) && created < cutoff) {
      await client.query(`drop schema if exists "${nspname}" cascade`);
    }
  }
}
