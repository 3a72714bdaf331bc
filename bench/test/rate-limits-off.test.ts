import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import Fastify from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import {
  loadConfig,
  systemClock,
  contextPlugin,
  dbPlugin,
  rateLimitPlugin,
} from '@loyalty/server/plugins';
import { openDatabase } from '@loyalty/server/data';

const LIMIT = { name: 'bench-test', max: 2, windowMs: 60_000 };
const cleanups: (() => Promise<void> | void)[] = [];

/** The real rate-limit plugin on a real (temporary) database, as the benchmarks start it. */
async function limiter(options: { demoMode: boolean; env: string | undefined }) {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'rate-limits-off-'));
  const saved = process.env.RATE_LIMITS;
  if (options.env === undefined) delete process.env.RATE_LIMITS;
  else process.env.RATE_LIMITS = options.env;
  const app = Fastify({ logger: false });
  try {
    const config = { ...loadConfig({}), dataDir, demoMode: options.demoMode };
    await app.register(contextPlugin, { config, now: systemClock });
    await app.register(dbPlugin, { handle: openDatabase({ dataDir }) });
    await app.register(rateLimitPlugin);
    await app.ready();
  } finally {
    if (saved === undefined) delete process.env.RATE_LIMITS;
    else process.env.RATE_LIMITS = saved;
  }
  cleanups.push(async () => {
    await app.close();
    rmSync(dataDir, { recursive: true, force: true });
  });
  return app.rateLimiter;
}

async function thirdHit(options: { demoMode: boolean; env: string | undefined }) {
  const rl = await limiter(options);
  await rl.hit(LIMIT, '127.0.0.1');
  await rl.hit(LIMIT, '127.0.0.1');
  return rl.hit(LIMIT, '127.0.0.1').then(
    () => 'allowed',
    (error: { status?: number }) => `refused ${error.status}`,
  );
}

afterEach(async () => {
  for (const c of cleanups.splice(0)) await c();
});

describe('RATE_LIMITS=off (for the benchmarks)', () => {
  it('lifts the limits in demo mode', async () => {
    expect(await thirdHit({ demoMode: true, env: 'off' })).toBe('allowed');
  });

  it('is ignored in production', async () => {
    expect(await thirdHit({ demoMode: false, env: 'off' })).toBe('refused 429');
  });

  it('leaves the limits on when unset or set to anything else', async () => {
    expect(await thirdHit({ demoMode: true, env: undefined })).toBe('refused 429');
    expect(await thirdHit({ demoMode: true, env: 'OFF ' })).toBe('refused 429');
  });
});
