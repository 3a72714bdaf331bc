import { sql, type Kysely } from 'kysely';
import { compiledOnce } from '../../db/compiled-once';
import type { Database } from '../../db/database';

/** Read on every GetLoyPoints CUSTOMER: built once, it costs only its run. */
const EXPIRED_TOTAL = compiledOnce(
  ['customerId'],
  (db: Kysely<Database>, v: { customerId: number }) =>
    db
      .selectFrom('ledger_entries')
      .select(sql<string>`coalesce(sum(-points), 0)`.as('total'))
      .where('customer_id', '=', v.customerId)
      .where('kind', '=', 'expire'),
);

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

    /** Points expired so far (a positive number). */
    async expiredTotal(customerId: number): Promise<number> {
      const [row] = await EXPIRED_TOTAL.execute(db, { customerId });
      return Number(row?.total ?? 0);
    },

    /**
     * Lifetime points that set the card type: purchases and staff credits (an opening balance
     * carried over from an older system is one). Points received from a friend do not count.
     */
    async lifetimeEarned(customerId: number): Promise<number> {
      const row = await db
        .selectFrom('ledger_entries')
        .select(sql<string>`coalesce(sum(points), 0)`.as('total'))
        .where('customer_id', '=', customerId)
        .where('kind', 'in', ['earn', 'adjust'])
        .where('points', '>', 0)
        .executeTakeFirstOrThrow();
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
