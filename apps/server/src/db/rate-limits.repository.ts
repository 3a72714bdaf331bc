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

    /** Takes back one hit of a window (a try that turned out not to count). */
    async unhit(key: string): Promise<void> {
      await db
        .updateTable('rate_limits')
        .set({ hits: sql`hits - 1` })
        .where('key', '=', key)
        .where('hits', '>', 0)
        .execute();
    },

    /** Forgets every window of every key starting with `prefix`. */
    async deletePrefix(prefix: string): Promise<void> {
      const pattern = `${prefix.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
      await db
        .deleteFrom('rate_limits')
        .where(sql<boolean>`${sql.ref('key')} like ${pattern} escape '\\'`)
        .execute();
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
