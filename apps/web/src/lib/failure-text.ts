import { ApiError } from './api-client';
import { currentLocale } from '../i18n/locale';

/**
 * The text of a failed call. When the server refused the request (an HTTP 4xx: a rule, a
 * taken e-mail, a rate limit) its message says why, so it is shown; a network failure, a 5xx
 * or a proxy's page gives the screen's own `fallback`. Without a fallback: the refusal's
 * message, or undefined when the call was not refused (for a screen that shows a refusal on
 * its field and anything else in a banner).
 */
export function failureText(error: unknown): string | undefined;
export function failureText(error: unknown, fallback: string): string;
export function failureText(error: unknown, fallback?: string): string | undefined {
  const refused = error instanceof ApiError && error.status >= 400 && error.status < 500;
  return (refused && error.message) || fallback;
}

/**
 * The text of a call that succeeded: the server's message on an English screen (the spec
 * shows it), the screen's own `fallback` otherwise, as the server speaks only English.
 */
export function successText(message: string | undefined, fallback: string): string {
  return (currentLocale() === 'en' && message) || fallback;
}
