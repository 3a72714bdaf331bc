import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { billsAdminRoutes } from './bills.routes';
import { customerActionsAdminRoutes } from './customers-actions.routes';
import { customersAdminRoutes } from './customers.routes';
import { contentAdminRoutes } from './content.routes';
import { feedbackAdminRoutes } from './feedback.routes';
import { sessionRoutes } from './session.routes';
import { settingsAdminRoutes } from './settings.routes';
import { voucherBatchesAdminRoutes } from './voucher-batches.routes';

/**
 * The admin API under /api/admin/: the retailer's console and back-office tools. Every route
 * is declared through `adminRoute`, so the catalogue lists each with the roles it allows.
 */
export const adminRoutes = fp(
  async (app: FastifyInstance) => {
    app.decorate('adminCatalogue', []);
    sessionRoutes(app);
    customersAdminRoutes(app);
    customerActionsAdminRoutes(app);
    billsAdminRoutes(app);
    voucherBatchesAdminRoutes(app);
    settingsAdminRoutes(app);
    feedbackAdminRoutes(app);
    contentAdminRoutes(app);
  },
  { name: 'admin-api' },
);
