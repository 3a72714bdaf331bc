import type { Limit } from './rate-limit';

const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;

/**
 * Rate limits. Per-IP limits are generous (an office or a mobile carrier shares one address);
 * the per-account ones are the real guard against guessing.
 */
export const LIMITS = {
  loginPerIp: { name: 'login-ip', max: 100, windowMs: 15 * MINUTE },
  /**
   * Failed sign-ins of one account (one count for its e-mail and mobile) from one address:
   * a guesser at one address is stopped without locking the owner out at another.
   */
  loginFailuresPerAccountAndIp: { name: 'login-failures-ip', max: 10, windowMs: 15 * MINUTE },
  /** Every failed sign-in of one account, from any address: what many addresses can guess. */
  loginFailuresPerAccount: { name: 'login-failures', max: 30, windowMs: DAY },
  signUpPerIp: { name: 'signup-ip', max: 20, windowMs: 60 * MINUTE },
  otpSendPerIp: { name: 'otp-send-ip', max: 20, windowMs: 60 * MINUTE },
  otpSendPerEmail: { name: 'otp-send-email', max: 5, windowMs: 15 * MINUTE },
  otpVerifyPerIp: { name: 'otp-verify-ip', max: 30, windowMs: 15 * MINUTE },
  /** The mail telling an owner that password resets are locked: once a day at most. */
  resetLockMailPerAccount: { name: 'reset-lock-mail', max: 1, windowMs: DAY },
  passwordChangePerIp: { name: 'password-ip', max: 20, windowMs: 15 * MINUTE },
  /** Changes of a customer's e-mail or mobile (each answer tells whether the value is free). */
  identifierChangesPerCustomer: { name: 'identifier-change', max: 5, windowMs: 24 * 60 * MINUTE },
  /** Looking up who a send would reach: by address, and by the signed-in customer. */
  shareRecipientPerIp: { name: 'share-recipient-ip', max: 60, windowMs: 15 * MINUTE },
  shareRecipientPerCustomer: { name: 'share-recipient-customer', max: 20, windowMs: 15 * MINUTE },
  /** Any other call that writes. */
  writePerIp: { name: 'write-ip', max: 120, windowMs: MINUTE },
} satisfies Record<string, Limit>;
