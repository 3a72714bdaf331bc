import type { Insertable, Kysely } from 'kysely';
import { isUniqueViolation } from '../../db/errors';
import type { Database } from '../../db/database';
import { requireStorable } from '../../db/whole-numbers';
import type { BillLinesTable, BillsTable } from '../../db/programme-tables';
import { normalizeMobile } from '../../lib/normalize';
import type { CustomerRow } from '../accounts/customers.repository';
import { Refusal } from '../../ledger/refusal';
import type { CustomerRef } from './pos.schemas';

export const duplicateBill = (billRef: string) =>
  new Refusal('DUPLICATE_BILL', `Bill ${billRef} was posted already.`);

export function posRepository(db: Kysely<Database>) {
  return {
    /** The tenants' staff key hashes, to be compared in constant time. */
    async staffKeyHashes(): Promise<{ id: number; hash: string }[]> {
      const rows = await db
        .selectFrom('tenants')
        .select(['id', 'staff_api_key_hash'])
        .where('staff_api_key_hash', 'is not', null)
        .execute();
      return rows.map((r) => ({ id: r.id, hash: r.staff_api_key_hash ?? '' }));
    },

    async findCustomer(tenantId: number, ref: CustomerRef): Promise<CustomerRow | undefined> {
      // An erased customer's card and code name nobody the till may credit any more.
      let q = db
        .selectFrom('customers')
        .selectAll()
        .where('tenant_id', '=', tenantId)
        .where('erased_at', 'is', null);
      if (ref.cardNo) q = q.where('card_no', '=', ref.cardNo);
      else if (ref.custCode) q = q.where('cust_code', '=', ref.custCode);
      else q = q.where('mobile', '=', normalizeMobile(ref.mobile ?? ''));
      return q.executeTakeFirst();
    },

    async billExists(tenantId: number, billRef: string): Promise<boolean> {
      const row = await db
        .selectFrom('bills')
        .select('id')
        .where('tenant_id', '=', tenantId)
        .where('bill_ref', '=', billRef)
        .executeTakeFirst();
      return row !== undefined;
    },

    async insertBill(
      bill: Omit<Insertable<BillsTable>, 'id'>,
      lines: Omit<Insertable<BillLinesTable>, 'id' | 'bill_id'>[],
    ): Promise<number> {
      requireStorable(
        Number(bill.amount_fils),
        Number(bill.points_earned ?? 0),
        ...lines.flatMap((l) => [Number(l.quantity), Number(l.price_fils)]),
      );
      let id: number;
      try {
        ({ id } = await db
          .insertInto('bills')
          .values(bill)
          .returning('id')
          .executeTakeFirstOrThrow());
      } catch (error) {
        // Another post of the same reference committed after this one looked (PostgreSQL
        // runs them side by side): the same refusal as when it was seen first. The failed
        // insert has aborted the transaction; the refusal rolls it back.
        if (isUniqueViolation(error)) throw duplicateBill(bill.bill_ref);
        throw error;
      }
      if (lines.length > 0) {
        await db
          .insertInto('bill_lines')
          .values(lines.map((l) => ({ ...l, bill_id: id })))
          .execute();
      }
      return id;
    },
  };
}

/** The staff's view of a programme's customers (the command line's list). */
export function customersAdminRepository(db: Kysely<Database>) {
  return {
    async list(tenantId: number, limit: number) {
      return db
        .selectFrom('customers')
        .select([
          'cust_code',
          'card_no',
          'first_name',
          'last_name',
          'email',
          'mobile',
          'card_type',
          'points_balance',
        ])
        .where('tenant_id', '=', tenantId)
        .orderBy('id')
        .limit(limit)
        .execute();
    },
  };
}
