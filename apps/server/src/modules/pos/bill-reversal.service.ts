import { ledgerRepository } from '../../ledger/ledger.repository';
import { grouped } from '../../ledger/money';
import { Refusal } from '../../ledger/refusal';
import type { ServiceDeps } from '../../ledger/service-deps';
import { inTransaction, lockCustomers } from '../../ledger/transaction';
import { recordAudit, type AuditContext } from '../audit/audit';
import { pointsRepository } from '../points/points.repository';
import type { Tenant } from '../settings/tenants.repository';
import { billReversalRepository } from './bill-reversal.repository';

export interface Reversal {
  billId: number;
  billRef: string;
  pointsTakenBack: number;
  voucherReturned: string | null;
  voucherVoided: string | null;
  balance: number;
}

const noBill = () => new Refusal('NOT_FOUND', 'No bill of this programme has that id.');
const reversedAlready = (ref: string) =>
  new Refusal('ALREADY_REVERSED', `Bill ${ref} was reversed already.`);

/**
 * Reverses a bill: the points it earned are taken back (an `earn` entry of the opposite sign,
 * so the bill's own entry stays as written), a voucher used on it is the customer's again, and
 * a voucher it gave is void if still unused. Refused, with nothing changed, when the customer
 * has spent the points since, or when the bill was reversed already. The customer's row is
 * locked first, so two reversals at once run one after the other and the second is refused.
 */
export function billReversalService(deps: ServiceDeps) {
  return {
    async reverse(
      tenant: Tenant,
      billId: number,
      reason: string,
      audit: AuditContext,
    ): Promise<Reversal> {
      const now = deps.now();
      const at = now.toISOString();
      return inTransaction(deps.db, async (trx) => {
        const repo = billReversalRepository(trx);
        const found = await repo.bill(tenant.id, billId);
        if (!found) throw noBill();
        await lockCustomers(trx, deps.dialect, [found.customer_id]);
        // Read again under the lock: a reversal that held it first has now committed.
        const bill = await repo.bill(tenant.id, billId);
        if (!bill) throw noBill();
        if (bill.reversed_at !== null) throw reversedAlready(bill.bill_ref);
        const points = Number(bill.points_earned);
        const before = await pointsRepository(trx).balance(bill.customer_id);
        if (points > before) {
          throw new Refusal(
            'INSUFFICIENT_POINTS',
            `Bill ${bill.bill_ref} earned ${grouped(points)} points but the customer has ${grouped(before)} left: reversing it would take the balance below 0.`,
          );
        }
        if (!(await repo.markReversed(bill.id, at))) throw reversedAlready(bill.bill_ref);
        if (points > 0) {
          await ledgerRepository(trx).append({
            customerId: bill.customer_id,
            kind: 'earn',
            points: -points,
            reference: `Bill ${bill.bill_ref} reversed`,
            createdAt: at,
          });
        }
        const voucherReturned = await repo.returnVoucherUsed(bill.id);
        const voucherVoided = await repo.voidVoucherIssued(bill.id, at);
        const balance = before - points;
        await recordAudit(
          trx,
          tenant.id,
          audit,
          {
            action: 'bill.reverse',
            entity: 'bill',
            entityId: bill.id,
            customerId: bill.customer_id,
            before: { reversed: false, balance: before },
            after: {
              reversed: true,
              balance,
              pointsTakenBack: points,
              voucherReturned,
              voucherVoided,
              reason,
            },
          },
          now,
        );
        return {
          billId: bill.id,
          billRef: bill.bill_ref,
          pointsTakenBack: points,
          voucherReturned,
          voucherVoided,
          balance,
        };
      });
    },
  };
}
