import { sql, type Kysely } from 'kysely';
import type { Database } from '../../db/database';

export interface OtpRow {
  id: number;
  codeHash: string;
  salt: string;
  expiresAt: string;
}

export function otpsRepository(db: Kysely<Database>) {
  return {
    /** Replaces any earlier code of this e-mail: only the newest one counts. */
    async replace(o: {
      tenantId: number;
      email: string;
      codeHash: string;
      salt: string;
      expiresAt: string;
      createdAt: string;
    }): Promise<void> {
      await db.transaction().execute(async (trx) => {
        await trx
          .deleteFrom('otps')
          .where('tenant_id', '=', o.tenantId)
          .where('email', '=', o.email)
          .execute();
        await trx
          .insertInto('otps')
          .values({
            tenant_id: o.tenantId,
            email: o.email,
            code_hash: o.codeHash,
            salt: o.salt,
            expires_at: o.expiresAt,
            created_at: o.createdAt,
          })
          .execute();
      });
    },

    async findPending(tenantId: number, email: string): Promise<OtpRow | undefined> {
      const row = await db
        .selectFrom('otps')
        .select(['id', 'code_hash', 'salt', 'expires_at'])
        .where('tenant_id', '=', tenantId)
        .where('email', '=', email)
        .where('verified_at', 'is', null)
        .orderBy('id', 'desc')
        .executeTakeFirst();
      return (
        row && { id: row.id, codeHash: row.code_hash, salt: row.salt, expiresAt: row.expires_at }
      );
    },

    /**
     * Takes one of the code's tries before comparing, in one guarded update, so parallel
     * guesses cannot get more than `max` comparisons. False when the tries are used up.
     */
    async takeAttempt(id: number, max: number): Promise<boolean> {
      const result = await db
        .updateTable('otps')
        .set({ attempts: sql`attempts + 1` })
        .where('id', '=', id)
        .where('attempts', '<', max)
        .executeTakeFirst();
      return Number(result.numUpdatedRows) === 1;
    },

    /**
     * Uses up a code that was just found right, in one statement: true once, so two parallel
     * right answers get one grant between them.
     */
    async useUp(id: number): Promise<boolean> {
      const result = await db.deleteFrom('otps').where('id', '=', id).executeTakeFirst();
      return Number(result.numDeletedRows) === 1;
    },

    async deleteExpired(now: string): Promise<void> {
      await db.deleteFrom('otps').where('expires_at', '<=', now).execute();
    },
  };
}
