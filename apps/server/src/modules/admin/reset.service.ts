import type { Kysely } from 'kysely';
import type { Database } from '../../db/database';
import { addMinutes } from '../../lib/clock';
import { LIMITS, type Limit, type RateLimiter } from '../../lib/limits';
import type { Mailer } from '../../lib/mailer';
import { hashPassword } from '../../lib/passwords';
import { randomToken, sha256 } from '../../lib/tokens';
import { inTransaction } from '../../ledger/transaction';
import { Refusal } from '../../ledger/refusal';
import { recordAudit, type AuditContext } from '../audit/audit';
import type { Tenant } from '../settings/tenants.repository';
import { sendResetMail } from './staff-mail';
import { staffLinksRepository } from './staff-links.repository';
import { staffMembersRepository } from './staff-members.repository';
import { staffRepository, type StaffRow } from './staff.repository';

export const RESET_MINUTES = 60;
/** Reset mails one account may be sent; past it the answer is the same and no mail goes. */
export const RESET_MAILS: Limit = { name: 'staff-reset-mail', max: 3, windowMs: 60 * 60_000 };
/** Reset requests from one address, whatever the accounts. */
export const RESET_REQUESTS: Limit = { name: 'staff-reset-ip', max: 10, windowMs: 15 * 60_000 };

export const LINK_INVALID = 'This link is not valid any more. Ask for a new one.';

/** The sign-in lockout's subject for a member (session.routes counts failures under it). */
export const staffAccount = (tenantId: number, email: string) => `staff:${tenantId}:${email}`;

/** Lifts a member's sign-in lock: every address's count and the account's own. */
export async function clearStaffLock(
  rateLimiter: RateLimiter,
  tenantId: number,
  email: string,
): Promise<void> {
  const account = staffAccount(tenantId, email);
  await rateLimiter.forget(LIMITS.loginFailuresPerAccountAndIp, `${account}:`);
  await rateLimiter.forget(LIMITS.loginFailuresPerAccount, account);
}

/** The member acting on a link mailed to them, as the audit log names them. */
export function memberActor(member: StaffRow, clientAddress: string): AuditContext {
  return {
    actor: { kind: 'staff', id: member.id, name: member.email, role: member.role },
    clientAddress,
  };
}

export interface ResetDeps {
  db: Kysely<Database>;
  now: () => Date;
  mailer: Mailer;
  rateLimiter: RateLimiter;
}

/** A staff member's password reset by a link mailed to them. */
export function staffResetService(deps: ResetDeps) {
  const { db, now } = deps;

  return {
    /** Mails a reset link to an active member; anyone else gets the same answer and no mail. */
    async request(tenant: Tenant, email: string, origin: string): Promise<void> {
      const claim = await deps.rateLimiter.take(RESET_MAILS, `${tenant.id}:${email}`);
      if (!claim.ok) return;
      const member = await staffRepository(db).findByEmail(tenant.id, email);
      if (!member || member.active !== 1) return;
      const token = randomToken();
      const at = now();
      await staffLinksRepository(db).insert({
        token_hash: sha256(token),
        staff_id: member.id,
        purpose: 'reset',
        created_at: at.toISOString(),
        expires_at: addMinutes(at, RESET_MINUTES).toISOString(),
      });
      const mail = { tenant, origin, to: member.email, name: member.name, token };
      await sendResetMail(deps.mailer, mail, RESET_MINUTES);
    },

    /**
     * Sets the new password of the link's member, once. A reset by mail proves the member:
     * it ends their sessions and lifts their sign-in lock.
     */
    async complete(tenant: Tenant, token: string, password: string, ip: string): Promise<void> {
      const hash = await hashPassword(password);
      const at = now();
      const member = await inTransaction(db, async (trx) => {
        const links = staffLinksRepository(trx);
        const staffId = await links.consume(sha256(token), 'reset', tenant.id, at.toISOString());
        const found =
          staffId === undefined
            ? undefined
            : await staffRepository(trx).findById(tenant.id, staffId);
        if (!found) throw new Refusal('LINK_INVALID', LINK_INVALID);
        const members = staffMembersRepository(trx);
        await members.setPassword(found.id, hash, at.toISOString());
        await members.deleteSessionsOf(found.id);
        await links.deleteFor(found.id, 'reset');
        await recordAudit(
          trx,
          tenant.id,
          memberActor(found, ip),
          {
            action: 'staff.password.reset',
            entity: 'staff',
            entityId: found.id,
            after: { password: 'changed' },
          },
          at,
        );
        return found;
      });
      await clearStaffLock(deps.rateLimiter, tenant.id, member.email);
    },
  };
}
