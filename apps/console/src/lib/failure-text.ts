import { AdminApiError } from './api';

/** What to say of a failed call: the server's reason for a refusal, else the screen's own text. */
export function failureText(error: unknown, fallback: string): string {
  if (error instanceof AdminApiError && (error.refused || error.status === 0)) return error.message;
  return fallback;
}
