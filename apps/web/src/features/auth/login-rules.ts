import { normaliseMobile, str } from '@loyalty/contract';
import * as z from 'zod/mini';
import { ta } from '../../i18n/auth';
import type { LoginType } from './api/loy-login';

/** Who is signing in, as the login form asks it (carried over from sign-up). */
export interface LoginIdentifier {
  type: LoginType;
  username: string;
}

/** The identifier passed to /login in navigation state, or undefined when there is none. */
export function identifierFromState(state: unknown): LoginIdentifier | undefined {
  if (typeof state !== 'object' || state === null) return undefined;
  const value = (state as { identifier?: unknown }).identifier;
  if (typeof value !== 'object' || value === null) return undefined;
  const { type, username } = value as Partial<LoginIdentifier>;
  return (type === 'EMAIL' || type === 'PHONE') && typeof username === 'string'
    ? { type, username }
    : undefined;
}

export interface LoginValues {
  type: LoginType;
  username: string;
  password: string;
}

/** The browser's own test of `<input type="email">` (HTML "valid e-mail address"). */
export const EMAIL_PATTERN =
  /^[a-zA-Z0-9.!#$%&'*+/=?^_`{|}~-]+@[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?(?:\.[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?)*$/;

export const LOGIN_LIMITS = {
  mobileMin: 3,
  mobileMax: 15,
  /** What the mobile field takes as typed: '+971 (0)50 123 4567' has spaces and brackets. */
  mobileTypedMax: 24,
  emailMax: 50,
  passwordMax: 15,
} as const;

// A function, so the message is said in the language on screen when the rule breaks.
const invalid = { error: () => ta('login.invalid') };

/** The length rule is the number's, not the way it was written (+971, 00971, spaces). */
const mobile = z.pipe(
  z.pipe(z.string(), z.transform(normaliseMobile)),
  z
    .string()
    .check(
      z.regex(/^\d+$/, invalid),
      z.minLength(LOGIN_LIMITS.mobileMin, invalid),
      z.maxLength(LOGIN_LIMITS.mobileMax, invalid),
    ),
);
const email = str(LOGIN_LIMITS.emailMax).check(z.regex(EMAIL_PATTERN, invalid));
const password = z
  .string()
  .check(z.minLength(1, invalid), z.maxLength(LOGIN_LIMITS.passwordMax, invalid));

/**
 * docs/wire-protocol.md §5 "Login": both fields required; a mobile of 3 to 15 characters or an
 * e-mail of at most 50 that the browser accepts; a password of at most 15. Any broken rule gives
 * 'Failed to login. Inputs not valid'.
 */
export const loginSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('EMAIL'), username: email, password }),
  z.object({ type: z.literal('PHONE'), username: mobile, password }),
]);

export function isLoginValid(values: LoginValues): boolean {
  return loginSchema.safeParse(values).success;
}
