import { sql, type Expression, type Kysely, type SqlBool } from 'kysely';
import type { Database, Dialect } from '../../db/database';
import '../../db/programme-tables';

/** The highest code point: `prefix + TOP` bounds every string that starts with `prefix`. */
const TOP = '\u{10FFFF}';

const SUMMARY = [
  'id',
  'cust_code',
  'card_no',
  'first_name',
  'last_name',
  'email',
  'mobile',
  'card_type',
  'points_balance',
  'blocked_at',
  'erased_at',
  'created_at',
] as const;

/**
 * Reads of the console's customer screens, each scoped to a programme. The search is a range
 * over the lower-cased value, so the indexes of migration 013 serve it on both databases (the
 * expressions here are written exactly as indexed).
 */
export function adminCustomersRepository(db: Kysely<Database>, dialect: Dialect) {
  const collate = dialect === 'postgres' ? sql` collate "C"` : sql``;
  function matching(tenantId: number, q: string) {
    const lower = q.toLowerCase();
    const base = db.selectFrom('customers');
    if (lower === '') return base.where('tenant_id', '=', tenantId);
    // The programme in every branch, so each branch is one index range (SQLite's multi-index
    // OR, PostgreSQL's bitmap OR) instead of a walk over the whole programme.
    const between = (value: Expression<string>, prefix: string): Expression<SqlBool> =>
      sql<SqlBool>`(tenant_id = ${tenantId} and ${value}${collate} >= ${prefix} and ${value}${collate} < ${prefix + TOP})`;
    return base.where((eb) =>
      eb.or([
        between(sql`lower(first_name || ' ' || last_name)`, lower),
        between(sql`lower(last_name)`, lower),
        between(eb.ref('email'), lower),
        between(eb.ref('mobile'), q.replace(/[\s-]/g, '')),
        between(eb.ref('card_no'), q),
        between(eb.ref('cust_code'), q),
      ]),
    );
  }

  return {
    async search(tenantId: number, q: string, offset: number, limit: number) {
      const [rows, total] = await Promise.all([
        matching(tenantId, q)
          .select(SUMMARY)
          .orderBy('id', 'desc')
          .limit(limit)
          .offset(offset)
          .execute(),
        matching(tenantId, q)
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .executeTakeFirstOrThrow(),
      ]);
      return { rows, total: Number(total.n) };
    },

    /** The customer of this programme, else undefined (another programme's id reads as none). */
    async find(tenantId: number, customerId: number) {
      return db
        .selectFrom('customers')
        .selectAll()
        .where('id', '=', customerId)
        .where('tenant_id', '=', tenantId)
        .executeTakeFirst();
    },

    async vouchers(customerId: number) {
      return db
        .selectFrom('vouchers')
        .select([
          'id',
          'code',
          'value_fils',
          'source',
          'status',
          'expires_at',
          'redeemed_at',
          'voided_at',
        ])
        .where('customer_id', '=', customerId)
        .orderBy('id', 'desc')
        .execute();
    },

    async bills(customerId: number, limit?: number) {
      let q = db
        .selectFrom('bills')
        .select(['id', 'bill_ref', 'amount_fils', 'points_earned', 'tran_date', 'reversed_at'])
        .where('customer_id', '=', customerId)
        .orderBy('tran_date', 'desc')
        .orderBy('id', 'desc');
      if (limit !== undefined) q = q.limit(limit);
      return q.execute();
    },

    async ledgerCount(customerId: number): Promise<number> {
      const row = await db
        .selectFrom('ledger_entries')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('customer_id', '=', customerId)
        .executeTakeFirstOrThrow();
      return Number(row.n);
    },

    /** Entries newest first (in the order they were written, the order that made the balance). */
    async ledger(customerId: number, page?: { offset: number; limit: number }) {
      const q = db
        .selectFrom('ledger_entries')
        .select(['id', 'kind', 'points', 'reference', 'created_at'])
        .where('customer_id', '=', customerId)
        .orderBy('id', 'desc');
      return (page ? q.limit(page.limit).offset(page.offset) : q).execute();
    },

    /** The balance right after entry `id`: the sum of it and every entry before it. */
    async balanceAfter(customerId: number, id: number): Promise<number> {
      const row = await db
        .selectFrom('ledger_entries')
        .select(sql<string>`coalesce(sum(points), 0)`.as('total'))
        .where('customer_id', '=', customerId)
        .where('id', '<=', id)
        .executeTakeFirstOrThrow();
      return Number(row.total);
    },
  };
}
