import { sql, type Kysely, type SqlBool } from 'kysely';
import type { Database, Dialect } from '../../db/database';
import '../../db/programme-tables';

export interface BillFilter {
  tenantId: number;
  /** A prefix of the bill reference. */
  ref?: string;
  customerId?: number;
  /** Inclusive ISO instant. */
  from?: string;
  /** Exclusive ISO instant. */
  before?: string;
}

/** The console's bill list, scoped to a programme. */
export function adminBillsRepository(db: Kysely<Database>, dialect: Dialect) {
  const collate = dialect === 'postgres' ? sql` collate "C"` : sql``;

  function matching(f: BillFilter) {
    let q = db.selectFrom('bills as b').where('b.tenant_id', '=', f.tenantId);
    if (f.ref) {
      // A range over bill_ref as migration 013 indexes it (byte order, see there).
      q = q.where(
        sql<SqlBool>`(b.bill_ref${collate} >= ${f.ref} and b.bill_ref${collate} < ${`${f.ref}\u{10FFFF}`})`,
      );
    }
    if (f.customerId !== undefined) q = q.where('b.customer_id', '=', f.customerId);
    if (f.from !== undefined) q = q.where('b.tran_date', '>=', f.from);
    if (f.before !== undefined) q = q.where('b.tran_date', '<', f.before);
    return q;
  }

  return {
    async search(f: BillFilter, offset: number, limit: number) {
      const [rows, total] = await Promise.all([
        matching(f)
          .innerJoin('customers as c', 'c.id', 'b.customer_id')
          .select([
            'b.id',
            'b.bill_ref',
            'b.customer_id',
            'c.cust_code',
            'b.amount_fils',
            'b.points_earned',
            'b.tran_date',
            'b.reversed_at',
          ])
          .orderBy('b.tran_date', 'desc')
          .orderBy('b.id', 'desc')
          .limit(limit)
          .offset(offset)
          .execute(),
        matching(f)
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .executeTakeFirstOrThrow(),
      ]);
      return { rows, total: Number(total.n) };
    },
  };
}
