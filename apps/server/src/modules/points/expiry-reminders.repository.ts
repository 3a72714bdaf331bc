import '../../db/tables/member';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/database';

/** The reminder rows (one per customer and expiry day) and whom a reminder goes to. */
export function expiryRemindersRepository(db: Kysely<Database>) {
  return {
    /** Claims the reminder of one batch; false when it went out already. */
    async claim(customerId: number, expiresOn: string, points: number, at: string) {
      const result = await db
        .insertInto('expiry_reminders')
        .values({ customer_id: customerId, expires_on: expiresOn, points, sent_at: at })
        .onConflict((oc) => oc.columns(['customer_id', 'expires_on']).doNothing())
        .executeTakeFirst();
      return Number(result.numInsertedOrUpdatedRows ?? 0) === 1;
    },

    async recipient(customerId: number) {
      return db
        .selectFrom('customers')
        .select(['email', 'first_name', 'language'])
        .where('id', '=', customerId)
        .where('erased_at', 'is', null)
        .executeTakeFirst();
    },

    async tenantsToRemind(): Promise<number[]> {
      const rows = await db
        .selectFrom('tenants')
        .select('id')
        .where('points_expiry_months', '>', 0)
        .where('expiry_reminder_days', '>', 0)
        .execute();
      return rows.map((r) => r.id);
    },
  };
}
