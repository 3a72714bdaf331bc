import type { Kysely } from 'kysely';
import type { Database } from '../../db/database';
import { addMinutes, type Clock } from '../../lib/clock';
import { AppError } from '../../lib/errors';
import type { Mailer } from '../../lib/mailer';
import { normalizeEmail } from '../../lib/normalize';
import { hashPassword } from '../../lib/passwords';
import { hmacSha256, randomDigits, randomToken, sameDigest, sha256 } from '../../lib/tokens';
import { fileUrl } from '../../lib/urls';
import type { RateLimiter } from '../../lib/limits';
import { LIMITS } from '../../lib/limits';
import type { Tenant } from '../settings/tenants.repository';
import type { CustomerRow } from './customers.repository';
import { customersRepository } from './customers.repository';
import { clearLoginLock } from './login-lock';
import { otpMail } from './otp-mail';
import { otpsRepository } from './otps.repository';
import { resetGrantsRepository, resetTriesRepository } from './reset-guards.repository';
import { resetLockedMail } from './reset-locked-mail';
import { SIGN_UP_MESSAGES } from './sign-up-rules';
import { mailLanguage, programmeIn } from './mail-language';

export const OTP_MINUTES = 10;
export const OTP_TRIES = 5;
/** Code tries of one account per period, whatever the number of codes it was sent. */
export const RESET_TRIES = 10;
export const RESET_PERIOD_MINUTES = 24 * 60;
/** How long the grant of a verified code lets its client set a new password. */
export const GRANT_MINUTES = 10;
export const OTP_SENT = 'OTP sent to your email address.';
export const OTP_VERIFIED = 'OTP verified successfully.';
// One message for a wrong, expired, used-up or never-sent code and for a locked account, so
// the answers cannot tell a registered e-mail from an unknown one, nor a locked one.
export const OTP_INVALID = 'Invalid or expired OTP.';
export const VERIFY_FIRST = 'Please verify the OTP sent to your email first.';
export const PASSWORD_CHANGED = 'Password reset successfully';

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export type SendResult = { ok: true } | { ok: false; message: string };
export type VerifyResult = { ok: true; grant: string } | { ok: false };

export interface PasswordResetDeps {
  db: Kysely<Database>;
  now: Clock;
  mailer: Mailer;
  rateLimiter: RateLimiter;
  /** The key of the stored codes' HMAC: a database dump alone does not give a code away. */
  secretKey: string;
  /** Ends the customer's sessions other than the caller's own. */
  endOtherSessions(customerId: number): Promise<void>;
}

export function passwordResetService(deps: PasswordResetDeps) {
  const { db, now, mailer } = deps;
  const customers = customersRepository(db);
  const otps = otpsRepository(db);
  const grants = resetGrantsRepository(db);
  const tries = resetTriesRepository(db);

  // Four digits are 10,000 codes: a keyed hash, not a salted one, or a dump of the table
  // would give each live code away in at most 10,000 hashes.
  const hashCode = (tenantId: number, email: string, code: string) =>
    hmacSha256(deps.secretKey, `${tenantId}\n${email}\n${code}`);
  const periodStart = (at: Date) => addMinutes(at, -RESET_PERIOD_MINUTES).toISOString();

  /** When the account's resets open again, if its tries of the period are used up. */
  async function lockedUntil(tenantId: number, email: string, at: Date): Promise<Date | undefined> {
    const times = await tries.since(tenantId, email, periodStart(at));
    const oldestCounted = times[times.length - RESET_TRIES];
    return oldestCounted === undefined
      ? undefined
      : addMinutes(new Date(oldestCounted), RESET_PERIOD_MINUTES);
  }

  /** Tells the owner that resets are locked, once a day at most. */
  async function tellLocked(tenant: Tenant, customer: CustomerRow, until: Date, origin: string) {
    const claim = await deps.rateLimiter.take(
      LIMITS.resetLockMailPerAccount,
      `${tenant.id}:${customer.email}`,
    );
    if (!claim.ok) return;
    await mailer.send({
      tenantId: tenant.id,
      to: customer.email,
      fromName: tenant.displayName,
      ...resetLockedMail({
        language: mailLanguage(customer.language),
        programme: programmeIn(tenant, mailLanguage(customer.language)),
        logoUrl: fileUrl(origin, tenant.footerLogoUrl),
        customerName: customer.first_name,
        until,
      }),
    });
  }

  async function tellIfLocked(tenant: Tenant, email: string, at: Date, origin: string) {
    const until = await lockedUntil(tenant.id, email, at);
    const customer = until && (await customers.findByEmail(tenant.id, email));
    if (until && customer) await tellLocked(tenant, customer, until, origin);
  }

  return {
    /**
     * Mails a fresh code to a registered e-mail; an unknown one gets the same answer and no
     * mail, and so does a locked one (its owner is told of the lock instead).
     */
    async sendOtp(tenant: Tenant, rawEmail: string, origin: string): Promise<SendResult> {
      const email = normalizeEmail(rawEmail);
      if (!EMAIL.test(email)) return { ok: false, message: SIGN_UP_MESSAGES.email };
      await deps.rateLimiter.hit(LIMITS.otpSendPerEmail, `${tenant.id}:${email}`);
      const customer = await customers.findByEmail(tenant.id, email);
      if (!customer) return { ok: true };
      const at = now();
      const locked = await lockedUntil(tenant.id, email, at);
      if (locked) {
        await tellLocked(tenant, customer, locked, origin);
        return { ok: true };
      }
      const code = randomDigits(4);
      await otps.replace({
        tenantId: tenant.id,
        email,
        codeHash: hashCode(tenant.id, email, code),
        // The key makes a salt pointless; the column stays for the codes' table shape.
        salt: '',
        expiresAt: addMinutes(at, OTP_MINUTES).toISOString(),
        createdAt: at.toISOString(),
      });
      await mailer.send({
        tenantId: tenant.id,
        to: email,
        fromName: tenant.displayName,
        ...otpMail({
          language: mailLanguage(customer.language),
          programme: programmeIn(tenant, mailLanguage(customer.language)),
          logoUrl: fileUrl(origin, tenant.footerLogoUrl),
          customerName: customer.first_name,
          code,
          minutes: OTP_MINUTES,
        }),
      });
      return { ok: true };
    },

    /**
     * Checks the live code. Each wrong try uses up one of the code's five and one of the
     * account's ten of the period; the right code is used up and yields a single-use grant
     * for the client that verified it (to be presented to ChangePWD).
     */
    async verifyOtp(
      tenant: Tenant,
      rawEmail: string,
      code: string,
      origin: string,
    ): Promise<VerifyResult> {
      const email = normalizeEmail(rawEmail);
      const otp = await otps.findPending(tenant.id, email);
      const at = now();
      if (!otp || otp.expiresAt <= at.toISOString()) return { ok: false };
      const tryId = await tries.take(
        tenant.id,
        email,
        at.toISOString(),
        periodStart(at),
        RESET_TRIES,
      );
      if (tryId === undefined) {
        await tellIfLocked(tenant, email, at, origin);
        return { ok: false };
      }
      if (!(await otps.takeAttempt(otp.id, OTP_TRIES))) {
        await tries.release(tryId);
        return { ok: false };
      }
      if (!sameDigest(hashCode(tenant.id, email, code.trim()), otp.codeHash)) {
        await tellIfLocked(tenant, email, at, origin);
        return { ok: false };
      }
      await tries.release(tryId);
      const customer = await customers.findByEmail(tenant.id, email);
      if (!customer || !(await otps.useUp(otp.id))) return { ok: false };
      const grant = randomToken();
      await grants.issue({
        tokenHash: sha256(grant),
        tenantId: tenant.id,
        customerId: customer.id,
        email,
        expiresAt: addMinutes(at, GRANT_MINUTES).toISOString(),
        createdAt: at.toISOString(),
      });
      return { ok: true, grant };
    },

    /**
     * Sets a new password for the holder of a live grant of this e-mail, once. A reset by
     * mail proves the owner: it also lifts a sign-in lock and ends the other sessions.
     */
    async changePassword(
      tenant: Tenant,
      rawEmail: string,
      password: string,
      grant: string | undefined,
    ): Promise<void> {
      if (password.length <= 3) throw new AppError(400, 'WEAK_PASSWORD', SIGN_UP_MESSAGES.password);
      const email = normalizeEmail(rawEmail);
      const at = now();
      const customerId = grant
        ? await grants.consume(sha256(grant), tenant.id, email, at.toISOString())
        : undefined;
      if (customerId === undefined) throw new AppError(403, 'OTP_NOT_VERIFIED', VERIFY_FIRST);
      await customers.updatePassword(customerId, await hashPassword(password), at.toISOString());
      await grants.deleteForCustomer(customerId);
      await clearLoginLock(deps.rateLimiter, customerId);
      await deps.endOtherSessions(customerId);
    },

    /** Forgets what has expired: grants, codes and tries older than the period. */
    async sweep(): Promise<void> {
      const at = now();
      await grants.deleteExpired(at.toISOString());
      await otps.deleteExpired(at.toISOString());
      await tries.deleteOlderThan(periodStart(at));
    },
  };
}
