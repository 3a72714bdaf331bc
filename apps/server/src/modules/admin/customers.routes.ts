import {
  customerDetail,
  customerExport as customerExportSchema,
  customerPage,
  customerParams,
  customerSearchQuery,
  ledgerPage,
  pageQuery,
} from '@loyalty/contract/admin';
import type { FastifyInstance } from 'fastify';
import { adminRoute } from './admin-route';
import { customerExport } from './customers-export';
import { adminCustomersService } from './customers.service';

/** The console's customer reads: search, a customer's page, their ledger and an export. */
export function customersAdminRoutes(app: FastifyInstance): void {
  const deps = { db: app.db, dialect: app.dialect, now: app.now };
  const customers = adminCustomersService(deps);

  adminRoute(
    app,
    {
      method: 'GET',
      url: '/api/admin/customers',
      roles: ['owner', 'manager', 'cashier'],
      summary: 'Search customers by a prefix of a name, e-mail, mobile, card number or code',
      query: customerSearchQuery,
      response: customerPage,
    },
    ({ who, query }) => customers.search(who.tenant, query.q ?? '', query.page, query.size),
  );

  adminRoute(
    app,
    {
      method: 'GET',
      url: '/api/admin/customers/:customerId',
      roles: ['owner', 'manager', 'cashier'],
      summary: "A customer's profile, balance, tier, vouchers and recent bills",
      params: customerParams,
      response: customerDetail,
    },
    ({ who, params }) => customers.detail(who.tenant, params.customerId),
  );

  adminRoute(
    app,
    {
      method: 'GET',
      url: '/api/admin/customers/:customerId/ledger',
      roles: ['owner', 'manager'],
      summary: "A customer's ledger, newest first, with the balance after each entry",
      params: customerParams,
      query: pageQuery,
      response: ledgerPage,
    },
    ({ who, params, query }) =>
      customers.ledger(who.tenant, params.customerId, query.page, query.size),
  );

  adminRoute(
    app,
    {
      method: 'GET',
      url: '/api/admin/customers/:customerId/export',
      roles: ['owner', 'manager'],
      summary: 'Everything held about a customer, as a JSON download',
      params: customerParams,
      response: customerExportSchema,
    },
    async ({ who, params, reply }) => {
      const data = await customerExport(deps, who.tenant, params.customerId);
      void reply
        .header('content-disposition', `attachment; filename="customer-${params.customerId}.json"`)
        .header('cache-control', 'no-store');
      return data;
    },
  );
}
