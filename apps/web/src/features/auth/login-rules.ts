import type { LoginType } from './api/loy-login';

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
  emailMax: 50,
  passwordMax: 15,
} as const;

/**
 * Spec §5 "Login": both fields required; a mobile of 3 to 15 characters or an e-mail of at most
 * 50 that the browser accepts; a password of at most 15. False gives 'Failed to login. Inputs
 * not valid'.
 */
export function isLoginValid({ type, username, password }: LoginValues): boolean {
  const name = username.trim();
  if (name === '' || password === '') return false;
  if (password.length > LOGIN_LIMITS.passwordMax) return false;
  if (type === 'PHONE') {
    return name.length >= LOGIN_LIMITS.mobileMin && name.length <= LOGIN_LIMITS.mobileMax;
  }
  return name.length <= LOGIN_LIMITS.emailMax && EMAIL_PATTERN.test(name);
}
