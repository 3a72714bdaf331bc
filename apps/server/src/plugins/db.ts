import fp from 'fastify-plugin';
import type { Kysely } from 'kysely';
import { ConfigError } from '../config';
import type { Database, Dialect } from '../db/database';
import type { DatabaseHandle, PoolCounts } from '../db/open';
import { migrateToLatest, pendingMigrations, waitForDatabase } from '../db/migrate';
import { errorText } from '../lib/errors';

declare module 'fastify' {
  interface FastifyInstance {
    db: Kysely<Database>;
    dialect: Dialect;
    /** How many writes this process has sent (SQLite); null where it cannot know (PostgreSQL). */
    dbWrites: (() => number) | null;
    /** PostgreSQL: the connection pool's counts; null on SQLite. */
    dbPool: PoolCounts | null;
  }
}

/**
 * Waits for the database, brings the schema up to date before any route runs (unless
 * MIGRATE_AT_START is off: then `migrate` must have run), and closes the pool with the app.
 * On a failure here the caller closes the pool (app.ts).
 */
export const dbPlugin = fp<{ handle: DatabaseHandle }>(
  async (app, { handle }) => {
    await waitForDatabase(handle, {
      waitMs: app.config.databaseStartWaitMs,
      onRetry: (error, retryInMs) =>
        app.log.warn(
          { error: errorText(error), retryInMs },
          'the database does not answer yet; trying again',
        ),
    });
    if (app.config.migrateAtStart) {
      const { newer } = await migrateToLatest(handle);
      if (newer.length) {
        app.log.warn(
          { migrations: newer },
          'the database has migrations newer than this release; starting on it',
        );
      }
    } else {
      const pending = await pendingMigrations(handle);
      if (pending.length) {
        throw new ConfigError([
          `MIGRATE_AT_START is false and migrations are not applied: ${pending.join(', ')} ` +
            '(run `npm run migrate` first)',
        ]);
      }
    }
    app.decorate('db', handle.db);
    app.decorate('dialect', handle.dialect);
    app.decorate('dbWrites', handle.writes ?? null);
    app.decorate('dbPool', handle.pool ?? null);
    app.addHook('onClose', async () => {
      await handle.db.destroy();
    });
  },
  { name: 'db', dependencies: ['clock'] },
);
