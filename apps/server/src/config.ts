import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';
import {
  DEVELOPMENT_SECRET_KEY,
  SECRET_KEY_MIN_LENGTH,
  productionProblems,
} from './lib/production-rules';
import { parseTrustProxy, type TrustProxy } from './lib/trust-proxy';

// The same depth from src/config.ts and from the bundled dist/server.js.
const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

const ms = (fallback: number, min = 1) =>
  z.coerce.number().int().min(min).max(3_600_000).default(fallback);
const flag = (fallback: boolean) =>
  z
    .enum(['true', 'false', '1', '0'])
    .default(fallback ? 'true' : 'false')
    .transform((v) => v === 'true' || v === '1');

/** Time limits and the start/stop behaviour; every one is in milliseconds. */
function timeoutSettings() {
  return {
    /** The whole request must arrive within this, or 408 and close; room for a 5 MB picture. */
    REQUEST_TIMEOUT_MS: ms(60_000),
    /** The request's headers must arrive within this, or the connection is closed. */
    HEADERS_TIMEOUT_MS: ms(10_000),
    /** An idle keep-alive connection is closed after this (longer than a proxy's idle time). */
    KEEP_ALIVE_TIMEOUT_MS: ms(72_000),
    /** An answer not ready within this is a 503 (the work behind it stops at its timeouts). */
    RESPONSE_TIMEOUT_MS: ms(15_000),
    /** The most connections open at once; more are closed as they arrive. */
    MAX_CONNECTIONS: z.coerce.number().int().min(1).max(1_000_000).default(1_000),
    /** PostgreSQL: waiting for a connection (from the pool or a new one). */
    DATABASE_CONNECT_TIMEOUT_MS: ms(5_000),
    /** PostgreSQL `statement_timeout`: one statement's running time. */
    DATABASE_STATEMENT_TIMEOUT_MS: ms(10_000),
    /** PostgreSQL `idle_in_transaction_session_timeout`: a transaction left open and idle. */
    DATABASE_IDLE_TRANSACTION_TIMEOUT_MS: ms(30_000),
    /** SQLite `busy_timeout`: waiting for another process's write lock. */
    SQLITE_BUSY_TIMEOUT_MS: ms(5_000, 0),
    /** At start, how long to wait for a database that does not answer yet. */
    DATABASE_START_WAIT_MS: ms(60_000, 0),
    /** Apply this code's migrations at start; `false` when `migrate` runs as its own step. */
    MIGRATE_AT_START: flag(true),
    /** After SIGTERM, how long readiness answers 503 while requests are still served. */
    SHUTDOWN_DELAY_MS: ms(5_000, 0),
    /** After that, how long requests in flight may take before the process exits anyway. */
    SHUTDOWN_TIMEOUT_MS: ms(30_000),
  };
}

// PostgreSQL: the most connections one instance opens, unless DATABASE_POOL_SIZE says.
export const DEFAULT_POOL_SIZE = 10;
const envSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(8080),
  // Unset: loopback in demo mode (its outbox shows every code), every address in production.
  HOST: z.string().min(1).optional(),
  DATA_DIR: z.string().min(1).default('./data'),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'must be a postgres:// URL')
    .optional(),
  /** PostgreSQL: the most connections one instance opens. */
  DATABASE_POOL_SIZE: z.coerce.number().int().min(1).max(1000).default(DEFAULT_POOL_SIZE),
  WEB_DIST: z.string().min(1).default(path.join(repoRoot, 'apps/web/dist')),
  CONSOLE_DIST: z.string().min(1).default(path.join(repoRoot, 'apps/console/dist')),
  // Anything else (`Production`, `prod`) would silently run the demo with its published keys.
  NODE_ENV: z
    .enum(['development', 'production', 'test'], {
      error: 'must be development, production or test',
    })
    .default('development'),
  MAIL_URL: z
    .string()
    .regex(/^smtps?:\/\//, 'must be an smtp:// URL')
    .optional(),
  /** Sender address of real mail (the display name is the programme's). */
  MAIL_FROM: z.string().min(3).default('no-reply@localhost'),
  REDIS_URL: z.string().optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  PUBLIC_ORIGIN: z
    .string()
    // A wildcard first label gives each programme its own sub-domain (lib/public-origin).
    .regex(
      /^https?:\/\/(\*\.)?[^/*]+$/,
      'must be an origin such as https://loyalty.example.com or https://*.loyalty.example.com',
    )
    .optional(),
  // Behind a load balancer the client address and protocol come from X-Forwarded-*;
  // trusting them on a directly exposed server would let anyone dodge the rate limits.
  TRUST_PROXY: z
    .string()
    .default('false')
    .transform((v, ctx): TrustProxy => {
      const value = parseTrustProxy(v);
      if (value === undefined) {
        ctx.addIssue({ code: 'custom', message: TRUST_PROXY_FORMAT });
        return z.NEVER;
      }
      return value;
    }),
  /** Bearer token for GET /metrics; without it the metrics are open (development). */
  METRICS_TOKEN: z.string().min(1).optional(),
  /** OTLP/HTTP collector traces are sent to (…/v1/traces is added); unset: no tracing. */
  OTEL_EXPORTER_OTLP_ENDPOINT: z
    .string()
    .regex(/^https?:\/\/[^/]/, 'must be an http:// or https:// URL')
    .optional(),
  /** The service name the traces carry. */
  OTEL_SERVICE_NAME: z.string().min(1).default('loyalty-server'),
  /** Key of the keyed hash of stored one-time codes; production must set its own. */
  SECRET_KEY: z
    .string()
    .min(SECRET_KEY_MIN_LENGTH, `must be at least ${SECRET_KEY_MIN_LENGTH} characters`)
    .default(DEVELOPMENT_SECRET_KEY),
  ...timeoutSettings(),
});

/** Every environment variable the schema reads (.env.example must describe each one). */
export const SETTING_NAMES: readonly string[] = Object.keys(envSchema.shape);

const TRUST_PROXY_FORMAT =
  'must be false, a number of proxies in front (1) or their addresses/CIDRs (10.0.0.0/8,192.0.2.7)';

export interface Config {
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  /** PostgreSQL schema to use (tests run each file in its own schema). */
  databaseSchema: string | undefined;
  /** PostgreSQL: the size of the connection pool. */
  databasePoolSize: number;
  webDist: string;
  /** The built retailer console, served at /console/. */
  consoleDist: string;
  demoMode: boolean;
  mailUrl: string | undefined;
  mailFrom: string;
  redisUrl: string | undefined;
  logLevel: string;
  publicOrigin: string | undefined;
  trustProxy: TrustProxy;
  metricsToken: string | undefined;
  /** Where traces go (OTLP/HTTP); unset, tracing is off and not even loaded. */
  otlpEndpoint: string | undefined;
  otelServiceName: string;
  /** Server secret: the key of the stored one-time codes' HMAC. */
  secretKey: string;
  requestTimeoutMs: number;
  headersTimeoutMs: number;
  keepAliveTimeoutMs: number;
  responseTimeoutMs: number;
  maxConnections: number;
  databaseConnectTimeoutMs: number;
  databaseStatementTimeoutMs: number;
  databaseIdleTransactionTimeoutMs: number;
  sqliteBusyTimeoutMs: number;
  databaseStartWaitMs: number;
  migrateAtStart: boolean;
  shutdownDelayMs: number;
  shutdownTimeoutMs: number;
}

/** The server must not start: every problem found, one per line. */
export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Refusing to start:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
    this.name = 'ConfigError';
  }
}

/** Reads and validates the environment; a bad value stops the start with a clear message. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const blankToUndefined = Object.fromEntries(
    Object.entries(env).map(([k, v]) => [k, v === '' ? undefined : v]),
  );
  const parsed = envSchema.safeParse(blankToUndefined);
  const production = blankToUndefined.NODE_ENV === 'production';
  // Every problem at once: a refused start should not be fixed one variable per attempt.
  const problems = parsed.success
    ? []
    : parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`);
  if (production) {
    const invalid = new Set(parsed.success ? [] : parsed.error.issues.map((i) => i.path[0]));
    problems.push(...productionProblems(blankToUndefined, invalid));
  }
  if (!parsed.success || problems.length) throw new ConfigError(problems);
  const e = parsed.data;
  return {
    port: e.PORT,
    host: e.HOST ?? (production ? '0.0.0.0' : '127.0.0.1'),
    // Against the repository, not the working directory: the server, `migrate` and the
    // command line, run from the root, from apps/server or as dist/*.js, open one database.
    dataDir: path.resolve(repoRoot, e.DATA_DIR),
    databaseUrl: e.DATABASE_URL,
    databaseSchema: undefined,
    databasePoolSize: e.DATABASE_POOL_SIZE,
    webDist: path.resolve(repoRoot, e.WEB_DIST),
    consoleDist: path.resolve(repoRoot, e.CONSOLE_DIST),
    demoMode: !production,
    mailUrl: e.MAIL_URL,
    mailFrom: e.MAIL_FROM,
    redisUrl: e.REDIS_URL,
    logLevel: e.LOG_LEVEL,
    publicOrigin: e.PUBLIC_ORIGIN,
    trustProxy: e.TRUST_PROXY,
    metricsToken: e.METRICS_TOKEN,
    otlpEndpoint: e.OTEL_EXPORTER_OTLP_ENDPOINT,
    otelServiceName: e.OTEL_SERVICE_NAME,
    secretKey: e.SECRET_KEY,
    requestTimeoutMs: e.REQUEST_TIMEOUT_MS,
    // Node requires the headers' limit to be within the whole request's.
    headersTimeoutMs: Math.min(e.HEADERS_TIMEOUT_MS, e.REQUEST_TIMEOUT_MS),
    keepAliveTimeoutMs: e.KEEP_ALIVE_TIMEOUT_MS,
    responseTimeoutMs: e.RESPONSE_TIMEOUT_MS,
    maxConnections: e.MAX_CONNECTIONS,
    databaseConnectTimeoutMs: e.DATABASE_CONNECT_TIMEOUT_MS,
    databaseStatementTimeoutMs: e.DATABASE_STATEMENT_TIMEOUT_MS,
    databaseIdleTransactionTimeoutMs: e.DATABASE_IDLE_TRANSACTION_TIMEOUT_MS,
    sqliteBusyTimeoutMs: e.SQLITE_BUSY_TIMEOUT_MS,
    databaseStartWaitMs: e.DATABASE_START_WAIT_MS,
    migrateAtStart: e.MIGRATE_AT_START,
    shutdownDelayMs: e.SHUTDOWN_DELAY_MS,
    shutdownTimeoutMs: e.SHUTDOWN_TIMEOUT_MS,
  };
}

/**
 * A relative DATA_DIR used to be taken from the working directory. When that old place holds
 * data and the new one (from the repository's root) holds none, starting would quietly open
 * an empty database: the operator is told where the data is instead.
 */
export function movedDataProblem(env: NodeJS.ProcessEnv, config: Config): string | undefined {
  const raw = env.DATA_DIR || './data';
  if (path.isAbsolute(raw)) return undefined;
  const old = path.resolve(raw);
  if (old === config.dataDir) return undefined;
  const holdsData = (dir: string) =>
    (!config.databaseUrl && fs.existsSync(path.join(dir, 'loyalty.db'))) ||
    fs.existsSync(path.join(dir, 'files'));
  if (holdsData(config.dataDir) || !holdsData(old)) return undefined;
  return (
    `DATA_DIR: "${raw}" is now taken from the repository's root (${config.dataDir}), ` +
    `but the data is in ${old}: move it there, or set DATA_DIR=${old}`
  );
}
