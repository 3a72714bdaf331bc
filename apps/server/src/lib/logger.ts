import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import type { FastifyServerOptions } from 'fastify';

// Secrets never reach the logs: the session cookie, and the password, OTP and card number
// fields wherever an object carrying them is logged. Bodies themselves are never logged.
const SECRET_FIELDS = [
  'PWORD',
  'NEW_PASSWORD',
  'OTP',
  'password',
  'password_hash',
  'card_no',
  'CARD_NO',
];

export const REDACT_PATHS = [
  'req.headers.cookie',
  'req.headers.authorization',
  'res.headers["set-cookie"]',
  ...SECRET_FIELDS.flatMap((f) => [f, `*.${f}`, `*.*.${f}`]),
];

export function loggerOptions(level: string): FastifyServerOptions['logger'] {
  return { level, redact: { paths: REDACT_PATHS, censor: '[redacted]' } };
}

/** A caller's request id is kept when it is a plain token (for tracing through a proxy). */
export function requestId(req: IncomingMessage): string {
  const given = req.headers['x-request-id'];
  return typeof given === 'string' && /^[\w.-]{1,64}$/.test(given) ? given : randomUUID();
}
