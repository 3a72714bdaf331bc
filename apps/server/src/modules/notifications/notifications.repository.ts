import type { Kysely } from 'kysely';
import type { Database } from '../../db/database';
import '../../db/tables/notifications';

/** The SQL of the member's inbox. */
export function notificationsRepository(db: Kysely<Database>) {
  return {
    /** Up to `limit` notifications older than `before` (an id), newest first. */
    async page(customerId: number, before: number | undefined, limit: number) {
      let query = db
        .selectFrom('notifications')
        .select(['id', 'kind', 'data_json', 'created_at', 'read_at'])
        .where('customer_id', '=', customerId);
      if (before !== undefined) query = query.where('id', '<', before);
      return query.orderBy('id', 'desc').limit(limit).execute();
    },

    async unread(customerId: number): Promise<number> {
      const row = await db
        .selectFrom('notifications')
        .select((eb) => eb.fn.countAll<number | string>().as('n'))
        .where('customer_id', '=', customerId)
        .where('read_at', 'is', null)
        .executeTakeFirst();
      return Number(row?.n ?? 0);
    },

    /** Marks the customer's unread notifications up to `upTo` (an id) read. */
    async markRead(customerId: number, upTo: number, at: string): Promise<void> {
      await db
        .updateTable('notifications')
        .set({ read_at: at })
        .where('customer_id', '=', customerId)
        .where('id', '<=', upTo)
        .where('read_at', 'is', null)
        .execute();
    },

    async deleteForCustomer(customerId: number): Promise<void> {
      await db.deleteFrom('notifications').where('customer_id', '=', customerId).execute();
    },
  };
}
