import { registry } from '@loyalty/contract';
import { setTimeout as sleep } from 'node:timers/promises';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { LIMITS } from '../../lib/limits';
import {
  GRANT_MINUTES,
  OTP_INVALID,
  OTP_SENT,
  OTP_VERIFIED,
  PASSWORD_CHANGED,
  passwordResetService,
} from './password-reset.service';

/**
 * SendOTP answers no sooner than this after it began. The mail is only queued, but a known
 * address still costs a code and a mail written, which an unknown one does not; answering
 * after a fixed time hides that difference.
 */
export const SEND_OTP_MIN_MS = 100;

/**
 * The cookie that carries a verified code's grant from VerifyOTP to ChangePWD: only the client
 * that verified the code can set the new password. httpOnly and SameSite=Strict, like the
 * session cookie but never sent from another site.
 */
export const RESET_GRANT_COOKIE = 'reset_grant';
const SWEEP_EVERY_MS = 60 * 60_000;

/** The forgot-password flow of docs/wire-protocol.md §4: SendOTP, the mail call, VerifyOTP, ChangePWD. */
export async function passwordResetRoutes(app: FastifyInstance): Promise<void> {
  const service = (endOthers: (customerId: number) => Promise<void>) =>
    passwordResetService({
      db: app.db,
      now: app.now,
      mailer: app.mailer,
      rateLimiter: app.rateLimiter,
      secretKey: app.config.secretKey,
      endOtherSessions: endOthers,
    });
  const noSessions = async () => undefined;

  const setGrant = (request: FastifyRequest, reply: FastifyReply, grant: string) =>
    reply.setCookie(RESET_GRANT_COOKIE, grant, {
      httpOnly: true,
      sameSite: 'strict',
      path: '/',
      secure: request.protocol === 'https',
      maxAge: GRANT_MINUTES * 60,
    });

  app.call(
    registry.SendOTP,
    { limits: [LIMITS.otpSendPerIp] },
    async ({ data, tenant, request }) => {
      const started = performance.now();
      const email = data.DATA.EMAIL_ID;
      const result = await service(noSessions).sendOtp(
        await tenant(),
        email,
        app.publicOrigin(request),
      );
      await sleep(Math.max(0, SEND_OTP_MIN_MS - (performance.now() - started)));
      // The code goes by mail only: OTP stays empty (docs/decisions/012-security-model.md).
      return result.ok
        ? { SUCCESS: 'true', MESSAGE: OTP_SENT, DATA: { EMAIL_ID: email, OTP: '' } }
        : { SUCCESS: 'false', MESSAGE: result.message };
    },
  );

  // The vendor's client asks for the mail itself; our SendOTP has sent it already.
  app.call(
    registry.LoyaltyEssOtpEmailSender,
    { limits: [LIMITS.otpSendPerIp] },
    async ({ tenant }) => {
      await tenant();
      return { STATUS: true, MESSAGE: 'Email sent' };
    },
  );

  app.call(
    registry.VerifyOTP,
    { limits: [LIMITS.otpVerifyPerIp] },
    async ({ data, tenant, request, reply }) => {
      const result = await service(noSessions).verifyOtp(
        await tenant(),
        data.DATA.EMAIL_ID,
        data.DATA.OTP,
        app.publicOrigin(request),
      );
      if (!result.ok) return { SUCCESS: 'false', MESSAGE: OTP_INVALID };
      setGrant(request, reply, result.grant);
      return { SUCCESS: 'true', MESSAGE: OTP_VERIFIED };
    },
  );

  app.call(
    registry.ChangePWD,
    { limits: [LIMITS.passwordChangePerIp] },
    async ({ data, tenant, request, reply }) => {
      const endOthers = (customerId: number) => app.sessions.endOthers(customerId, request);
      await service(endOthers).changePassword(
        await tenant(),
        data.DATA.EMAIL_ID,
        data.DATA.NEW_PASSWORD,
        request.cookies[RESET_GRANT_COOKIE],
      );
      reply.clearCookie(RESET_GRANT_COOKIE, { path: '/' });
      return { STATUS: true, MESSAGE: PASSWORD_CHANGED };
    },
  );

  const sweep = setInterval(() => {
    service(noSessions)
      .sweep()
      .catch((err: unknown) => app.log.warn({ err }, 'password-reset sweep failed'));
  }, SWEEP_EVERY_MS);
  sweep.unref();
  app.addHook('onClose', async () => clearInterval(sweep));
}
