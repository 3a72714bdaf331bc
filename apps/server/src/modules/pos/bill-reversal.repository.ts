import type { Kysely } from 'kysely';
import type { Database } from '../../db/database';
import '../../db/programme-tables';

const one = (r: { numUpdatedRows: bigint }) => Number(r.numUpdatedRows) === 1;

/** The SQL of reversing a bill; call inside the reversing transaction. */
export function billReversalRepository(db: Kysely<Database>) {
  return {
    async bill(tenantId: number, billId: number) {
      return db
        .selectFrom('bills')
        .select(['id', 'customer_id', 'bill_ref', 'points_earned', 'reversed_at'])
        .where('id', '=', billId)
        .where('tenant_id', '=', tenantId)
        .executeTakeFirst();
    },

    /** Marks the bill reversed, once: false when another reversal came first. */
    async markReversed(billId: number, at: string): Promise<boolean> {
      const result = await db
        .updateTable('bills')
        .set({ reversed_at: at })
        .where('id', '=', billId)
        .where('reversed_at', 'is', null)
        .executeTakeFirst();
      return one(result);
    },

    /** Gives back the voucher used on the bill (new again); its code, or null if none. */
    async returnVoucherUsed(billId: number): Promise<string | null> {
      const row = await db
        .updateTable('vouchers')
        .set({ status: 'new', redeemed_at: null, redeemed_bill_id: null })
        .where('redeemed_bill_id', '=', billId)
        .where('status', '=', 'used')
        .returning('code')
        .executeTakeFirst();
      return row?.code ?? null;
    },

    /**
     * Voids the voucher the bill gave if it is still unused: it expires now, so every path that
     * uses, claims or sends a voucher refuses it; `voided_at` tells why. Its code, or null.
     */
    async voidVoucherIssued(billId: number, at: string): Promise<string | null> {
      const row = await db
        .updateTable('vouchers')
        .set({ voided_at: at, expires_at: at })
        .where('issued_bill_id', '=', billId)
        .where('status', '=', 'new')
        .where('voided_at', 'is', null)
        .where('expires_at', '>', at)
        .returning('code')
        .executeTakeFirst();
      return row?.code ?? null;
    },
  };
}
