import { registry } from '@loyalty/contract';
import type { FastifyInstance } from 'fastify';
import { normalizeEmail, normalizeMobile } from '../../lib/normalize';
import { LIMITS } from '../../plugins/limits';
import { LOGIN_FAILED, SIGN_UP_OK, accountsService } from './accounts.service';
import { signedInUser } from './customer-answer';

/** Sign-in, sign-up and sign-out. */
export async function accountsRoutes(app: FastifyInstance): Promise<void> {
  const accounts = accountsService(app.db, app.now);

  app.call(
    registry.LoyLogin,
    { limits: [LIMITS.loginPerIp] },
    async ({ data, tenant, request, reply }) => {
      const t = await tenant();
      const login = data.DATA;
      const account =
        login.TYPE_NAME === 'EMAIL'
          ? normalizeEmail(login.USERNAME)
          : normalizeMobile(login.USERNAME);
      // Only failures count against the account, so a customer who signs in often is never
      // locked out, while guessing stops after a few tries.
      const subject = `${t.id}:${account}`;
      await app.rateLimiter.check(LIMITS.loginFailuresPerAccount, subject);
      const customer = await accounts.login(t, login);
      if (!customer) {
        await app.rateLimiter.hit(LIMITS.loginFailuresPerAccount, subject);
        return { STATUS: false, MESSAGE: LOGIN_FAILED };
      }
      await app.sessions.start(request, reply, { id: customer.id, tenantId: t.id });
      return {
        STATUS: true,
        MESSAGE: 'Successfully logged in',
        DATA: signedInUser(customer, app.publicOrigin(request)),
      };
    },
  );

  app.call(
    registry.LoyCreateCustomer,
    { limits: [LIMITS.signUpPerIp] },
    async ({ data, tenant }) => {
      const result = await accounts.signUp(await tenant(), data.DATA);
      return result.ok
        ? { STATUS: true, MESSAGE: SIGN_UP_OK }
        : { STATUS: false, MESSAGE: result.message };
    },
  );

  app.call(registry.Logout, { limits: [LIMITS.writePerIp] }, async ({ request, reply }) => {
    await app.sessions.end(request, reply);
    return { STATUS: true, MESSAGE: 'Signed out' };
  });
}
