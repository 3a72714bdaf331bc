import { sql, type Kysely } from 'kysely';
import type { Database } from '../../db/database';

/** Sums over a customer's ledger; PostgreSQL answers sums as bigint strings, hence Number(). */
export function pointsRepository(db: Kysely<Database>) {
  return {
    async balance(customerId: number): Promise<number> {
      const row = await db
        .selectFrom('customers')
        .select('points_balance')
        .where('id', '=', customerId)
        .executeTakeFirstOrThrow();
      return Number(row.points_balance);
    },

    /**
     * Lifetime points that set the card type: purchases and staff credits (an opening balance
     * carried over from an older system is one). Points received from a friend do not count.
     * With `since`, only those credited after it (a programme whose tiers count a window).
     */
    async lifetimeEarned(customerId: number, since?: string): Promise<number> {
      let query = db
        .selectFrom('ledger_entries')
        .select(sql<string>`coalesce(sum(points), 0)`.as('total'))
        .where('customer_id', '=', customerId)
        .where('kind', 'in', ['earn', 'adjust'])
        .where('points', '>', 0);
      if (since !== undefined) query = query.where('created_at', '>', since);
      const row = await query.executeTakeFirstOrThrow();
      return Number(row.total);
    },

    async setCardType(customerId: number, cardType: string, at: string): Promise<void> {
      await db
        .updateTable('customers')
        .set({ card_type: cardType, updated_at: at })
        .where('id', '=', customerId)
        .where('card_type', '!=', cardType)
        .execute();
    },
  };
}
