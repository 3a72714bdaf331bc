import fp from 'fastify-plugin';
import type { Kysely } from 'kysely';
import type { Database, DatabaseHandle, Dialect } from '../db/database';
import { migrateToLatest } from '../db/migrate';

declare module 'fastify' {
  interface FastifyInstance {
    db: Kysely<Database>;
    dialect: Dialect;
    /** How many writes this process has sent (SQLite); null where it cannot know (PostgreSQL). */
    dbWrites: (() => number) | null;
  }
}

/** Brings the schema up to date before any route runs, and closes the pool with the app. */
export const dbPlugin = fp<{ handle: DatabaseHandle }>(
  async (app, { handle }) => {
    await migrateToLatest(handle);
    app.decorate('db', handle.db);
    app.decorate('dialect', handle.dialect);
    app.decorate('dbWrites', handle.writes ?? null);
    app.addHook('onClose', async () => {
      await handle.db.destroy();
    });
  },
  { name: 'db' },
);
