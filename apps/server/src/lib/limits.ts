export interface Limit {
  /** Bucket name, part of the counter key. */
  name: string;
  max: number;
  windowMs: number;
}

export interface RateLimiter {
  /** Counts a hit for `subject` (an IP, an e-mail…) and throws a 429 when over the limit. */
  hit(limit: Limit, subject: string): Promise<void>;
  /** Throws a 429 when `subject` has used up the limit, without counting (failures-only limits). */
  check(limit: Limit, subject: string): Promise<void>;
  /**
   * Counts a try before it is made, so parallel tries cannot pass the limit together. When
   * the limit is used up nothing is counted and `ok` is false; `release` takes a counted try
   * back (it turned out not to count, e.g. the right password).
   */
  take(limit: Limit, subject: string): Promise<Taken>;
  /** Forgets the counts of every subject starting with `subjectPrefix` (a lock lifted). */
  forget(limit: Limit, subjectPrefix: string): Promise<void>;
}

export interface Taken {
  ok: boolean;
  /** Seconds until the current window ends. */
  retryAfterSeconds: number;
  release(): Promise<void>;
}

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
