/**
 * The one error type of the server. `message` is what the customer sees in `MESSAGE`;
 * `code` is for logs and tests.
 */
export class AppError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    /** Per-field reasons of a refused input (the admin API), by the field's path. */
    readonly fields?: Record<string, string>,
  ) {
    super(message);
    this.name = 'AppError';
  }
}

export const unauthorized = () =>
  new AppError(401, 'UNAUTHENTICATED', 'Please sign in to continue.');

export const forbidden = () =>
  new AppError(403, 'FORBIDDEN', 'You can only access your own account.');

export const tooManyRequests = () =>
  new AppError(429, 'RATE_LIMITED', 'Too many requests. Please wait a moment and try again.');

/** An error for a log line: its message, or its code (Node's AggregateError has no message). */
export function errorText(error: unknown): string {
  const { message, code } = (error ?? {}) as { message?: unknown; code?: unknown };
  if (typeof message === 'string' && message !== '') return message;
  if (typeof code === 'string') return code;
  return String(error);
}
