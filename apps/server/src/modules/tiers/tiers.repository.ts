import { sql, type Kysely } from 'kysely';
import type { Database } from '../../db/database';

export interface CountedPoints {
  customerId: number;
  cardType: string;
  points: number;
}

/** The points a programme's tiers count, for every customer of it at once (the schedule). */
export function tiersRepository(db: Kysely<Database>) {
  return {
    async countedSince(tenantId: number, since: string): Promise<CountedPoints[]> {
      const rows = await db
        .selectFrom('customers as c')
        .leftJoin('ledger_entries as e', (join) =>
          join
            .onRef('e.customer_id', '=', 'c.id')
            .on('e.kind', 'in', ['earn', 'adjust'])
            .on('e.points', '>', 0)
            .on('e.created_at', '>', since),
        )
        .select(['c.id', 'c.card_type', sql<string>`coalesce(sum(e.points), 0)`.as('points')])
        .where('c.tenant_id', '=', tenantId)
        .where('c.erased_at', 'is', null)
        .groupBy(['c.id', 'c.card_type'])
        .execute();
      return rows.map((r) => ({
        customerId: Number(r.id),
        cardType: r.card_type,
        points: Number(r.points),
      }));
    },

    async windowedTenants(): Promise<number[]> {
      const rows = await db
        .selectFrom('tenants')
        .select('id')
        .where('tier_window_months', '>', 0)
        .execute();
      return rows.map((r) => r.id);
    },
  };
}
