import '../../db/tables/member';
import type { Insertable, Kysely } from 'kysely';
import type { Database } from '../../db/database';
import type { VouchersTable } from '../../db/programme-tables';
import { requireStorable } from '../../db/whole-numbers';
import { newVoucherCode } from './voucher-codes';

export type NewVoucher = Omit<Insertable<VouchersTable>, 'id' | 'code' | 'status'>;
export type VoucherList = 'new' | 'used' | 'expired';

const updated = (r: { numUpdatedRows: bigint }) => Number(r.numUpdatedRows) === 1;

export function vouchersRepository(db: Kysely<Database>) {
  /**
   * Inserts one voucher under a fresh unguessable code, drawn again in the rare case the
   * programme has it already: one statement a try, with no read of the code first.
   */
  async function insertOne(v: NewVoucher): Promise<{ id: number; code: string }> {
    for (;;) {
      const row = await db
        .insertInto('vouchers')
        .values({ ...v, code: newVoucherCode(), status: 'new' as const })
        .onConflict((oc) => oc.columns(['tenant_id', 'code']).doNothing())
        .returning(['id', 'code'])
        .executeTakeFirst();
      if (row) return row;
    }
  }

  return {
    /** Inserts new vouchers, each with a fresh unguessable code. */
    async insert(vouchers: NewVoucher[]): Promise<{ id: number; code: string }[]> {
      requireStorable(...vouchers.flatMap((v) => [v.value_fils, v.points_cost ?? 0]));
      const rows = [];
      for (const v of vouchers) rows.push(await insertOne(v));
      return rows;
    },

    async list(customerId: number, which: VoucherList, now: string) {
      let q = db
        .selectFrom('vouchers')
        .select(['id', 'code', 'value_fils', 'expires_at', 'redeemed_at'])
        .where('customer_id', '=', customerId);
      if (which === 'used')
        return q.where('status', '=', 'used').orderBy('redeemed_at', 'desc').execute();
      q = q.where('status', '=', 'new');
      return which === 'new'
        ? q.where('expires_at', '>', now).orderBy('expires_at').orderBy('id').execute()
        : q.where('expires_at', '<=', now).orderBy('expires_at', 'desc').execute();
    },

    /** Gives an unclaimed code the retailer issued to the customer; false if there is none. */
    async claimExternal(
      tenantId: number,
      code: string,
      customerId: number,
      now: string,
    ): Promise<boolean> {
      const result = await db
        .updateTable('vouchers')
        .set({ customer_id: customerId, claimed_at: now })
        .where('tenant_id', '=', tenantId)
        .where('code', '=', code)
        .where('source', '=', 'external')
        .where('customer_id', 'is', null)
        .where('voided_at', 'is', null)
        .where('status', '=', 'new')
        .where('expires_at', '>', now)
        .executeTakeFirst();
      return updated(result);
    },

    /** Marks the customer's new voucher used, once; false if it is not theirs, used or expired. */
    async markUsed(
      v: { tenantId: number; customerId: number; code: string; billId: number | null },
      now: string,
    ): Promise<boolean> {
      const result = await db
        .updateTable('vouchers')
        .set({ status: 'used', redeemed_at: now, redeemed_bill_id: v.billId })
        .where('tenant_id', '=', v.tenantId)
        .where('customer_id', '=', v.customerId)
        .where('code', '=', v.code)
        .where('status', '=', 'new')
        .where('expires_at', '>', now)
        .executeTakeFirst();
      return updated(result);
    },

    /** Moves a new voucher from one customer to another, once. */
    async transfer(id: number, from: number, to: number, now: string): Promise<boolean> {
      const result = await db
        .updateTable('vouchers')
        .set({ customer_id: to, transferred_from: from })
        .where('id', '=', id)
        .where('customer_id', '=', from)
        .where('status', '=', 'new')
        .where('expires_at', '>', now)
        .executeTakeFirst();
      return updated(result);
    },

    async findById(id: number) {
      return db.selectFrom('vouchers').selectAll().where('id', '=', id).executeTakeFirst();
    },

    async recordTransfer(id: number, from: number, to: number, at: string): Promise<void> {
      await db
        .insertInto('voucher_transfers')
        .values({ voucher_id: id, from_customer_id: from, to_customer_id: to, created_at: at })
        .execute();
    },

    async findByCode(tenantId: number, code: string) {
      return db
        .selectFrom('vouchers')
        .selectAll()
        .where('tenant_id', '=', tenantId)
        .where('code', '=', code)
        .executeTakeFirst();
    },
  };
}
