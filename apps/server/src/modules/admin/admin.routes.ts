import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { sessionRoutes } from './session.routes';
import { totpRoutes } from './totp.routes';

/**
 * The admin API under /api/admin/: the retailer's console and back-office tools. Every route
 * is declared through `adminRoute`, so the catalogue lists each with the roles it allows.
 */
export const adminRoutes = fp(
  async (app: FastifyInstance) => {
    app.decorate('adminCatalogue', []);
    sessionRoutes(app);
    totpRoutes(app);
  },
  { name: 'admin-api' },
);
