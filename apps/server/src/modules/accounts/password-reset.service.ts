import { randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/database';
import { addMinutes, type Clock } from '../../lib/clock';
import { AppError } from '../../lib/errors';
import type { Mailer } from '../../lib/mailer';
import { normalizeEmail } from '../../lib/normalize';
import { hashPassword } from '../../lib/passwords';
import { randomDigits, sameDigest, sha256 } from '../../lib/tokens';
import { fileUrl } from '../../lib/urls';
import type { RateLimiter } from '../../plugins/rate-limit';
import { LIMITS } from '../../plugins/limits';
import type { Tenant } from '../settings/tenants.repository';
import { customersRepository } from './customers.repository';
import { clearLoginLock } from './login-lock';
import { otpMail } from './otp-mail';
import { otpsRepository } from './otps.repository';
import { SIGN_UP_MESSAGES } from './sign-up-rules';

export const OTP_MINUTES = 10;
export const OTP_TRIES = 5;
export const OTP_SENT = 'OTP sent to your email address.';
export const OTP_VERIFIED = 'OTP verified successfully.';
// One message for a wrong, expired, used-up or never-sent code, so the answers cannot tell
// a registered e-mail from an unknown one.
export const OTP_INVALID = 'Invalid or expired OTP.';
export const VERIFY_FIRST = 'Please verify the OTP sent to your email first.';
export const PASSWORD_CHANGED = 'Password reset successfully';

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

const hashCode = (salt: string, code: string) => sha256(`${salt}:${code}`);

export type SendResult = { ok: true } | { ok: false; message: string };

export interface PasswordResetDeps {
  db: Kysely<Database>;
  now: Clock;
  mailer: Mailer;
  rateLimiter: RateLimiter;
  /** Ends the customer's sessions other than the caller's own. */
  endOtherSessions(customerId: number): Promise<void>;
}

export function passwordResetService(deps: PasswordResetDeps) {
  const { db, now, mailer } = deps;
  const customers = customersRepository(db);
  const otps = otpsRepository(db);

  return {
    /** Mails a fresh code to a registered e-mail; an unknown one gets the same answer and no mail. */
    async sendOtp(tenant: Tenant, rawEmail: string, origin: string): Promise<SendResult> {
      const email = normalizeEmail(rawEmail);
      if (!EMAIL.test(email)) return { ok: false, message: SIGN_UP_MESSAGES.email };
      await deps.rateLimiter.hit(LIMITS.otpSendPerEmail, `${tenant.id}:${email}`);
      const customer = await customers.findByEmail(tenant.id, email);
      if (!customer) return { ok: true };
      const code = randomDigits(4);
      const salt = randomBytes(16).toString('hex');
      const at = now();
      await otps.replace({
        tenantId: tenant.id,
        email,
        codeHash: hashCode(salt, code),
        salt,
        expiresAt: addMinutes(at, OTP_MINUTES).toISOString(),
        createdAt: at.toISOString(),
      });
      await mailer.send({
        tenantId: tenant.id,
        to: email,
        fromName: tenant.displayName,
        ...otpMail({
          programme: tenant.displayName,
          logoUrl: fileUrl(origin, tenant.footerLogoUrl),
          customerName: customer.first_name,
          code,
          minutes: OTP_MINUTES,
        }),
      });
      return { ok: true };
    },

    /** True when the code is the live one; each wrong try uses up one of five. */
    async verifyOtp(tenant: Tenant, rawEmail: string, code: string): Promise<boolean> {
      const otp = await otps.findPending(tenant.id, normalizeEmail(rawEmail));
      const at = now().toISOString();
      if (!otp || otp.expiresAt <= at) return false;
      if (!(await otps.takeAttempt(otp.id, OTP_TRIES))) return false;
      if (!sameDigest(hashCode(otp.salt, code.trim()), otp.codeHash)) return false;
      await otps.markVerified(otp.id, at);
      return true;
    },

    /**
     * Sets a new password after a verification of the last ten minutes, once. A reset by mail
     * proves the owner: it also lifts a sign-in lock.
     */
    async changePassword(tenant: Tenant, rawEmail: string, password: string): Promise<void> {
      if (password.length <= 3) throw new AppError(400, 'WEAK_PASSWORD', SIGN_UP_MESSAGES.password);
      const email = normalizeEmail(rawEmail);
      const since = addMinutes(now(), -OTP_MINUTES).toISOString();
      const customer = await customers.findByEmail(tenant.id, email);
      if (!customer || !(await otps.consumeVerified(tenant.id, email, since))) {
        throw new AppError(403, 'OTP_NOT_VERIFIED', VERIFY_FIRST);
      }
      await customers.updatePassword(
        customer.id,
        await hashPassword(password),
        now().toISOString(),
      );
      await clearLoginLock(deps.rateLimiter, customer.id);
      await deps.endOtherSessions(customer.id);
    },
  };
}
