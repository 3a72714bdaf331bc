import { sql, type Kysely } from 'kysely';
import type { Database } from '../../db/database';

// The last time step a member's code was accepted at. It lives in the shared short-lived
// key store (rate_limits: a key, a number and an expiry, on every instance) because it only
// matters while that step's code could still pass: the row may go once it expires.
const keyOf = (staffId: number) => `totp-step:${staffId}`;

export function totpRepository(db: Kysely<Database>) {
  return {
    async lastStep(staffId: number, now: string): Promise<number | undefined> {
      const row = await db
        .selectFrom('rate_limits')
        .select('hits')
        .where('key', '=', keyOf(staffId))
        .where('expires_at', '>', now)
        .executeTakeFirst();
      return row ? Number(row.hits) : undefined;
    },

    /**
     * Records `step` as used unless it or a later one already is: one guarded upsert, so two
     * sign-ins with the same code cannot both pass. True when this call took the step.
     */
    async claimStep(staffId: number, step: number, expiresAt: string): Promise<boolean> {
      const row = await db
        .insertInto('rate_limits')
        .values({ key: keyOf(staffId), hits: step, expires_at: expiresAt })
        .onConflict((oc) =>
          oc
            .column('key')
            .doUpdateSet({ hits: step, expires_at: expiresAt })
            .where(sql<boolean>`${sql.ref('rate_limits.hits')} < ${step}`),
        )
        .returning('hits')
        .executeTakeFirst();
      return row !== undefined;
    },

    async setPending(staffId: number, secret: string, at: string): Promise<void> {
      await db
        .updateTable('staff')
        .set({ totp_pending: secret, updated_at: at })
        .where('id', '=', staffId)
        .execute();
    },

    /** Makes the offered secret the member's second factor, if it is still the one offered. */
    async confirm(staffId: number, secret: string, at: string): Promise<boolean> {
      const done = await db
        .updateTable('staff')
        .set({ totp_secret: secret, totp_pending: '', updated_at: at })
        .where('id', '=', staffId)
        .where('totp_pending', '=', secret)
        .executeTakeFirst();
      return Number(done.numUpdatedRows) === 1;
    },

    async remove(staffId: number, at: string): Promise<void> {
      await db
        .updateTable('staff')
        .set({ totp_secret: '', totp_pending: '', updated_at: at })
        .where('id', '=', staffId)
        .execute();
    },
  };
}
