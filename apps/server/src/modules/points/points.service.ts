import type { Transaction } from 'kysely';
import type { Database } from '../../db/database';
import { customersRepository, type CustomerRow } from '../accounts/customers.repository';
import type { Tenant } from '../settings/tenants.repository';
import { cardTypeFor, tierSince } from './card-type';
import { ledgerRepository } from '../../ledger/ledger.repository';
import { filsToAed, grouped, MAX_POINTS_PER_MOVE, pointsValueFils } from '../../ledger/money';
import { pointsRepository } from './points.repository';
import { Refusal } from '../../ledger/refusal';
import type { ServiceDeps } from '../../ledger/service-deps';
import { lockCustomers } from '../../ledger/transaction';
import { once } from '../../ledger/idempotency';
import { recordAudit, type AuditContext } from '../audit/audit';

/** What an adjustment did. */
export interface Adjustment {
  customerId: number;
  points: number;
  balanceBefore: number;
  balance: number;
}

export interface PointsSummary {
  balance: number;
  /** AED value of the balance. */
  value: number;
  expired: number;
}

/** Sets the card type from the points the tiers count (inside the crediting transaction). */
export async function refreshCardType(
  trx: Transaction<Database>,
  customerId: number,
  tenant: Tenant,
  at: string,
): Promise<void> {
  const points = pointsRepository(trx);
  const counted = await points.lifetimeEarned(customerId, tierSince(tenant, new Date(at)));
  const cardType = cardTypeFor(counted, tenant.rules.cardTypes);
  if (cardType) await points.setCardType(customerId, cardType, at);
}

export function pointsService(deps: ServiceDeps) {
  return {
    /** The summary of a customer's row already read (the session check reads it). */
    summaryOf(
      row: { points_balance: number | string; points_expired: number | string },
      tenant: Tenant,
    ): PointsSummary {
      const balance = Number(row.points_balance);
      return {
        balance,
        value: filsToAed(pointsValueFils(balance, tenant)),
        expired: Number(row.points_expired),
      };
    },

    /** CalculatePoints: the AED a number of points is worth. */
    redeemAmount(count: number, tenant: Tenant): number {
      if (!Number.isInteger(count) || count < 0) {
        throw new Refusal('BAD_POINTS', 'Points must be a whole number of 0 or more.');
      }
      if (count > MAX_POINTS_PER_MOVE) {
        throw new Refusal('BAD_POINTS', `Enter at most ${grouped(MAX_POINTS_PER_MOVE)} points.`);
      }
      return filsToAed(pointsValueFils(count, tenant));
    },

    /**
     * A staff correction with its reason, as one ledger entry, with its audit entry
     * (`customer.adjust`, the balance before and after) in the same transaction. A debit never
     * takes the balance below 0; a credit counts towards the card type. With a key, a retry
     * (a double click) answers the first adjustment and moves nothing.
     */
    async adjust(
      customer: CustomerRow,
      tenant: Tenant,
      change: number,
      reason: string,
      audit: AuditContext,
      key?: string,
    ): Promise<Adjustment> {
      if (!Number.isInteger(change) || change === 0) {
        throw new Refusal('BAD_POINTS', 'The adjustment must be a whole number other than 0.');
      }
      if (Math.abs(change) > MAX_POINTS_PER_MOVE) {
        throw new Refusal(
          'BAD_POINTS',
          `An adjustment may move at most ${grouped(MAX_POINTS_PER_MOVE)} points.`,
        );
      }
      const why = reason.trim();
      if (why === '') throw new Refusal('NO_REASON', 'Give a reason for the adjustment.');
      if (customer.tenant_id !== tenant.id) {
        throw new Refusal('NO_CUSTOMER', 'Customer does not exist');
      }
      const now = deps.now();
      const at = now.toISOString();
      const request = { customerId: customer.id, change, reason: why };
      return once(
        deps,
        { scope: 'AdminAdjust', owner: `tenant:${tenant.id}`, key, request },
        async (trx) => {
          await lockCustomers(trx, deps.dialect, [customer.id]);
          // Read under the lock: an erasure or another adjustment may have come first.
          const row = await customersRepository(trx).findById(customer.id);
          if (!row) throw new Refusal('NO_CUSTOMER', 'Customer does not exist');
          if (row.erased_at !== null) {
            throw new Refusal(
              'ERASED',
              "This customer's personal data was erased; nothing more can change.",
            );
          }
          const before = Number(row.points_balance);
          if (before + change < 0) {
            throw new Refusal(
              'INSUFFICIENT_POINTS',
              `The customer has ${grouped(before)} points: taking ${grouped(-change)} would leave the balance below 0.`,
            );
          }
          await ledgerRepository(trx).append({
            customerId: customer.id,
            kind: 'adjust',
            points: change,
            reference: why,
            createdAt: at,
          });
          if (change > 0) await refreshCardType(trx, customer.id, tenant, at);
          const balance = before + change;
          await recordAudit(
            trx,
            tenant.id,
            audit,
            {
              action: 'customer.adjust',
              entity: 'customer',
              entityId: customer.id,
              customerId: customer.id,
              before: { balance: before },
              after: { balance, points: change, reason: why },
            },
            now,
          );
          return { customerId: customer.id, points: change, balanceBefore: before, balance };
        },
      );
    },

    async customer(id: number): Promise<CustomerRow> {
      const row = await customersRepository(deps.db).findById(id);
      if (!row) throw new Refusal('NO_CUSTOMER', 'Customer does not exist');
      return row;
    },
  };
}
