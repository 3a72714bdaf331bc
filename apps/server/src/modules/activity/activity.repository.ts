import '../../db/tables/member';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/database';
import type { LedgerKind } from '../../db/tables/ledger';
import type { ActivityCursor } from './activity-cursor';

export interface LedgerMove {
  id: number;
  kind: LedgerKind;
  points: number;
  reference: string | null;
  at: string;
}

export interface VoucherMove {
  id: number;
  at: string;
  outgoing: boolean;
  code: string;
  otherName: string;
}

/** One page of each source after the cursor, read by (customer, time) indexes, never the whole ledger. */
export function activityRepository(db: Kysely<Database>) {
  return {
    async ledgerPage(customerId: number, after: ActivityCursor | undefined, limit: number) {
      let q = db
        .selectFrom('ledger_entries')
        .select(['id', 'kind', 'points', 'reference', 'created_at'])
        .where('customer_id', '=', customerId);
      if (after) {
        // A voucher move at the cursor's time sorts before every ledger entry of that time.
        q =
          after.source === 'L'
            ? q.where((eb) =>
                eb.or([
                  eb('created_at', '<', after.at),
                  eb.and([eb('created_at', '=', after.at), eb('id', '<', after.id)]),
                ]),
              )
            : q.where('created_at', '<=', after.at);
      }
      const rows = await q
        .orderBy('created_at', 'desc')
        .orderBy('id', 'desc')
        .limit(limit)
        .execute();
      return rows.map((r): LedgerMove => ({
        id: Number(r.id),
        kind: r.kind,
        points: Number(r.points),
        reference: r.reference,
        at: r.created_at,
      }));
    },

    async voucherPage(customerId: number, after: ActivityCursor | undefined, limit: number) {
      const side = (column: 'from_customer_id' | 'to_customer_id') => {
        let q = db
          .selectFrom('voucher_transfers as t')
          .innerJoin('vouchers as v', 'v.id', 't.voucher_id')
          .innerJoin('customers as o', (join) =>
            join.onRef(
              'o.id',
              '=',
              column === 'from_customer_id' ? 't.to_customer_id' : 't.from_customer_id',
            ),
          )
          .select(['t.id', 't.created_at', 'v.code', 'o.first_name'])
          .where(`t.${column}`, '=', customerId);
        if (after) {
          q =
            after.source === 'V'
              ? q.where((eb) =>
                  eb.or([
                    eb('t.created_at', '<', after.at),
                    eb.and([eb('t.created_at', '=', after.at), eb('t.id', '<', after.id)]),
                  ]),
                )
              : q.where('t.created_at', '<', after.at);
        }
        return q.orderBy('t.created_at', 'desc').orderBy('t.id', 'desc').limit(limit).execute();
      };
      const [sent, received] = await Promise.all([
        side('from_customer_id'),
        side('to_customer_id'),
      ]);
      const read = (outgoing: boolean) => (r: (typeof sent)[number]) => ({
        id: Number(r.id),
        at: r.created_at,
        outgoing,
        code: r.code,
        otherName: r.first_name,
      });
      return [...sent.map(read(true)), ...received.map(read(false))];
    },

    /** First names of the tenant's customers with these codes (the other side of a send). */
    async firstNames(tenantId: number, codes: string[]): Promise<Map<string, string>> {
      if (codes.length === 0) return new Map();
      const rows = await db
        .selectFrom('customers')
        .select(['cust_code', 'first_name'])
        .where('tenant_id', '=', tenantId)
        .where('cust_code', 'in', codes)
        .execute();
      return new Map(rows.map((r) => [r.cust_code, r.first_name]));
    },
  };
}
