import type { CustomerExport } from '@loyalty/contract/admin';
import { filsToAed } from '../../ledger/money';
import type { ServiceDeps } from '../../ledger/service-deps';
import type { Tenant } from '../settings/tenants.repository';
import { customerExportRepository } from './customers-export.repository';
import { adminCustomersRepository } from './customers.repository';
import { adminCustomersService, billOf, voucherOf, withRunningBalance } from './customers.service';

/**
 * Everything held about a customer, for their request to see it: the profile (without the
 * password hash), the whole ledger with its running balance, bills with their lines,
 * vouchers, feedback answers and how many sessions are open.
 */
export async function customerExport(
  deps: ServiceDeps,
  tenant: Tenant,
  customerId: number,
): Promise<CustomerExport> {
  const row = await adminCustomersService(deps).customer(tenant, customerId);
  const repo = adminCustomersRepository(deps.db, deps.dialect);
  const more = customerExportRepository(deps.db);
  const [ledger, bills, lines, vouchers, feedback, sessions] = await Promise.all([
    repo.ledger(row.id),
    repo.bills(row.id),
    more.billLines(row.id),
    repo.vouchers(row.id),
    more.feedback(row.id),
    more.sessions(row.id),
  ]);
  const { password_hash: _hash, ...profile } = row;
  const now = deps.now().toISOString();
  const linesOf = new Map<number, typeof lines>();
  for (const l of lines) linesOf.set(l.bill_id, [...(linesOf.get(l.bill_id) ?? []), l]);
  return {
    exportedAt: now,
    programme: { clientId: tenant.clientId, name: tenant.displayName },
    profile: { ...profile, points_balance: Number(row.points_balance) },
    // From the entries themselves: the row may have moved since they were read.
    ledger: withRunningBalance(
      ledger,
      ledger.reduce((sum, e) => sum + Number(e.points), 0),
    ),
    bills: bills.map((b) => ({
      ...billOf(b),
      lines: (linesOf.get(b.id) ?? []).map((l) => ({
        barcode: l.barcode,
        description: l.description,
        quantity: Number(l.quantity),
        price: filsToAed(Number(l.price_fils)),
      })),
    })),
    vouchers: vouchers.map((v) => voucherOf(v, now)),
    feedback: feedback.map((f) => ({
      question: f.description,
      answer: f.options_desc,
      comment: f.other_feedback,
      at: f.updated_at,
    })),
    sessions,
  };
}
