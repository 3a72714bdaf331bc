import type { FastifyReply } from 'fastify';
import { AppError } from '../../lib/errors';
import type { RateLimiter } from '../../lib/limits';
import { LIMITS } from '../../lib/limits';
import { loginAccount } from './accounts.service';

/** "12 minutes", "3 hours": how long a wait is, rounded up, for a person to read. */
export function waitText(seconds: number): string {
  const minutes = Math.max(1, Math.ceil(seconds / 60));
  if (minutes < 120) return `${minutes} minute${minutes === 1 ? '' : 's'}`;
  return `${Math.ceil(minutes / 60)} hours`;
}

/**
 * The refusal of a locked sign-in: 429 with `Retry-After` in seconds, and a message that says
 * how long to wait (the app shows it as it is).
 */
export function loginLocked(reply: FastifyReply, retryAfterSeconds: number): AppError {
  reply.header('Retry-After', String(retryAfterSeconds));
  return new AppError(
    429,
    'LOGIN_LOCKED',
    `Too many failed sign-ins. Please wait ${waitText(retryAfterSeconds)} and try again, or reset your password.`,
  );
}

/** Lifts a customer's sign-in lock (their password was just reset by mail). */
export async function clearLoginLock(rateLimiter: RateLimiter, customerId: number): Promise<void> {
  const account = `${loginAccount(customerId)}:`;
  await rateLimiter.forget(LIMITS.loginFailuresPerAccountAndIp, account);
  await rateLimiter.forget(LIMITS.loginFailuresPerAccount, account);
}
