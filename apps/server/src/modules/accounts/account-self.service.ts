import type { Kysely } from 'kysely';
import type { Database } from '../../db/database';
import type { Clock } from '../../lib/clock';
import { AppError } from '../../lib/errors';
import type { RateLimiter } from '../../lib/limits';
import { LIMITS } from '../../lib/limits';
import type { Mailer } from '../../lib/mailer';
import { hashPassword, verifyPassword } from '../../lib/passwords';
import { fileUrl } from '../../lib/urls';
import type { Tenant } from '../settings/tenants.repository';
import { accountDeletedMail, passwordChangedMail } from './account-self-mail';
import { loginAccount } from './accounts.service';
import type { customerStandingService } from './customer-standing.service';
import { customersRepository, type CustomerRow } from './customers.repository';
import { SIGN_UP_MESSAGES } from './sign-up-rules';
import { mailLanguage, programmeIn } from './mail-language';

export const WRONG_CURRENT_PASSWORD = 'Your current password is not right.';
export const WRONG_PASSWORD = 'That password is not right.';
export const SAME_PASSWORD = 'Choose a new password that differs from the current one.';
export const PASSWORD_CHANGED_IN_APP = 'Your password was changed. Other devices were signed out.';
export const ACCOUNT_DELETED = 'Your account was deleted.';

/** The answer of a check the customer may get wrong: a refusal to show, or the row. */
export type Checked = { ok: true; row: CustomerRow } | { ok: false; message: string };

export interface AccountSelfDeps {
  db: Kysely<Database>;
  now: Clock;
  mailer: Mailer;
  rateLimiter: RateLimiter;
  standing: ReturnType<typeof customerStandingService>;
  /** Throws the sign-in lock's 429 (with Retry-After) for the request. */
  locked(retryAfterSeconds: number): Error;
}

/**
 * What a signed-in member does to their own account (docs/decisions/022-member-account.md):
 * change the password, delete the account. Each asks for the password, and a wrong one counts
 * toward the sign-in lockout exactly as a failed sign-in does.
 */
export function accountSelfService(deps: AccountSelfDeps) {
  const customers = customersRepository(deps.db);

  /** The customer when `password` is theirs; a wrong one is counted like a failed sign-in. */
  async function confirmPassword(
    customerId: number,
    ip: string,
    password: string,
    wrong: string,
  ): Promise<Checked> {
    const account = loginAccount(customerId);
    const pair = await deps.rateLimiter.take(
      LIMITS.loginFailuresPerAccountAndIp,
      `${account}:${ip}`,
    );
    if (!pair.ok) throw deps.locked(pair.retryAfterSeconds);
    const total = await deps.rateLimiter.take(LIMITS.loginFailuresPerAccount, account);
    if (!total.ok) {
      await pair.release();
      throw deps.locked(total.retryAfterSeconds);
    }
    const row = await customers.findById(customerId);
    if (!row || row.erased_at !== null || !(await verifyPassword(row.password_hash, password))) {
      return { ok: false, message: wrong };
    }
    await pair.release();
    await total.release();
    return { ok: true, row };
  }

  const brand = (tenant: Tenant, origin: string, row: CustomerRow) => ({
    language: mailLanguage(row.language),
    programme: programmeIn(tenant, mailLanguage(row.language)),
    logoUrl: fileUrl(origin, tenant.footerLogoUrl),
    customerName: row.first_name,
  });

  return {
    async changePassword(
      tenant: Tenant,
      customerId: number,
      input: { current: string; next: string; ip: string; origin: string },
      endOthers: () => Promise<void>,
    ): Promise<Checked> {
      // The sign-up's rule, checked before the current password so a weak choice costs no try.
      if (input.next.length <= 3) {
        throw new AppError(400, 'WEAK_PASSWORD', SIGN_UP_MESSAGES.password);
      }
      if (input.next === input.current) throw new AppError(400, 'SAME_PASSWORD', SAME_PASSWORD);
      const checked = await confirmPassword(
        customerId,
        input.ip,
        input.current,
        WRONG_CURRENT_PASSWORD,
      );
      if (!checked.ok) return checked;
      const at = deps.now();
      await customers.updatePassword(customerId, await hashPassword(input.next), at.toISOString());
      await endOthers();
      await deps.mailer.send({
        tenantId: tenant.id,
        to: checked.row.email,
        fromName: tenant.displayName,
        ...passwordChangedMail({ ...brand(tenant, input.origin, checked.row), at }),
      });
      return checked;
    },

    /**
     * Erases the account with the console's own rule (docs/decisions/018-erasure.md), then
     * mails the address it had: the mail is queued after the erasure, which clears the mails
     * queued to that address before.
     */
    async deleteAccount(
      tenant: Tenant,
      customerId: number,
      input: { password: string; ip: string; origin: string },
    ): Promise<Checked> {
      const checked = await confirmPassword(customerId, input.ip, input.password, WRONG_PASSWORD);
      if (!checked.ok) return checked;
      const at = deps.now();
      await deps.standing.erase(
        tenant,
        customerId,
        'Deleted by the customer in the app',
        'customer',
      );
      await deps.mailer.send({
        tenantId: tenant.id,
        to: checked.row.email,
        fromName: tenant.displayName,
        ...accountDeletedMail({ ...brand(tenant, input.origin, checked.row), at }),
      });
      return checked;
    },
  };
}
