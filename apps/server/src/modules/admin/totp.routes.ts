import {
  staffDone,
  totpConfirmRequest,
  totpEnrolment,
  totpRemoveRequest,
} from '@loyalty/contract/admin';
import type { FastifyInstance } from 'fastify';
import { unauthorized } from '../../lib/errors';
import type { Limit } from '../../lib/limits';
import { adminRoute } from './admin-route';
import type { AdminPrincipal } from './principal';
import { totpService } from './totp.service';

/** Codes and passwords tried by one member while signed in (confirming, removing). */
const TOTP_TRIES: Limit = { name: 'totp-tries', max: 10, windowMs: 15 * 60_000 };
const SECOND_FACTOR = ['owner', 'manager'] as const;

function memberOf(who: AdminPrincipal) {
  if (who.staffId === null) throw unauthorized();
  return { tenantId: who.tenant.id, staffId: who.staffId };
}

/** The signed-in member's second factor (TOTP); cashiers have none. */
export function totpRoutes(app: FastifyInstance): void {
  const service = () => totpService({ db: app.db, now: app.now });

  adminRoute(
    app,
    {
      method: 'POST',
      url: '/api/admin/me/totp',
      roles: SECOND_FACTOR,
      summary: 'Start two-step sign-in: a new secret and its otpauth URI, until a code confirms it',
      response: totpEnrolment,
    },
    async ({ who }) => service().enrol(memberOf(who), who.tenant.displayName, who.audit),
  );

  adminRoute(
    app,
    {
      method: 'POST',
      url: '/api/admin/me/totp/confirm',
      roles: SECOND_FACTOR,
      summary: 'Turn two-step sign-in on with a current code of the offered secret',
      body: totpConfirmRequest,
      response: staffDone,
    },
    async ({ who, body }) => {
      const m = memberOf(who);
      await app.rateLimiter.hit(TOTP_TRIES, String(m.staffId));
      await service().confirm(m, body.code, who.audit);
      return { STATUS: true as const, MESSAGE: 'Two-step sign-in is on.' };
    },
  );

  adminRoute(
    app,
    {
      method: 'DELETE',
      url: '/api/admin/me/totp',
      roles: SECOND_FACTOR,
      summary: 'Turn two-step sign-in off (with the password or a current code)',
      body: totpRemoveRequest,
      response: staffDone,
    },
    async ({ who, body }) => {
      const m = memberOf(who);
      await app.rateLimiter.hit(TOTP_TRIES, String(m.staffId));
      await service().remove(m, body, who.audit);
      return { STATUS: true as const, MESSAGE: 'Two-step sign-in is off.' };
    },
  );
}
