import { Migrator } from 'kysely';
import type { DatabaseHandle } from './database';
import { migrationProvider } from './migrations';

const schemaVanished = (error: unknown) =>
  (error as { code?: unknown } | undefined)?.code === '3F000';

export async function migrateToLatest({ db, dialect, schema }: DatabaseHandle): Promise<void> {
  const migrator = new Migrator({
    db,
    provider: migrationProvider(dialect),
    // Kysely looks for its bookkeeping tables by name in every schema; pin ours, or another
    // schema's tables in the same database would be taken for our own.
    ...(schema ? { migrationTableSchema: schema } : {}),
  });
  // Kysely's look-up of its table reads every schema of the database; a schema someone else
  // drops at that instant (another test file's) fails it with 3F000 before anything has run.
  let outcome = await migrator.migrateToLatest();
  for (let retry = 0; retry < 3 && schemaVanished(outcome.error); retry++) {
    outcome = await migrator.migrateToLatest();
  }
  const { error, results } = outcome;
  const failed = results?.find((r) => r.status === 'Error');
  if (error || failed) {
    const reason = error instanceof Error ? error.message : String(error ?? '');
    throw new Error(`Migration ${failed?.migrationName ?? ''} failed: ${reason}`, { cause: error });
  }
}
