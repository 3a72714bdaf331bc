import { staffMe, staffSetPasswordRequest } from '@loyalty/contract/admin';
import type { FastifyInstance } from 'fastify';
import { LIMITS } from '../../lib/limits';
import { publicAdminRoute } from './admin-route';
import { acceptInvitation } from './invitations.service';
import { startStaffSession } from './principal';
import { hostTenant, meOf } from './session.routes';

/** The link an invited member follows: it sets their password and signs them in. */
export function invitationsRoutes(app: FastifyInstance): void {
  publicAdminRoute(
    app,
    {
      method: 'POST',
      url: '/api/admin/invitations/accept',
      summary: 'Join from an invitation: set the password (and name) and sign in',
      body: staffSetPasswordRequest,
      response: staffMe,
    },
    async ({ request, reply, body }) => {
      await app.rateLimiter.hit(LIMITS.passwordChangePerIp, request.ip);
      const tenant = await hostTenant(app, request.host);
      const deps = { db: app.db, now: app.now };
      const member = await acceptInvitation(deps, tenant, body, request.ip);
      await startStaffSession(app, request, reply, { id: member.id, tenantId: tenant.id });
      return meOf(member, tenant);
    },
  );
}
