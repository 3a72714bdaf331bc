import { sql, type Kysely } from 'kysely';
import type { Database } from './database';

export function rateLimitsRepository(db: Kysely<Database>) {
  return {
    /**
     * Counts one hit in a fixed window and returns the count so far. One upsert, so
     * concurrent instances sharing the database never lose a hit.
     */
    async hit(key: string, expiresAt: string): Promise<number> {
      const row = await db
        .insertInto('rate_limits')
        .values({ key, hits: 1, expires_at: expiresAt })
        .onConflict((oc) => oc.column('key').doUpdateSet({ hits: sql`rate_limits.hits + 1` }))
        .returning('hits')
        .executeTakeFirstOrThrow();
      return Number(row.hits);
    },

    async count(key: string): Promise<number> {
      const row = await db
        .selectFrom('rate_limits')
        .select('hits')
        .where('key', '=', key)
        .executeTakeFirst();
      return row ? Number(row.hits) : 0;
    },

    async deleteExpired(now: string): Promise<void> {
      await db.deleteFrom('rate_limits').where('expires_at', '<=', now).execute();
    },
  };
}
