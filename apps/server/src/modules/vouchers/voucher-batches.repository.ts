import { sql, type Insertable, type Kysely } from 'kysely';
import type { Database } from '../../db/database';
import type { VoucherBatchesTable } from '../../db/programme-tables';

export type NewBatch = Omit<Insertable<VoucherBatchesTable>, 'id'>;

const counted = (condition: ReturnType<typeof sql<number>>) =>
  sql<number>`coalesce(sum(case when ${condition} then 1 else 0 end), 0)`;

/** Claim-code batches and what became of their codes; every read is scoped to a programme. */
export function voucherBatchesRepository(db: Kysely<Database>) {
  const withCounts = (tenantId: number) =>
    db
      .selectFrom('voucher_batches as b')
      .leftJoin('vouchers as v', 'v.batch_id', 'b.id')
      .where('b.tenant_id', '=', tenantId)
      .groupBy('b.id')
      .select([
        'b.id',
        'b.name',
        'b.value_fils',
        'b.valid_days',
        'b.created_by',
        'b.created_at',
        'b.expires_at',
        'b.voided_at',
        'b.issued',
        counted(sql`v.customer_id is not null`).as('claimed'),
        counted(sql`v.status = 'used'`).as('used'),
        counted(sql`v.voided_at is not null`).as('voided'),
      ]);

  return {
    async insert(batch: NewBatch): Promise<number> {
      const { id } = await db
        .insertInto('voucher_batches')
        .values(batch)
        .returning('id')
        .executeTakeFirstOrThrow();
      return id;
    },

    async page(tenantId: number, offset: number, limit: number) {
      return withCounts(tenantId)
        .orderBy('b.created_at', 'desc')
        .orderBy('b.id', 'desc')
        .offset(offset)
        .limit(limit)
        .execute();
    },

    async count(tenantId: number): Promise<number> {
      const row = await db
        .selectFrom('voucher_batches')
        .select((eb) => eb.fn.countAll().as('n'))
        .where('tenant_id', '=', tenantId)
        .executeTakeFirstOrThrow();
      return Number(row.n);
    },

    async find(tenantId: number, batchId: number) {
      return withCounts(tenantId).where('b.id', '=', batchId).executeTakeFirst();
    },

    async codes(tenantId: number, batchId: number) {
      return db
        .selectFrom('vouchers')
        .select([
          'code',
          'value_fils',
          'expires_at',
          'status',
          'customer_id',
          'claimed_at',
          'voided_at',
        ])
        .where('tenant_id', '=', tenantId)
        .where('batch_id', '=', batchId)
        .orderBy('id')
        .execute();
    },

    /** Voids the batch's codes nobody has claimed; claimed ones are their customers'. */
    async voidUnclaimed(tenantId: number, batchId: number, at: string): Promise<number> {
      const result = await db
        .updateTable('vouchers')
        .set({ voided_at: at })
        .where('tenant_id', '=', tenantId)
        .where('batch_id', '=', batchId)
        .where('customer_id', 'is', null)
        .where('status', '=', 'new')
        .where('voided_at', 'is', null)
        .executeTakeFirst();
      await db
        .updateTable('voucher_batches')
        .set({ voided_at: at })
        .where('id', '=', batchId)
        .where('voided_at', 'is', null)
        .execute();
      return Number(result.numUpdatedRows);
    },
  };
}

export type BatchRow = NonNullable<
  Awaited<ReturnType<ReturnType<typeof voucherBatchesRepository>['find']>>
>;
