const PG_UNAVAILABLE_MESSAGES = new RegExp(
  [
    'timeout exceeded when trying to connect',
    'Connection terminated',
    'Client has encountered a connection error',
    'connection timeout',
  ].join('|'),
  'i',
);

/**
 * The database could not answer in time or at all: a statement or lock wait cancelled by
 * PostgreSQL's timeouts, no connection within the connect timeout, a connection lost, or
 * SQLite's write lock held past its busy timeout. The request may be retried.
 */
export function isDatabaseUnavailable(error: unknown): boolean {
  const e = error as { code?: unknown; message?: unknown } | null;
  const code = typeof e?.code === 'string' ? e.code : '';
  const message = typeof e?.message === 'string' ? e.message : '';
  return (
    // query_canceled (statement_timeout), lock_not_available, idle-in-transaction timeout
    code === '57014' ||
    code === '55P03' ||
    code === '25P03' ||
    // admin_shutdown, crash_shutdown, cannot_connect_now: a restart or a terminated backend
    code === '57P01' ||
    code === '57P02' ||
    code === '57P03' ||
    // connection exceptions (class 08)
    /^08[0-9A-Z]{3}$/.test(code) ||
    ['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EPIPE', 'ENOTFOUND', 'EAI_AGAIN'].includes(code) ||
    code.startsWith('SQLITE_BUSY') ||
    // pg and pg-pool give these without a code
    PG_UNAVAILABLE_MESSAGES.test(message)
  );
}

/** A unique-constraint violation, on either database. */
export function isUniqueViolation(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code;
  return (
    code === '23505' ||
    code === 'SQLITE_CONSTRAINT_UNIQUE' ||
    code === 'SQLITE_CONSTRAINT_PRIMARYKEY'
  );
}

/** The unique constraint a PostgreSQL unique violation names, if any. */
export function violatedConstraint(error: unknown): string | undefined {
  const e = error as { code?: unknown; constraint?: unknown } | null;
  return e?.code === '23505' && typeof e.constraint === 'string' ? e.constraint : undefined;
}
