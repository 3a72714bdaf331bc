import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app';
import { ConfigError } from '../src/config';
import { createTestApp, type TestApp } from './helper';

/**
 * A rolling upgrade: the new release migrates, and an instance of the previous release that
 * restarts afterwards still starts on the database (migrations only add).
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('a database migrated by a newer release', () => {
  it('is served by this release, with a warning', async () => {
    const table =
      t.app.dialect === 'postgres'
        ? sql.table(`${t.app.config.databaseSchema}.kysely_migration`)
        : sql.table('kysely_migration');
    await sql`insert into ${table} (name, timestamp) values (${'999-from-a-newer-release'}, ${new Date().toISOString()})`.execute(
      t.app.db,
    );
    const lines: string[] = [];
    const older = await buildApp({
      config: t.app.config,
      logger: { level: 'warn', stream: { write: (line: string) => lines.push(line) } },
    });
    try {
      const ready = await older.inject({ method: 'GET', url: '/health/ready' });
      expect(ready.statusCode).toBe(200);
      const warning = lines
        .map((l) => JSON.parse(l) as Record<string, unknown>)
        .find((l) => String(l.msg).includes('newer than this release'));
      expect(warning?.migrations).toEqual(['999-from-a-newer-release']);
    } finally {
      await older.close();
    }
  });
});

describe('MIGRATE_AT_START=false', () => {
  it('starts on a migrated database without migrating', async () => {
    const again = await buildApp({
      logger: false,
      config: { ...t.app.config, migrateAtStart: false },
    });
    try {
      expect((await again.inject({ method: 'GET', url: '/health/ready' })).statusCode).toBe(200);
    } finally {
      await again.close();
    }
  });

  it('refuses to start on a database that `migrate` has not prepared', async () => {
    const start = createTestApp({ config: { migrateAtStart: false } });
    const error = await start.then(
      (fresh) => fresh.close(),
      (e: unknown) => e,
    );
    expect(error).toBeInstanceOf(ConfigError);
    expect((error as ConfigError).problems[0]).toMatch(
      /^MIGRATE_AT_START is false and migrations are not applied: 001-core, .* \(run `npm run migrate` first\)$/,
    );
  });
});
