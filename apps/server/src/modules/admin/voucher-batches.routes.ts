import {
  pageQuery,
  page,
  voucherBatch,
  voucherBatchIssued,
  voucherBatchParams,
  voucherBatchRequest,
  voucherBatchVoided,
} from '@loyalty/contract/admin';
import type { FastifyInstance } from 'fastify';
import { csv } from '../../lib/csv';
import { voucherBatchesService } from '../vouchers/voucher-batches.service';
import { adminRoute } from './admin-route';

const ROLES = ['owner', 'manager'] as const;

/** Claim-code batches: issue, list with their counts, export as CSV, void the unclaimed. */
export function voucherBatchesAdminRoutes(app: FastifyInstance): void {
  const batches = voucherBatchesService({ db: app.db, dialect: app.dialect, now: app.now });

  adminRoute(
    app,
    {
      method: 'POST',
      url: '/api/admin/voucher-batches',
      roles: ROLES,
      summary: 'Issue a batch of voucher codes for customers to claim in the app',
      body: voucherBatchRequest,
      response: voucherBatchIssued,
    },
    ({ who, body }) => batches.issue(who.tenant, body, who.audit),
  );

  adminRoute(
    app,
    {
      method: 'GET',
      url: '/api/admin/voucher-batches',
      roles: ROLES,
      summary: 'The batches issued, newest first, with their issued, claimed and used counts',
      query: pageQuery,
      response: page(voucherBatch),
    },
    ({ who, query }) => batches.page(who.tenant, query.page, query.size),
  );

  adminRoute(
    app,
    {
      method: 'GET',
      url: '/api/admin/voucher-batches/:batchId/export',
      roles: ROLES,
      summary: 'A batch’s codes as CSV: code, value, expiry, status, claimed at',
      params: voucherBatchParams,
    },
    async ({ who, params, reply }) => {
      const { codes } = await batches.codes(who.tenant, params.batchId);
      const rows = codes.map((c) => [
        c.code,
        c.value.toFixed(2),
        c.expiresAt,
        c.status,
        c.claimedAt,
      ]);
      return reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="voucher-batch-${params.batchId}.csv"`)
        .header('cache-control', 'no-store')
        .send(csv(['code', 'value', 'expiry', 'status', 'claimed at'], rows));
    },
  );

  adminRoute(
    app,
    {
      method: 'POST',
      url: '/api/admin/voucher-batches/:batchId/void',
      roles: ROLES,
      summary: 'Void the codes of a batch nobody has claimed (claimed codes stay)',
      params: voucherBatchParams,
      response: voucherBatchVoided,
    },
    ({ who, params }) => batches.voidUnclaimed(who.tenant, params.batchId, who.audit),
  );
}
