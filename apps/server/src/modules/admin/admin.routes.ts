import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { auditLogRoutes } from './audit-log.routes';
import { billsAdminRoutes } from './bills.routes';
import { contentAdminRoutes } from './content.routes';
import { customerActionsAdminRoutes } from './customers-actions.routes';
import { customersAdminRoutes } from './customers.routes';
import { feedbackAdminRoutes } from './feedback.routes';
import { invitationsRoutes } from './invitations.routes';
import { keysRoutes } from './keys.routes';
import { reportsAdminRoutes } from './reports.routes';
import { resetRoutes } from './reset.routes';
import { sessionRoutes } from './session.routes';
import { settingsAdminRoutes } from './settings.routes';
import { tillAdminRoutes } from './till.routes';
import { staffMembersRoutes } from './staff-members.routes';
import { totpRoutes } from './totp.routes';
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
    tillAdminRoutes(app);
    voucherBatchesAdminRoutes(app);
    settingsAdminRoutes(app);
    feedbackAdminRoutes(app);
    reportsAdminRoutes(app);
    contentAdminRoutes(app);
    totpRoutes(app);
    resetRoutes(app);
    staffMembersRoutes(app);
    invitationsRoutes(app);
    keysRoutes(app);
    auditLogRoutes(app);
  },
  { name: 'admin-api' },
);
