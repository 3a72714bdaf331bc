import { registry } from '@loyalty/contract';
import type { FastifyInstance } from 'fastify';
import { loginLocked } from './login-lock';
import { LIMITS } from '../../lib/limits';
import { ACCOUNT_BLOCKED, LOGIN_FAILED, SIGN_UP_OK, accountsService } from './accounts.service';
import { signedInUser } from './signed-in-user';

/** Sign-in, sign-up and sign-out. */
export async function accountsRoutes(app: FastifyInstance): Promise<void> {
  const accounts = accountsService(app.db, app.now);

  app.call(
    registry.LoyLogin,
    { limits: [LIMITS.loginPerIp] },
    async ({ data, tenant, request, reply }) => {
      const t = await tenant();
      const login = data.DATA;
      const { row, account } = await accounts.findLogin(t, login);
      // A try is counted before the password is checked, so a burst cannot slip past the
      // limits, and given back when the password was right: only failures count, and a
      // customer who signs in often is never locked out.
      const pair = await app.rateLimiter.take(
        LIMITS.loginFailuresPerAccountAndIp,
        `${account}:${request.ip}`,
      );
      if (!pair.ok) throw loginLocked(reply, pair.retryAfterSeconds);
      const total = await app.rateLimiter.take(LIMITS.loginFailuresPerAccount, account);
      if (!total.ok) {
        await pair.release();
        throw loginLocked(reply, total.retryAfterSeconds);
      }
      const customer = await accounts.checkPassword(row, login.PWORD);
      if (!customer) return { STATUS: false, MESSAGE: LOGIN_FAILED };
      await pair.release();
      await total.release();
      // Told only with the right password, so the answer reveals nothing to a guesser.
      if (customer.blocked_at !== null) return { STATUS: false, MESSAGE: ACCOUNT_BLOCKED };
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
