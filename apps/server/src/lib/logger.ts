import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import {
  LogController,
  type FastifyBaseLogger,
  type FastifyReply,
  type FastifyRequest,
  type FastifyServerOptions,
} from 'fastify';
import type { Bindings, ChildLoggerOptions } from 'pino';
import { traceId } from './tracing';

declare module 'fastify' {
  interface FastifyRequest {
    /** The programme (client id) the request turned out to be for, once it is known. */
    clientId: number | null;
  }
}

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

type LevelName = 'fatal' | 'error' | 'warn' | 'info' | 'debug' | 'trace';
type LogMethod = (...args: unknown[]) => void;

/**
 * A request's logger that makes the pino child (with its request id) only when a line is
 * written at a level the parent writes: at `warn`, the usual production level behind a
 * busy till, most requests never log, and a pino child with redaction costs a share of a
 * short call's time. Every line that is written carries the request id as before.
 */
type LevelAware = FastifyBaseLogger & { isLevelEnabled(level: string): boolean };

class RequestLogger {
  #real: LevelAware | undefined;

  constructor(
    private readonly parent: LevelAware,
    private readonly bindings: Bindings,
    private readonly options: ChildLoggerOptions,
  ) {}

  real(): LevelAware {
    return (this.#real ??= this.parent.child(this.bindings, this.options) as LevelAware);
  }

  get level(): string {
    return this.#real ? this.#real.level : this.parent.level;
  }

  set level(level: string) {
    this.real().level = level;
  }

  child(bindings: Bindings, options?: ChildLoggerOptions): FastifyBaseLogger {
    return this.real().child(bindings, options);
  }

  isLevelEnabled(level: string): boolean {
    return (this.#real ?? this.parent).isLevelEnabled(level);
  }

  #write(level: LevelName, args: unknown[]): void {
    if (!this.#real && !this.parent.isLevelEnabled(level)) return;
    (this.real()[level] as LogMethod)(...args);
  }

  fatal(...args: unknown[]) {
    this.#write('fatal', args);
  }
  error(...args: unknown[]) {
    this.#write('error', args);
  }
  warn(...args: unknown[]) {
    this.#write('warn', args);
  }
  info(...args: unknown[]) {
    this.#write('info', args);
  }
  debug(...args: unknown[]) {
    this.#write('debug', args);
  }
  trace(...args: unknown[]) {
    this.#write('trace', args);
  }
  silent() {}
}

/**
 * Fastify's `childLoggerFactory`: a request's logger, its pino child made on its first
 * written line. A route's own level or serializers, or a logger without levels (none at
 * all), get the parent's child at once.
 */
export function requestLogger(
  this: unknown,
  parent: FastifyBaseLogger,
  bindings: Bindings,
  options: ChildLoggerOptions,
): FastifyBaseLogger {
  const levelAware = parent as Partial<LevelAware>;
  if (
    typeof levelAware.isLevelEnabled !== 'function' ||
    options.level !== undefined ||
    options.serializers !== undefined
  ) {
    return parent.child(bindings, options);
  }
  return new RequestLogger(parent as LevelAware, bindings, options) as unknown as FastifyBaseLogger;
}

/**
 * Fastify's request lines, with more on the completion line: the route pattern (never the
 * raw URL, which can carry anything), the programme once resolved, the client address as
 * TRUST_PROXY reads it and, when tracing is on, the trace id to find the request's spans.
 */
export class RequestLines extends LogController {
  override requestCompleted(
    error: Error | null | undefined,
    request: FastifyRequest,
    reply: FastifyReply,
  ): void {
    if (this.isLogDisabled(request)) return;
    const log = reply.log as Partial<LevelAware>;
    // Nothing to build for a line not written (below LOG_LEVEL, or no logger at all).
    const level = error ? 'error' : 'info';
    if (log.isLevelEnabled ? !log.isLevelEnabled(level) : log.level === undefined) return;
    const line = {
      res: reply,
      responseTime: reply.elapsedTime,
      route: request.routeOptions.url ?? 'unmatched',
      clientId: request.clientId ?? undefined,
      ip: request.ip,
      traceId: traceId(),
    };
    if (error) reply.log.error({ ...line, err: error }, 'request errored');
    else reply.log.info(line, 'request completed');
  }
}
