import type { VoucherBatch } from '@loyalty/contract/admin';
import { boundedFils, filsToAed, grouped } from '../../ledger/money';
import { Refusal } from '../../ledger/refusal';
import type { ServiceDeps } from '../../ledger/service-deps';
import { inTransaction } from '../../ledger/transaction';
import { recordAudit, type AuditContext } from '../audit/audit';
import type { Tenant } from '../settings/tenants.repository';
import { voucherBatchesRepository, type BatchRow } from './voucher-batches.repository';
import { voucherExpiry } from './voucher-codes';
import { vouchersRepository } from './vouchers.repository';

const MAX_CODES = 1000;

export interface BatchInput {
  count: number;
  /** AED. */
  value: number;
  /** The programme's voucher validity when not given. */
  validDays?: number | undefined;
  name?: string | undefined;
}

export function batchOf(row: BatchRow): VoucherBatch {
  return {
    id: row.id,
    name: row.name,
    value: filsToAed(Number(row.value_fils)),
    validDays: Number(row.valid_days),
    createdAt: row.created_at,
    expiresAt: row.expires_at,
    createdBy: row.created_by,
    voidedAt: row.voided_at,
    issued: Number(row.issued),
    claimed: Number(row.claimed),
    used: Number(row.used),
    voided: Number(row.voided),
  };
}

const notFound = () => new Refusal('NOT_FOUND', 'There is no such voucher batch.');

/** Claim codes issued, counted and voided by the batch, each change with its audit entry. */
export function voucherBatchesService(deps: ServiceDeps) {
  const repo = voucherBatchesRepository(deps.db);

  async function find(tenant: Tenant, batchId: number): Promise<BatchRow> {
    const row = await repo.find(tenant.id, batchId);
    if (!row) throw notFound();
    return row;
  }

  return {
    /** Codes for the retailer to hand out (printed, mailed, on a receipt); claimed in the app. */
    async issue(
      tenant: Tenant,
      input: BatchInput,
      who: AuditContext,
    ): Promise<{ batch: VoucherBatch; codes: string[] }> {
      const { count } = input;
      if (!Number.isInteger(count) || count < 1 || count > MAX_CODES) {
        throw new Refusal('BAD_COUNT', `Issue between 1 and ${MAX_CODES} codes at a time.`);
      }
      const max = tenant.rules.maxBillFils;
      const valueFils = boundedFils(input.value, max);
      if (valueFils === undefined) {
        throw new Refusal(
          'TOO_LARGE',
          `The voucher value may be at most AED ${grouped(filsToAed(max))} in this programme.`,
        );
      }
      if (valueFils <= 0) throw new Refusal('BAD_VALUE', 'The voucher value must be above 0 AED.');
      const validDays = input.validDays ?? tenant.rules.voucherValidityDays;
      if (!Number.isInteger(validDays) || validDays < 1) {
        throw new Refusal('BAD_DAYS', 'The validity must be a whole number of days above 0.');
      }
      const now = deps.now();
      const at = now.toISOString();
      const expiresAt = voucherExpiry(now, validDays);
      const name = input.name?.trim() ?? '';
      return inTransaction(deps.db, async (trx) => {
        const batchId = await voucherBatchesRepository(trx).insert({
          tenant_id: tenant.id,
          name,
          value_fils: valueFils,
          valid_days: validDays,
          issued: count,
          created_by: who.actor.name,
          created_at: at,
          expires_at: expiresAt,
        });
        const row = {
          tenant_id: tenant.id,
          customer_id: null,
          value_fils: valueFils,
          points_cost: 0,
          source: 'external' as const,
          batch_id: batchId,
          created_at: at,
          expires_at: expiresAt,
        };
        const codes = await vouchersRepository(trx).insert(
          Array.from({ length: count }, () => row),
        );
        await recordAudit(
          trx,
          tenant.id,
          who,
          {
            action: 'voucher_batch.issue',
            entity: 'voucher_batch',
            entityId: batchId,
            after: { name, count, value: filsToAed(valueFils), validDays, expiresAt },
          },
          now,
        );
        const batch = await voucherBatchesRepository(trx).find(tenant.id, batchId);
        if (!batch) throw new Error('batch not inserted');
        return { batch: batchOf(batch), codes: codes.map((c) => c.code) };
      });
    },

    async page(tenant: Tenant, page: number, size: number) {
      const [rows, total] = await Promise.all([
        repo.page(tenant.id, (page - 1) * size, size),
        repo.count(tenant.id),
      ]);
      return { items: rows.map(batchOf), page, size, total };
    },

    async get(tenant: Tenant, batchId: number): Promise<VoucherBatch> {
      return batchOf(await find(tenant, batchId));
    },

    /** The batch's codes and what became of each, for the export. */
    async codes(tenant: Tenant, batchId: number) {
      const batch = await find(tenant, batchId);
      const now = deps.now().toISOString();
      const rows = await repo.codes(tenant.id, batchId);
      return {
        batch: batchOf(batch),
        codes: rows.map((r) => ({
          code: r.code,
          value: filsToAed(Number(r.value_fils)),
          expiresAt: r.expires_at,
          status: codeStatus(r, now),
          claimedAt: r.claimed_at ?? '',
        })),
      };
    },

    /** Voids the codes nobody has claimed yet; again, it voids nothing more and says 0. */
    async voidUnclaimed(
      tenant: Tenant,
      batchId: number,
      who: AuditContext,
    ): Promise<{ batch: VoucherBatch; voided: number }> {
      const now = deps.now();
      return inTransaction(deps.db, async (trx) => {
        const batches = voucherBatchesRepository(trx);
        if (!(await batches.find(tenant.id, batchId))) throw notFound();
        const voided = await batches.voidUnclaimed(tenant.id, batchId, now.toISOString());
        if (voided > 0) {
          await recordAudit(
            trx,
            tenant.id,
            who,
            {
              action: 'voucher_batch.void',
              entity: 'voucher_batch',
              entityId: batchId,
              after: { voided },
            },
            now,
          );
        }
        const batch = await batches.find(tenant.id, batchId);
        if (!batch) throw notFound();
        return { batch: batchOf(batch), voided };
      });
    },
  };
}

type CodeStatus = 'unclaimed' | 'claimed' | 'used' | 'expired' | 'void';

function codeStatus(
  r: { status: string; customer_id: number | null; voided_at: string | null; expires_at: string },
  now: string,
): CodeStatus {
  if (r.status === 'used') return 'used';
  if (r.voided_at !== null) return 'void';
  if (r.expires_at <= now) return 'expired';
  return r.customer_id === null ? 'unclaimed' : 'claimed';
}
