import { sql, type Kysely } from 'kysely';
import { customersRepository } from '../modules/accounts/customers.repository';
import { refreshCardType } from '../modules/points/points.service';
import { inTransaction } from '../ledger/transaction';
import type { Tenant } from '../modules/settings/tenants.repository';
import { voucherExpiry } from '../modules/vouchers/voucher-codes';
import type { Database } from '../db/database';
import '../db/programme-tables';
import { DEMO_VOUCHER_CODE } from './demo-content-data';
import { planHistory } from './demo-history';

const CHUNK = 100;

async function insertChunked<T extends object>(
  run: (rows: T[]) => Promise<unknown>,
  rows: T[],
): Promise<void> {
  for (let i = 0; i < rows.length; i += CHUNK) await run(rows.slice(i, i + CHUNK));
}

/**
 * Writes the planned history of the demo customer in a few batch inserts, in one transaction
 * with the balances, so every balance still equals the sum of its entries. Also the demo's
 * printed voucher code, for anyone to claim in the app.
 */
export async function writeDemoHistory(
  db: Kysely<Database>,
  tenant: Tenant,
  now: Date,
): Promise<void> {
  const customers = customersRepository(db);
  const demo = await customers.findByEmail(tenant.id, 'demo@example.com');
  const friend = await customers.findByEmail(tenant.id, 'friend@example.com');
  if (!demo || !friend) return;
  const billed = await db
    .selectFrom('bills')
    .select('id')
    .where('customer_id', '=', demo.id)
    .executeTakeFirst();
  if (billed) return;
  const plan = planHistory(tenant, now, friend.cust_code);
  const at = now.toISOString();

  await inTransaction(db, async (trx) => {
    await insertChunked(
      (rows) => trx.insertInto('bills').values(rows).execute(),
      plan.bills.map((b) => ({
        tenant_id: tenant.id,
        customer_id: demo.id,
        bill_ref: b.ref,
        amount_fils: b.amountFils,
        points_earned: b.points,
        tran_date: b.at,
        created_at: b.at,
      })),
    );
    const ids = new Map(
      (
        await trx
          .selectFrom('bills')
          .select(['id', 'bill_ref'])
          .where('customer_id', '=', demo.id)
          .execute()
      ).map((r) => [r.bill_ref, r.id]),
    );
    const billId = (ref?: string) => (ref === undefined ? null : (ids.get(ref) ?? null));
    await insertChunked(
      (rows) => trx.insertInto('bill_lines').values(rows).execute(),
      plan.bills.flatMap((b) =>
        b.lines.map((l, i) => ({
          bill_id: billId(b.ref) ?? 0,
          line_no: i + 1,
          barcode: l.barcode,
          description: l.description,
          quantity: l.quantity,
          price_fils: l.priceFils,
        })),
      ),
    );
    await trx
      .insertInto('vouchers')
      .values([
        ...plan.vouchers.map((v) => ({
          tenant_id: tenant.id,
          customer_id: demo.id,
          code: v.code,
          value_fils: v.valueFils,
          points_cost: v.pointsCost,
          source: v.source,
          status: v.redeemedBill ? ('used' as const) : ('new' as const),
          issued_bill_id: billId(v.issuedBill),
          redeemed_bill_id: billId(v.redeemedBill),
          redeemed_at: v.redeemedAt ?? null,
          claimed_at: null,
          transferred_from: null,
          created_at: v.createdAt,
          expires_at: v.expiresAt,
        })),
        {
          tenant_id: tenant.id,
          customer_id: null,
          code: DEMO_VOUCHER_CODE,
          value_fils: 5000,
          points_cost: 0,
          source: 'external' as const,
          status: 'new' as const,
          issued_bill_id: null,
          redeemed_bill_id: null,
          redeemed_at: null,
          claimed_at: null,
          transferred_from: null,
          created_at: at,
          expires_at: voucherExpiry(now, 365),
        },
      ])
      .execute();
    const entries = [
      ...plan.entries.map((e) => ({
        customer_id: demo.id,
        kind: e.kind,
        points: e.points,
        reference: e.reference,
        created_at: e.at,
      })),
      { customer_id: friend.id, ...plan.sharedToFriend, created_at: plan.sharedToFriend.at },
    ].map(({ customer_id, kind, points, reference, created_at }) => ({
      customer_id,
      kind,
      points,
      reference,
      created_at,
    }));
    await insertChunked((rows) => trx.insertInto('ledger_entries').values(rows).execute(), entries);
    const net = plan.entries.reduce((s, e) => s + e.points, 0);
    const expired = plan.entries.reduce((s, e) => (e.kind === 'expire' ? s - e.points : s), 0);
    await trx
      .updateTable('customers')
      .set({
        points_balance: sql`points_balance + ${net}`,
        points_expired: sql`points_expired + ${expired}`,
      })
      .where('id', '=', demo.id)
      .execute();
    await trx
      .updateTable('customers')
      .set({ points_balance: sql`points_balance + ${plan.sharedToFriend.points}` })
      .where('id', '=', friend.id)
      .execute();
    await refreshCardType(trx, demo.id, tenant, at);
  });
}
