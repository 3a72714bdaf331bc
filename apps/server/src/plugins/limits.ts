import type { Limit } from './rate-limit';

const MINUTE = 60_000;

/**
 * Rate limits. Per-IP limits are generous (an office or a mobile carrier shares one address);
 * the per-account ones are the real guard against guessing.
 */
export const LIMITS = {
  loginPerIp: { name: 'login-ip', max: 100, windowMs: 15 * MINUTE },
  loginFailuresPerAccount: { name: 'login-failures', max: 10, windowMs: 15 * MINUTE },
  signUpPerIp: { name: 'signup-ip', max: 20, windowMs: 60 * MINUTE },
  otpSendPerIp: { name: 'otp-send-ip', max: 20, windowMs: 60 * MINUTE },
  otpSendPerEmail: { name: 'otp-send-email', max: 5, windowMs: 15 * MINUTE },
  otpVerifyPerIp: { name: 'otp-verify-ip', max: 30, windowMs: 15 * MINUTE },
  passwordChangePerIp: { name: 'password-ip', max: 20, windowMs: 15 * MINUTE },
  /** Looking up who a send would reach: by address, and by the signed-in customer. */
  shareRecipientPerIp: { name: 'share-recipient-ip', max: 60, windowMs: 15 * MINUTE },
  shareRecipientPerCustomer: { name: 'share-recipient-customer', max: 20, windowMs: 15 * MINUTE },
  /** Any other call that writes. */
  writePerIp: { name: 'write-ip', max: 120, windowMs: MINUTE },
} satisfies Record<string, Limit>;
