import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';
import {
  DEVELOPMENT_SECRET_KEY,
  SECRET_KEY_MIN_LENGTH,
  productionProblems,
} from './modules/ops/production-rules';

// The same depth from src/config.ts and from the bundled dist/server.js.
const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

const envSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(8080),
  HOST: z.string().min(1).default('0.0.0.0'),
  DATA_DIR: z.string().min(1).default('./data'),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'must be a postgres:// URL')
    .optional(),
  /** PostgreSQL: the most connections one instance opens. */
  DATABASE_POOL_SIZE: z.coerce.number().int().min(1).max(1000).default(10),
  WEB_DIST: z.string().min(1).default(path.join(repoRoot, 'apps/web/dist')),
  NODE_ENV: z.string().default('development'),
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
    // A wildcard first label gives each programme its own sub-domain (modules/ops/public-origin).
    .regex(
      /^https?:\/\/(\*\.)?[^/*]+$/,
      'must be an origin such as https://loyalty.example.com or https://*.loyalty.example.com',
    )
    .optional(),
  // Behind a load balancer the client address and protocol come from X-Forwarded-*;
  // trusting them on a directly exposed server would let anyone dodge the rate limits.
  TRUST_PROXY: z
    .enum(['true', 'false', '1', '0'])
    .default('false')
    .transform((v) => v === 'true' || v === '1'),
  /** Bearer token for GET /metrics; without it the metrics are open (development). */
  METRICS_TOKEN: z.string().min(1).optional(),
  /** Key of the keyed hash of stored one-time codes; production must set its own. */
  SECRET_KEY: z
    .string()
    .min(SECRET_KEY_MIN_LENGTH, `must be at least ${SECRET_KEY_MIN_LENGTH} characters`)
    .default(DEVELOPMENT_SECRET_KEY),
});

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
  demoMode: boolean;
  mailUrl: string | undefined;
  mailFrom: string;
  redisUrl: string | undefined;
  logLevel: string;
  publicOrigin: string | undefined;
  trustProxy: boolean;
  metricsToken: string | undefined;
  /** Server secret: the key of the stored one-time codes' HMAC. */
  secretKey: string;
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
    host: e.HOST,
    dataDir: path.resolve(e.DATA_DIR),
    databaseUrl: e.DATABASE_URL,
    databaseSchema: undefined,
    databasePoolSize: e.DATABASE_POOL_SIZE,
    webDist: path.resolve(e.WEB_DIST),
    demoMode: !production,
    mailUrl: e.MAIL_URL,
    mailFrom: e.MAIL_FROM,
    redisUrl: e.REDIS_URL,
    logLevel: e.LOG_LEVEL,
    publicOrigin: e.PUBLIC_ORIGIN,
    trustProxy: e.TRUST_PROXY,
    metricsToken: e.METRICS_TOKEN,
    secretKey: e.SECRET_KEY,
  };
}
