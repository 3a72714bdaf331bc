import { setTimeout as sleep } from 'node:timers/promises';
import { staffDone, staffResetComplete, staffResetRequest } from '@loyalty/contract/admin';
import type { FastifyInstance } from 'fastify';
import { LIMITS } from '../../lib/limits';
import { publicAdminRoute } from './admin-route';
import { RESET_REQUESTS, staffResetService } from './reset.service';
import { hostTenant } from './session.routes';

/**
 * A reset request answers no sooner than this after it began: a known address costs a link
 * and a mail written, an unknown one nothing, and the answer time must not tell them apart.
 */
export const RESET_MIN_MS = 100;
const SENT = 'If the address belongs to a member of this programme, a reset link is on its way.';

/** Password reset by a link mailed to the member. */
export function resetRoutes(app: FastifyInstance): void {
  const service = () =>
    staffResetService({
      db: app.db,
      now: app.now,
      mailer: app.mailer,
      rateLimiter: app.rateLimiter,
    });

  publicAdminRoute(
    app,
    {
      method: 'POST',
      url: '/api/admin/password-reset',
      summary:
        'Mail a password reset link to a staff member (the answer is the same for any address)',
      body: staffResetRequest,
      response: staffDone,
    },
    async ({ request, body }) => {
      const started = performance.now();
      await app.rateLimiter.hit(RESET_REQUESTS, request.ip);
      const tenant = await hostTenant(app, request.host);
      await service().request(tenant, body.email, app.publicOrigin(request));
      await sleep(Math.max(0, RESET_MIN_MS - (performance.now() - started)));
      return { STATUS: true as const, MESSAGE: SENT };
    },
  );

  publicAdminRoute(
    app,
    {
      method: 'POST',
      url: '/api/admin/password-reset/complete',
      summary: "Set a new password with a reset link's token; ends the member's sessions",
      body: staffResetComplete,
      response: staffDone,
    },
    async ({ request, body }) => {
      await app.rateLimiter.hit(LIMITS.passwordChangePerIp, request.ip);
      const tenant = await hostTenant(app, request.host);
      await service().complete(tenant, body.token, body.password, request.ip);
      return { STATUS: true as const, MESSAGE: 'Your password is set. Sign in with it.' };
    },
  );
}
