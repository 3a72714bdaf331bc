import {
  adjustPointsRequest,
  adjustPointsResponse,
  customerActionRequest,
  customerParams,
  customerStateResponse,
} from '@loyalty/contract/admin';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { idempotencyKey } from '../../ledger/idempotency';
import { customerStandingService } from '../accounts/customer-standing.service';
import { pointsService } from '../points/points.service';
import { adminRoute } from './admin-route';
import { adminCustomersService } from './customers.service';

/** The console's changes to a customer: adjust points, block, unblock, erase. */
export function customerActionsAdminRoutes(app: FastifyInstance): void {
  const deps = { db: app.db, dialect: app.dialect, now: app.now };
  const customers = adminCustomersService(deps);
  const points = pointsService(deps);
  const standing = customerStandingService({
    ...deps,
    filesDir: path.join(app.config.dataDir, 'files'),
  });
  const params = customerParams;
  const body = customerActionRequest;

  adminRoute(
    app,
    {
      method: 'POST',
      url: '/api/admin/customers/:customerId/adjust',
      roles: ['owner', 'manager'],
      summary: "Adjust a customer's points with a reason (Idempotency-Key honoured)",
      params,
      body: adjustPointsRequest,
      response: adjustPointsResponse,
    },
    async ({ who, params, body, request }) => {
      const key = idempotencyKey(request);
      const customer = await customers.customer(who.tenant, params.customerId);
      return points.adjust(customer, who.tenant, body.points, body.reason, who.audit, key);
    },
  );

  adminRoute(
    app,
    {
      method: 'POST',
      url: '/api/admin/customers/:customerId/block',
      roles: ['owner', 'manager'],
      summary: 'Block a customer from signing in (their sessions end)',
      params,
      body,
      response: customerStateResponse,
    },
    ({ who, params, body }) =>
      standing.block(who.tenant, params.customerId, body.reason, who.audit),
  );

  adminRoute(
    app,
    {
      method: 'POST',
      url: '/api/admin/customers/:customerId/unblock',
      roles: ['owner', 'manager'],
      summary: 'Let a blocked customer sign in again',
      params,
      body,
      response: customerStateResponse,
    },
    ({ who, params, body }) =>
      standing.unblock(who.tenant, params.customerId, body.reason, who.audit),
  );

  adminRoute(
    app,
    {
      method: 'POST',
      url: '/api/admin/customers/:customerId/erase',
      roles: ['owner'],
      summary: "Erase a customer's personal data on request; the ledger stays, anonymised",
      params,
      body,
      response: customerStateResponse,
    },
    async ({ who, params, body }) => {
      const { customerId, blocked, erased } = await standing.erase(
        who.tenant,
        params.customerId,
        body.reason,
        who.audit,
      );
      return { customerId, blocked, erased };
    },
  );
}
