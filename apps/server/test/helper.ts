import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { buildEnvelope, parseWith, registry, serverPath, type CallName } from '@loyalty/contract';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import { buildApp, type BuildOptions } from '../src/app';
import { ConfigError, loadConfig, type Config } from '../src/config';
import { newSchemaName, testDatabase, withPg } from './test-db';
import { signUpData } from './fixtures';

export interface TestClock {
  (): Date;
  advance(ms: number): void;
}

export function testClock(start = new Date()): TestClock {
  let current = start.getTime();
  const clock = (() => new Date(current)) as TestClock;
  clock.advance = (ms) => {
    current += ms;
  };
  return clock;
}

export interface TestApp {
  app: FastifyInstance;
  clock: TestClock;
  dataDir: string;
  close(): Promise<void>;
}

/**
 * The real server on a fresh database of its own: a temporary SQLite file, or with
 * TEST_DB=postgres a new schema dropped again on close.
 */
export async function createTestApp(
  options: {
    config?: Partial<Config>;
    build?: Omit<BuildOptions, 'config' | 'now'>;
    /** Adds routes before the server is ready (to exercise a plugin on its own). */
    register?: (app: FastifyInstance) => void;
    /** false: return as soon as the server is ready, with the expiry job's first run going on. */
    settle?: boolean;
  } = {},
): Promise<TestApp> {
  const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'loyalty-test-'));
  const clock = testClock();
  const config: Partial<Config> = {
    dataDir,
    databaseUrl: undefined,
    demoMode: true,
    mailUrl: undefined,
    publicOrigin: undefined,
    trustProxy: false,
    webDist: path.join(dataDir, 'no-web'),
    consoleDist: path.join(dataDir, 'no-console'),
  };
  const postgres = testDatabase() === 'postgres';
  const schema = postgres ? newSchemaName() : undefined;
  if (schema) {
    await withPg((c) => c.query(`create schema "${schema}"`));
    Object.assign(config, { databaseUrl: loadConfig().databaseUrl, databaseSchema: schema });
  }
  // The schema is dropped with the others when the run ends (test/global-setup.ts).
  const app = await buildApp({
    logger: false,
    ...options.build,
    config: { ...config, ...options.config },
    now: clock,
  });
  options.register?.(app);
  await app.ready();
  // Tests start from a settled database: the expiry job's first run has ended.
  if (options.settle !== false) await app.expiryJobIdle();
  return {
    app,
    clock,
    dataDir,
    async close() {
      await app.close();
      await fs.rm(dataDir, { recursive: true, force: true });
    },
  };
}

const keys = { AUTH_KEY: 'auth-key', SEND_KEY: 'send-key' };

export interface CallOptions {
  cookie?: string | undefined;
  ip?: string;
  headers?: Record<string, string>;
}

/** POSTs a call the way the web client does: the envelope around DATA. */
export function call(
  app: FastifyInstance,
  name: CallName,
  DATA: Record<string, unknown>,
  opts: CallOptions = {},
): Promise<LightMyRequestResponse> {
  return postRaw(app, name, buildEnvelope({ FUNCTION: registry[name].path, DATA, keys }), opts);
}

/** POSTs any body to a call's server path. */
export function postRaw(
  app: FastifyInstance,
  name: CallName,
  payload: unknown,
  opts: CallOptions = {},
): Promise<LightMyRequestResponse> {
  return app.inject({
    method: 'POST',
    url: serverPath(registry[name]),
    payload: payload as object,
    remoteAddress: opts.ip ?? '127.0.0.1',
    headers: { ...(opts.cookie ? { cookie: opts.cookie } : {}), ...opts.headers },
  });
}

/** The answer's JSON, after checking that the contract's response schema reads it. */
export function answerOf(name: CallName, res: LightMyRequestResponse): Record<string, unknown> {
  const body = res.json<Record<string, unknown>>();
  const parsed = parseWith(registry[name].response, body);
  expect(parsed.ok ? '' : parsed.message).toBe('');
  return body;
}

/** A failure in the one form every refusal takes. */
export function expectFailure(
  res: LightMyRequestResponse,
  status: number,
  message?: string | RegExp,
) {
  expect(res.statusCode).toBe(status);
  const body = res.json<{ STATUS: unknown; MESSAGE: unknown }>();
  expect(body.STATUS).toBe(false);
  expect(typeof body.MESSAGE).toBe('string');
  if (message !== undefined) expect(body.MESSAGE).toMatch(message);
  return body;
}

/** The `sid` cookie of a response, as a request Cookie header. */
export function sessionCookie(res: LightMyRequestResponse): string | undefined {
  const sid = res.cookies.find((c) => c.name === 'sid');
  return sid && sid.value ? `sid=${sid.value}` : undefined;
}

export const DEMO = { CLIENT_ID: '1001' } as const;
export const LITE = { CLIENT_ID: '1002' } as const;
export const PASSWORD = 'demo1234';

export async function login(
  app: FastifyInstance,
  username: string,
  opts: { type?: 'EMAIL' | 'PHONE'; client?: string; password?: string } = {},
) {
  const res = await call(app, 'LoyLogin', {
    USERNAME: username,
    PWORD: opts.password ?? PASSWORD,
    TYPE_NAME: opts.type ?? 'EMAIL',
    LOC_ID: '001',
    CLIENT_ID: opts.client ?? DEMO.CLIENT_ID,
  });
  return { res, cookie: sessionCookie(res) };
}

let registered = 0;

/** Signs up a fresh customer (from an address of its own) and returns how to reach them. */
export async function newCustomer(app: FastifyInstance, client: string = DEMO.CLIENT_ID) {
  registered += 1;
  const tag = `${Date.now().toString(36)}${registered}`;
  const email = `user-${tag}@example.com`;
  const mobile = `05${String(Math.floor(Math.random() * 1e8)).padStart(8, '0')}`;
  const res = await call(
    app,
    'LoyCreateCustomer',
    { CLIENT_ID: client, ...signUpData({ email, mobile, password: 'secret1' }) },
    { ip: `10.200.${Math.floor(registered / 250)}.${registered % 250}` },
  );
  expect(res.json()).toMatchObject({ STATUS: true });
  return { email, mobile, password: 'secret1' };
}

/** What loadConfig refuses in `env`, or none. */
export function configProblems(env: Record<string, string>): string[] {
  try {
    loadConfig(env);
  } catch (error) {
    expect(error).toBeInstanceOf(ConfigError);
    return (error as ConfigError).problems;
  }
  return [];
}
