import { getJsonCookie, removeCookie, setJsonCookie } from '../../lib/cookies';

/** docs/wire-protocol.md §3 "Reset email": a session cookie (path /) holding the e-mail as a JSON string. */
export const RESET_EMAIL_COOKIE = 'reset_email';

export function saveResetEmail(email: string): void {
  setJsonCookie(RESET_EMAIL_COOKIE, email);
}

/** The e-mail of the reset in progress; undefined when the cookie is missing or unreadable. */
export function readResetEmail(): string | undefined {
  const value = getJsonCookie(RESET_EMAIL_COOKIE);
  return typeof value === 'string' && value.trim() !== '' ? value : undefined;
}

export function clearResetEmail(): void {
  removeCookie(RESET_EMAIL_COOKIE);
}
