import { parseWith } from '@loyalty/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type * as z from 'zod/mini';
import { AppError } from '../../lib/errors';
import { idempotencyKey } from '../../ledger/idempotency';
import { Refusal } from '../../ledger/refusal';
import { voucherBatchesService } from '../vouchers/voucher-batches.service';
import { redeemVoucher } from '../vouchers/vouchers.service';
import { billsService } from './bills.service';
import { issueCodesRequest, postBillRequest, redeemVoucherRequest } from './pos.schemas';
import { programmeKeyTenant, staffTenant } from './staff-auth';

// The staff API speaks HTTP plainly: a refusal gets the status that says why.
const STATUS_OF: Record<string, number> = {
  TOO_LARGE: 400,
  NO_CUSTOMER: 404,
  DUPLICATE_BILL: 409,
  VOUCHER_NOT_USABLE: 409,
};

function body<S extends z.ZodMiniType>(schema: S, request: FastifyRequest): z.output<S> {
  const parsed = parseWith(schema, request.body ?? {});
  if (!parsed.ok) throw new AppError(400, 'INVALID_BODY', parsed.message);
  return parsed.data;
}

async function refusalsAsHttp<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (error instanceof Refusal)
      throw new AppError(STATUS_OF[error.code] ?? 422, error.code, error.message);
    throw error;
  }
}

/** The staff API under /api/pos/, for the till and back-office tools; a tenant's API key each. */
export async function posRoutes(app: FastifyInstance): Promise<void> {
  const deps = { db: app.db, dialect: app.dialect, now: app.now };
  const bills = billsService(deps);
  const batches = voucherBatchesService(deps);

  app.post('/api/pos/bills', async (request) => {
    const tenant = await staffTenant(app, request);
    const bill = body(postBillRequest, request);
    return refusalsAsHttp(() => bills.post(tenant, bill, idempotencyKey(request)));
  });

  app.post('/api/pos/vouchers/redeem', async (request) => {
    const tenant = await staffTenant(app, request);
    const input = body(redeemVoucherRequest, request);
    return refusalsAsHttp(async () => {
      const customer = await bills.customerOf(tenant, input.customer);
      const { value } = await redeemVoucher(deps, {
        tenantId: tenant.id,
        customerId: customer.id,
        code: input.voucherCode,
      });
      return { STATUS: true, MESSAGE: 'Voucher redeemed', voucherCode: input.voucherCode, value };
    });
  });

  app.post('/api/pos/voucher-codes', async (request) => {
    const tenant = await programmeKeyTenant(app, request);
    const input = body(issueCodesRequest, request);
    const who = {
      actor: { kind: 'key' as const, id: null, name: 'Programme key', role: 'till' },
      clientAddress: request.ip,
    };
    return refusalsAsHttp(async () => ({
      STATUS: true,
      value: input.value,
      codes: (await batches.issue(tenant, input, who)).codes,
    }));
  });
}
