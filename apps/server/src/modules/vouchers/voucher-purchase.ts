import { sql, type Kysely } from 'kysely';
import type { Database } from '../../db/database';
import { violatedConstraint } from '../../db/errors';
import { requireStorable } from '../../db/whole-numbers';
import type { Claim } from '../../ledger/idempotency';
import { ledgerWrites } from '../../ledger/ledger-metrics';
import { claimStep, onceInOneStatement, type ClaimWithAnswer } from '../../ledger/one-statement';
import { INSUFFICIENT_POINTS, Refusal } from '../../ledger/refusal';
import type { ServiceDeps } from '../../ledger/service-deps';
import { newVoucherCode } from './voucher-codes';
import '../../db/programme-tables';

export interface Purchase {
  tenantId: number;
  customerId: number;
  points: number;
  valueFils: number;
  code: string;
  at: string;
  expiresAt: string;
}

/** A code drawn twice in one programme. */
const CODE_TAKEN = 'vouchers_tenant_code';

/**
 * PostgreSQL: a voucher bought with points as one statement (`ledger/one-statement.ts`): the
 * guarded balance move, the voucher, its ledger entry and the key's claim. False when the
 * balance is too low.
 */
export async function purchaseVoucher(
  db: Kysely<Database>,
  p: Purchase,
  claim: ClaimWithAnswer | undefined,
): Promise<boolean> {
  requireStorable(p.points, p.valueFils);
  const { rows } = await sql<{ customer_id: number }>`
    with moved as (
      update customers set points_balance = points_balance - ${p.points}
      where id = ${p.customerId} and points_balance - ${p.points} >= 0
      returning id
    ), voucher as (
      insert into vouchers (tenant_id, customer_id, code, value_fils, points_cost, source,
        status, created_at, expires_at)
      select ${p.tenantId}, id, ${p.code}, ${p.valueFils}, ${p.points}, 'points', 'new',
        ${p.at}, ${p.expiresAt}
      from moved
      returning customer_id
    ), entry as (
      insert into ledger_entries (customer_id, kind, points, reference, created_at)
      select customer_id, 'redeem', ${-p.points}, ${`Voucher ${p.code}`}, ${p.at} from voucher
      returning customer_id
    ), ${claimStep('entry', claim, p.at)}
    select customer_id from entry
  `.execute(db);
  return rows.length === 1;
}

/**
 * CreateVoucher on PostgreSQL, once per key (`onceInOneStatement`), under a fresh code: drawn
 * again in the rare case the programme has it.
 */
export async function purchaseOnce<T>(
  deps: ServiceDeps,
  purchase: Omit<Purchase, 'code'>,
  claim: Claim | undefined,
  answer: (code: string) => T,
): Promise<T> {
  for (;;) {
    const code = newVoucherCode();
    try {
      const given = await onceInOneStatement(deps, claim, answer(code), (claimed) =>
        purchaseVoucher(deps.db, { ...purchase, code }, claimed),
      );
      if (given === undefined) throw new Refusal('INSUFFICIENT_POINTS', INSUFFICIENT_POINTS);
      if (given.written) ledgerWrites.inc({ kind: 'redeem' });
      return given.answer;
    } catch (error) {
      if (violatedConstraint(error) !== CODE_TAKEN) throw error;
    }
  }
}
