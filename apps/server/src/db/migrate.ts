import { sql, Migrator, type Migration, type MigrationProvider } from 'kysely';
import { opsRepository } from './ops.repository';
import type { DatabaseHandle } from './open';
import { migrationProvider } from './migrations';

/** Another schema's table or the schema itself went away while Kysely read the catalogue. */
const schemaVanished = (error: unknown) => {
  const code = (error as { code?: unknown } | undefined)?.code;
  return code === '3F000' || code === '42P01';
};

export interface MigrateOutcome {
  /** Applied migrations this code does not know: a newer release migrated the database. */
  newer: string[];
}

/** This code's migrations not applied to the database yet (all of them on an empty one). */
export async function pendingMigrations(handle: DatabaseHandle): Promise<string[]> {
  const applied = await appliedMigrations(handle);
  const known = Object.keys(await migrationProvider(handle.dialect).getMigrations());
  return known.filter((name) => !applied.has(name));
}

async function appliedMigrations({ db, schema }: DatabaseHandle): Promise<Set<string>> {
  try {
    return await opsRepository(db).appliedMigrations(schema);
  } catch {
    // No bookkeeping table yet: nothing is applied.
    return new Set();
  }
}

/**
 * Applies this code's migrations. Migrations only add, so a database that a newer release
 * has already migrated further still serves this code: its unknown migrations are reported,
 * not taken for a corrupted history (an instance of the previous release restarting during
 * a rolling upgrade would otherwise refuse to start).
 */
export async function migrateToLatest(handle: DatabaseHandle): Promise<MigrateOutcome> {
  if (handle.dialect !== 'postgres') return migrateOn(handle);
  // Kysely's own bookkeeping (reading every schema's tables, taking its lock) runs before
  // any migration's transaction: on one connection whose request statement limit is lifted,
  // then put back, so a large catalogue or a busy database does not fail the start.
  return handle.db.connection().execute(async (db) => {
    await sql`set statement_timeout = 0`.execute(db);
    try {
      return await migrateOn({ ...handle, db });
    } finally {
      await sql`reset statement_timeout`.execute(db);
    }
  });
}

async function migrateOn(handle: DatabaseHandle): Promise<MigrateOutcome> {
  const { db, dialect, schema } = handle;
  const own = migrationProvider(dialect);
  const known = await own.getMigrations();
  const newer = [...(await appliedMigrations(handle))].filter((name) => !(name in known));
  // Kysely refuses a history with names it was not given: give it the newer ones as
  // already-applied steps that do nothing.
  const provider: MigrationProvider = {
    async getMigrations() {
      const all: Record<string, Migration> = {};
      for (const [name, migration] of Object.entries(known)) {
        all[name] =
          dialect === 'postgres'
            ? {
                // A schema change on a large table may take longer than a request's statement
                // limit; this lifts it for the migration's own transaction only.
                up: async (trx) => {
                  await sql`set local statement_timeout = 0`.execute(trx);
                  await migration.up(trx);
                },
              }
            : migration;
      }
      for (const name of newer) all[name] = { up: async () => {} };
      return all;
    },
  };
  const migrator = new Migrator({
    db,
    provider,
    // A newer release's migrations may sort before one of ours that is not applied yet.
    allowUnorderedMigrations: newer.length > 0,
    // Kysely looks for its bookkeeping tables by name in every schema; pin ours, or another
    // schema's tables in the same database would be taken for our own.
    ...(schema ? { migrationTableSchema: schema } : {}),
  });
  // Kysely's look-up of its table reads every schema of the database; a schema someone else
  // drops at that instant (another test file's) fails it with 3F000 or 42P01 before anything
  // has run; nothing ran, so it is tried again.
  let outcome = await migrator.migrateToLatest();
  for (
    let retry = 0;
    retry < 3 && schemaVanished(outcome.error) && !outcome.results?.length;
    retry++
  ) {
    outcome = await migrator.migrateToLatest();
  }
  const { error, results } = outcome;
  const failed = results?.find((r) => r.status === 'Error');
  if (error || failed) {
    const reason = error instanceof Error ? error.message : String(error ?? '');
    throw new Error(`Migration ${failed?.migrationName ?? ''} failed: ${reason}`, { cause: error });
  }
  return { newer };
}

export interface WaitOptions {
  /** How long to keep trying; 0 tries once. */
  waitMs: number;
  /** Told of each failed try and the pause before the next. */
  onRetry: (error: unknown, retryInMs: number) => void;
}

/**
 * Waits for the database to answer, trying again with growing pauses: at start a database
 * that is still starting (or a network not up yet) is not a reason to exit.
 */
export async function waitForDatabase({ db }: DatabaseHandle, options: WaitOptions) {
  const deadline = Date.now() + options.waitMs;
  for (let pause = 250; ; pause = Math.min(pause * 2, 5_000)) {
    try {
      await sql`select 1`.execute(db);
      return;
    } catch (error) {
      const left = deadline - Date.now();
      if (left <= 0) throw error;
      const wait = Math.min(pause, left);
      options.onRetry(error, wait);
      await new Promise((resolve) => setTimeout(resolve, wait));
    }
  }
}
