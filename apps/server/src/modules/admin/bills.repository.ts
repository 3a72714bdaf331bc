import { sql, type Kysely, type SqlBool } from 'kysely';
import type { Database, Dialect } from '../../db/database';
import '../../db/programme-tables';

export interface BillFilter {
  tenantId: number;
  /** A prefix of the bill reference. */
  ref?: string;
  customerId?: number;
  /** A customer's whole code. */
  custCode?: string;
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
    if (f.custCode)
      q = q.where('b.customer_id', 'in', (eb) =>
        eb
          .selectFrom('customers as k')
          .select('k.id')
          .where('k.tenant_id', '=', f.tenantId)
          .where('k.cust_code', '=', f.custCode ?? ''),
      );
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

    /** One bill of the programme with its customer's name, its lines and its vouchers. */
    async detail(tenantId: number, billId: number) {
      const bill = await db
        .selectFrom('bills as b')
        .innerJoin('customers as c', 'c.id', 'b.customer_id')
        .select([
          'b.id',
          'b.bill_ref',
          'b.customer_id',
          'c.cust_code',
          'c.first_name',
          'c.last_name',
          'b.amount_fils',
          'b.points_earned',
          'b.tran_date',
          'b.reversed_at',
        ])
        .where('b.tenant_id', '=', tenantId)
        .where('b.id', '=', billId)
        .executeTakeFirst();
      if (!bill) return undefined;
      const [lines, vouchers] = await Promise.all([
        db
          .selectFrom('bill_lines')
          .select(['line_no', 'barcode', 'description', 'quantity', 'price_fils'])
          .where('bill_id', '=', billId)
          .orderBy('line_no')
          .execute(),
        db
          .selectFrom('vouchers')
          .select(['code', 'issued_bill_id', 'redeemed_bill_id'])
          .where('tenant_id', '=', tenantId)
          .where((eb) =>
            eb.or([eb('issued_bill_id', '=', billId), eb('redeemed_bill_id', '=', billId)]),
          )
          .execute(),
      ]);
      return { bill, lines, vouchers };
    },
  };
}
