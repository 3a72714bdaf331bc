import type { ResponseInput } from '@loyalty/contract';
import type { Tenant } from '../settings/tenants.repository';
import { wireTime } from '../history/history-answer';
import { claimOf, once } from '../../ledger/idempotency';
import { ledgerRepository } from '../../ledger/ledger.repository';
import { isStorableWhole } from '../../db/whole-numbers';
import {
  filsToAed,
  grouped,
  isoDay,
  MAX_POINTS_PER_MOVE,
  pointsValueFils,
} from '../../ledger/money';
import { Refusal, asRefusal } from '../../ledger/refusal';
import type { ServiceDeps } from '../../ledger/service-deps';
import { inTransaction } from '../../ledger/transaction';
import { recordAudit, type AuditContext } from '../audit/audit';
import { normalizeVoucherCode, voucherExpiry } from './voucher-codes';
import { purchaseOnce } from './voucher-purchase';
import { vouchersRepository, type VoucherList } from './vouchers.repository';

type ListAnswer = ResponseInput<'GetVoucher'>;
type CreatedAnswer = ResponseInput<'CreateVoucher'>;

export const CODE_UNKNOWN = 'Voucher code does not exist';
export const VOUCHERS_OFF = 'Vouchers are not available in this programme.';

export function requireVouchers(tenant: Tenant): void {
  if (!tenant.access.voucher) throw new Refusal('VOUCHERS_OFF', VOUCHERS_OFF);
}

const TOO_MANY_POINTS = `Enter at most ${grouped(MAX_POINTS_PER_MOVE)} points at a time.`;

/** A whole, positive number of points (points are never split), within one move's bound. */
export function requirePoints(points: number): void {
  if (!Number.isInteger(points) || points <= 0) {
    throw new Refusal('BAD_POINTS', 'Enter a whole number of points above 0.');
  }
  if (points > MAX_POINTS_PER_MOVE) throw new Refusal('BAD_POINTS', TOO_MANY_POINTS);
}

export function vouchersService(deps: ServiceDeps) {
  const repo = vouchersRepository(deps.db);

  return {
    async list(customerId: number, which: VoucherList): Promise<ListAnswer> {
      const rows = await repo.list(customerId, which, deps.now().toISOString());
      return {
        STATUS: true,
        VOUCHER_HEADER: rows.map((v) => ({
          entry_no: String(v.id),
          Vouch_no: v.code,
          VOUCHER_NO: v.code,
          Valid_Until: isoDay(v.expires_at),
          Redeem_value: filsToAed(Number(v.value_fils)),
          ...(v.redeemed_at ? { Redeemed_On: wireTime(v.redeemed_at) } : {}),
        })),
      };
    },

    /** CreateVoucher: points out of the ledger and a voucher of their value, in one transaction. */
    async create(
      customerId: number,
      tenant: Tenant,
      points: number,
      key: string | undefined,
    ): Promise<CreatedAnswer> {
      requireVouchers(tenant);
      requirePoints(points);
      // A programme's point value times the largest move could pass what a voucher can hold.
      if (!isStorableWhole(pointsValueFils(points, tenant))) {
        throw new Refusal('BAD_POINTS', 'That is more points than one voucher can hold.');
      }
      const now = deps.now();
      const at = now.toISOString();
      const valueFils = pointsValueFils(points, tenant);
      const expiresAt = voucherExpiry(now, tenant.rules.voucherValidityDays);
      const answer = (code: string): CreatedAnswer => ({
        STATUS: true,
        MESSAGE: 'Successfully created voucher',
        REEDEEM_AMOUNT: filsToAed(valueFils),
        VOUCHER_NO: code,
        EXPIRE_DATE: isoDay(expiresAt),
      });
      const keyed = {
        scope: 'CreateVoucher',
        owner: `customer:${customerId}`,
        key,
        request: { points },
      };
      if (deps.dialect === 'postgres') {
        const bought = { tenantId: tenant.id, customerId, points, valueFils, at, expiresAt };
        return purchaseOnce(deps, bought, claimOf(keyed), answer);
      }
      return once(deps, keyed, async (trx) => {
        const [voucher] = await vouchersRepository(trx).insert([
          {
            tenant_id: tenant.id,
            customer_id: customerId,
            value_fils: valueFils,
            points_cost: points,
            source: 'points',
            created_at: at,
            expires_at: expiresAt,
          },
        ]);
        if (!voucher) throw new Error('voucher not inserted');
        await ledgerRepository(trx)
          .append({
            customerId,
            kind: 'redeem',
            points: -points,
            reference: `Voucher ${voucher.code}`,
            createdAt: at,
          })
          .catch((error: unknown) => Promise.reject(asRefusal(error)));
        return answer(voucher.code);
      });
    },

    /** LoyAddVoucherExternal: claims a code the retailer issued and nobody has claimed. */
    async claim(customerId: number, tenant: Tenant, rawCode: string): Promise<void> {
      requireVouchers(tenant);
      const code = normalizeVoucherCode(rawCode);
      const ok =
        code !== '' &&
        (await repo.claimExternal(tenant.id, code, customerId, deps.now().toISOString()));
      if (!ok) throw new Refusal('CODE_UNKNOWN', CODE_UNKNOWN);
    },
  };
}

export const VOUCHER_NOT_USABLE = 'Voucher not found for this customer, already used or expired.';

/**
 * At the till: marks the customer's new voucher used, once (no bill attached). A staff
 * member's redemption is recorded in the audit log in the same transaction.
 */
export async function redeemVoucher(
  deps: ServiceDeps,
  v: { tenantId: number; customerId: number; code: string },
  audit?: AuditContext,
): Promise<{ value: number }> {
  const code = normalizeVoucherCode(v.code);
  const now = deps.now().toISOString();
  return inTransaction(deps.db, async (trx) => {
    const repo = vouchersRepository(trx);
    if (!(await repo.markUsed({ ...v, code, billId: null }, now))) {
      throw new Refusal('VOUCHER_NOT_USABLE', VOUCHER_NOT_USABLE);
    }
    const row = await repo.findByCode(v.tenantId, code);
    const valueFils = Number(row?.value_fils ?? 0);
    if (audit)
      await recordAudit(
        trx,
        v.tenantId,
        audit,
        {
          action: 'voucher.redeem',
          entity: 'voucher',
          entityId: code,
          customerId: v.customerId,
          after: { status: 'used', valueFils },
        },
        deps.now(),
      );
    return { value: filsToAed(valueFils) };
  });
}
