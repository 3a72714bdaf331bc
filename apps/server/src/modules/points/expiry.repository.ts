import { sql, type Kysely } from 'kysely';
import type { Database } from '../../db/database';

export interface ExpiryTotals {
  customerId: number;
  oldCredits: number;
  debits: number;
}

/** Credits up to the cutoff and every debit up to now, per customer. */
function totals(db: Kysely<Database>, cutoff: string, asOf: string) {
  return db
    .selectFrom('ledger_entries as e')
    .innerJoin('customers as c', 'c.id', 'e.customer_id')
    .select([
      'e.customer_id',
      sql<string>`sum(case when e.points > 0 and e.created_at <= ${cutoff} then e.points else 0 end)`.as(
        'old_credits',
      ),
      sql<string>`sum(case when e.points < 0 and e.created_at <= ${asOf} then -e.points else 0 end)`.as(
        'debits',
      ),
    ])
    .groupBy('e.customer_id');
}

const toTotals = (r: {
  customer_id: number;
  old_credits: string;
  debits: string;
}): ExpiryTotals => ({
  customerId: Number(r.customer_id),
  oldCredits: Number(r.old_credits),
  debits: Number(r.debits),
});

export function expiryRepository(db: Kysely<Database>) {
  return {
    /** Customers of a tenant with points due to expire (re-checked per customer under lock). */
    async candidates(tenantId: number, cutoff: string, asOf: string): Promise<ExpiryTotals[]> {
      const rows = await totals(db, cutoff, asOf)
        .where('c.tenant_id', '=', tenantId)
        .where('c.points_balance', '>', 0)
        .having(
          sql<boolean>`sum(case when e.points > 0 and e.created_at <= ${cutoff} then e.points else 0 end)
            > sum(case when e.points < 0 and e.created_at <= ${asOf} then -e.points else 0 end)`,
        )
        .execute();
      return rows.map(toTotals);
    },

    async forCustomer(customerId: number, cutoff: string, asOf: string): Promise<ExpiryTotals> {
      const row = await totals(db, cutoff, asOf)
        .where('e.customer_id', '=', customerId)
        .executeTakeFirst();
      return row ? toTotals(row) : { customerId, oldCredits: 0, debits: 0 };
    },

    /** Credits made after the cutoff, oldest first: what the coming expiries come from. */
    async creditsAfter(customerId: number, cutoff: string) {
      const rows = await db
        .selectFrom('ledger_entries')
        .select(['points', 'created_at'])
        .where('customer_id', '=', customerId)
        .where('points', '>', 0)
        .where('created_at', '>', cutoff)
        .orderBy('created_at')
        .orderBy('id')
        .execute();
      return rows.map((r) => ({ points: Number(r.points), at: r.created_at }));
    },

    /** Customers of a tenant holding points with credits in (from, to]: whose points may expire soon. */
    async creditedBetween(tenantId: number, from: string, to: string): Promise<number[]> {
      const rows = await db
        .selectFrom('ledger_entries as e')
        .innerJoin('customers as c', 'c.id', 'e.customer_id')
        .select('e.customer_id')
        .distinct()
        .where('c.tenant_id', '=', tenantId)
        .where('c.points_balance', '>', 0)
        .where('e.points', '>', 0)
        .where('e.created_at', '>', from)
        .where('e.created_at', '<=', to)
        .execute();
      return rows.map((r) => Number(r.customer_id));
    },

    async tenantIds(): Promise<{ id: number; months: number }[]> {
      const rows = await db.selectFrom('tenants').select(['id', 'points_expiry_months']).execute();
      return rows.map((r) => ({ id: r.id, months: Number(r.points_expiry_months) }));
    },
  };
}
