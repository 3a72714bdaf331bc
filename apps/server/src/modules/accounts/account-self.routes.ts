import { registry } from '@loyalty/contract';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { LIMITS } from '../../lib/limits';
import {
  ACCOUNT_DELETED,
  PASSWORD_CHANGED_IN_APP,
  accountSelfService,
} from './account-self.service';
import { customerStandingService } from './customer-standing.service';
import { loginLocked } from './login-lock';

/** The signed-in member's own account, ours: change the password, delete the account. */
export async function accountSelfRoutes(app: FastifyInstance): Promise<void> {
  const standing = customerStandingService({
    db: app.db,
    dialect: app.dialect,
    now: app.now,
    filesDir: path.join(app.config.dataDir, 'files'),
  });
  const service = (locked: (seconds: number) => Error) =>
    accountSelfService({
      db: app.db,
      now: app.now,
      mailer: app.mailer,
      rateLimiter: app.rateLimiter,
      standing,
      locked,
    });

  app.call(
    registry.OurChangePassword,
    { limits: [LIMITS.passwordChangePerIp] },
    async ({ data, me, tenant, request, reply }) => {
      const customer = me();
      const result = await service((s) => loginLocked(reply, s)).changePassword(
        await tenant(),
        customer.customerId,
        {
          current: data.DATA.CURRENT_PASSWORD,
          next: data.DATA.NEW_PASSWORD,
          ip: request.ip,
          origin: app.publicOrigin(request),
        },
        () => app.sessions.endOthers(customer.customerId, request),
      );
      return result.ok
        ? { STATUS: true, MESSAGE: PASSWORD_CHANGED_IN_APP }
        : { STATUS: false, MESSAGE: result.message };
    },
  );

  app.call(
    registry.OurDeleteAccount,
    { limits: [LIMITS.passwordChangePerIp] },
    async ({ data, me, tenant, request, reply }) => {
      const customer = me();
      const result = await service((s) => loginLocked(reply, s)).deleteAccount(
        await tenant(),
        customer.customerId,
        { password: data.DATA.PASSWORD, ip: request.ip, origin: app.publicOrigin(request) },
      );
      if (!result.ok) return { STATUS: false, MESSAGE: result.message };
      // The erasure ended every session, this one too: the cookie goes with it.
      await app.sessions.end(request, reply);
      return { STATUS: true, MESSAGE: ACCOUNT_DELETED };
    },
  );
}
