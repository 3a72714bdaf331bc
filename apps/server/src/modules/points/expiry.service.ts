import { isoDay } from '../../ledger/money';
import { expiryRepository } from './expiry.repository';
import { expiryCutoff, expiryDue } from './expiry-rule';
import { ledgerRepository } from '../../ledger/ledger.repository';
import type { ServiceDeps } from '../../ledger/service-deps';
import { inTransaction, lockCustomers } from '../../ledger/transaction';

export interface ExpiryRun {
  customers: number;
  points: number;
}

/**
 * Writes an `expire` entry for every customer whose points are older than their programme's
 * expiry months. Safe to run at any time and on several instances at once: each customer is
 * worked out again under a lock, and what has expired already is not due again.
 */
export function expiryService(deps: ServiceDeps) {
  /** Expires what is due for one customer; the points expired (0 when nothing was due). */
  async function expireCustomer(customerId: number, cutoff: string, asOf: string): Promise<number> {
    return inTransaction(deps.db, async (trx) => {
      await lockCustomers(trx, deps.dialect, [customerId]);
      const totals = await expiryRepository(trx).forCustomer(customerId, cutoff, asOf);
      const points = expiryDue(totals.oldCredits, totals.debits);
      if (points === 0) return 0;
      await ledgerRepository(trx).append({
        customerId,
        kind: 'expire',
        points: -points,
        reference: `Points credited up to ${isoDay(cutoff)}`,
        createdAt: asOf,
      });
      return points;
    });
  }

  return {
    async run(): Promise<ExpiryRun> {
      const asOf = deps.now();
      const result: ExpiryRun = { customers: 0, points: 0 };
      const repo = expiryRepository(deps.db);
      for (const tenant of await repo.tenantIds()) {
        if (tenant.months <= 0) continue;
        const cutoff = expiryCutoff(asOf, tenant.months).toISOString();
        const due = await repo.candidates(tenant.id, cutoff, asOf.toISOString());
        for (const { customerId } of due) {
          const points = await expireCustomer(customerId, cutoff, asOf.toISOString());
          if (points > 0) {
            result.customers += 1;
            result.points += points;
          }
        }
      }
      return result;
    },
  };
}
