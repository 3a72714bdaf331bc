import { staffMe, staffSignInRequest, type StaffMe } from '@loyalty/contract/admin';
import type { FastifyInstance } from 'fastify';
import { AppError, unauthorized } from '../../lib/errors';
import { LIMITS } from '../../lib/limits';
import { verifyAgainstDummy, verifyPassword } from '../../lib/passwords';
import { subDomainOfHost } from '../../lib/sub-domain';
import { loginLocked } from '../accounts/login-lock';
import type { Tenant } from '../settings/tenants.repository';
import { adminRoute, publicAdminRoute } from './admin-route';
import { endStaffSession, startStaffSession, type AdminPrincipal } from './principal';
import { staffRepository, type StaffRow } from './staff.repository';
import { staffAccount } from './reset.service';
import { acceptTotp, WRONG_CODE } from './totp.service';

const SIGN_IN_FAILED = 'The e-mail or password is not right.';
// The console asks for the code when the answer names the `totp` field.
const TOTP_REQUIRED = 'Enter the 6-digit code from your authenticator app to sign in.';

export function meOf(
  member: Pick<StaffRow, 'id' | 'email' | 'name' | 'role' | 'totp_secret'>,
  tenant: Tenant,
): StaffMe {
  return {
    id: member.id,
    email: member.email,
    name: member.name,
    role: member.role,
    totp: member.totp_secret !== '',
    programme: { clientId: tenant.clientId, name: tenant.displayName },
  };
}

/** The programme of the host the console is served on (one programme per sub-domain). */
export async function hostTenant(app: FastifyInstance, host: string): Promise<Tenant> {
  const tenant = await app.tenants.findBySubDomain(subDomainOfHost(host));
  if (!tenant)
    throw new AppError(404, 'UNKNOWN_PROGRAMME', 'There is no programme at this address.');
  return tenant;
}

/** Sign-in, sign-out and the signed-in member. */
export function sessionRoutes(app: FastifyInstance): void {
  const repo = staffRepository(app.db);

  publicAdminRoute(
    app,
    {
      method: 'POST',
      url: '/api/admin/session',
      summary: 'Sign in a staff member (sets the admin session cookie)',
      body: staffSignInRequest,
      response: staffMe,
    },
    async ({ request, reply, body }) => {
      await app.rateLimiter.hit(LIMITS.loginPerIp, request.ip);
      const tenant = await hostTenant(app, request.host);
      const member = await repo.findByEmail(tenant.id, body.email);
      const account = staffAccount(tenant.id, body.email);
      // Counted before the check and given back on success, as for customers: only failures count.
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
      const ok =
        member && member.active === 1 && member.password_hash !== ''
          ? await verifyPassword(member.password_hash, body.password)
          : await verifyAgainstDummy(body.password);
      if (!ok || !member) throw new AppError(401, 'SIGN_IN_FAILED', SIGN_IN_FAILED);
      if (member.totp_secret !== '') {
        if (body.totp === undefined) {
          // The password was right: asking for the code is not a failure.
          await pair.release();
          await total.release();
          throw new AppError(401, 'TOTP_REQUIRED', TOTP_REQUIRED, { totp: TOTP_REQUIRED });
        }
        if (!(await acceptTotp(app.db, app.now(), member.id, member.totp_secret, body.totp)))
          throw new AppError(401, 'TOTP_FAILED', WRONG_CODE, { totp: WRONG_CODE });
      }
      await pair.release();
      await total.release();
      await startStaffSession(app, request, reply, { id: member.id, tenantId: tenant.id });
      return meOf(member, tenant);
    },
  );

  adminRoute(
    app,
    {
      method: 'DELETE',
      url: '/api/admin/session',
      roles: ['owner', 'manager', 'cashier'],
      summary: 'Sign out',
    },
    async ({ request, reply }) => {
      await endStaffSession(app, request, reply);
      return { STATUS: true };
    },
  );

  adminRoute(
    app,
    {
      method: 'GET',
      url: '/api/admin/me',
      roles: ['owner', 'manager', 'cashier'],
      summary: 'The signed-in staff member',
      response: staffMe,
    },
    async ({ who }) => me(who),
  );

  async function me(who: AdminPrincipal): Promise<StaffMe> {
    const member =
      who.staffId === null ? undefined : await repo.findById(who.tenant.id, who.staffId);
    if (!member) throw unauthorized();
    return meOf(member, who.tenant);
  }
}
