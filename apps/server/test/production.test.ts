import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app';
import { ConfigError, loadConfig, movedDataProblem } from '../src/config';
import { DEVELOPMENT_SECRET_KEY } from '../src/lib/production-rules';
import { PRODUCTION_ENV as PRODUCTION } from './fixtures';
import { configProblems as problemsOf, createTestApp, type TestApp } from './helper';

describe('loadConfig in production', () => {
  it('starts with a full configuration, demo mode off', () => {
    const config = loadConfig(PRODUCTION);
    expect(config).toMatchObject({
      demoMode: false,
      publicOrigin: PRODUCTION.PUBLIC_ORIGIN,
      trustProxy: 1,
      mailUrl: PRODUCTION.MAIL_URL,
      mailFrom: PRODUCTION.MAIL_FROM,
      metricsToken: PRODUCTION.METRICS_TOKEN,
      secretKey: PRODUCTION.SECRET_KEY,
    });
  });

  it('lists every missing setting at once', () => {
    const problems = problemsOf({ NODE_ENV: 'production' });
    expect(problems.map((p) => p.split(':')[0])).toEqual([
      'PUBLIC_ORIGIN',
      'TRUST_PROXY',
      'MAIL_URL',
      'MAIL_FROM',
      'METRICS_TOKEN',
      'SECRET_KEY',
    ]);
  });

  it('refuses each setting left out or left at a development value', () => {
    const cases: [Record<string, string>, RegExp][] = [
      [{ PUBLIC_ORIGIN: '' }, /^PUBLIC_ORIGIN: required/],
      [{ PUBLIC_ORIGIN: 'http://rewards.oasis-retail.ae' }, /^PUBLIC_ORIGIN: must be an https/],
      [{ PUBLIC_ORIGIN: 'https://localhost:8080' }, /^PUBLIC_ORIGIN: localhost is a development/],
      [{ PUBLIC_ORIGIN: 'https://shop.example.com' }, /^PUBLIC_ORIGIN: .* development host/],
      [{ TRUST_PROXY: 'false' }, /^TRUST_PROXY: required/],
      [{ TRUST_PROXY: 'true' }, /^TRUST_PROXY: true trusts addresses the client writes/],
      [{ MAIL_URL: '' }, /^MAIL_URL: required/],
      [{ MAIL_FROM: 'no-reply@localhost' }, /^MAIL_FROM: required, a real sender/],
      [{ METRICS_TOKEN: 'changeme' }, /^METRICS_TOKEN: required, at least 24/],
      [{ SECRET_KEY: '' }, /^SECRET_KEY: required, at least 32/],
      [{ SECRET_KEY: 'too-short-a-key' }, /^SECRET_KEY: must be at least 32 characters/],
      [{ SECRET_KEY: DEVELOPMENT_SECRET_KEY }, /^SECRET_KEY: required, at least 32/],
    ];
    for (const [change, expected] of cases) {
      const problems = problemsOf({ ...PRODUCTION, ...change });
      expect(problems, JSON.stringify(change)).toHaveLength(1);
      expect(problems[0]).toMatch(expected);
    }
  });

  it('reports malformed values together with the production problems', () => {
    const problems = problemsOf({ NODE_ENV: 'production', PORT: 'eighty', MAIL_URL: 'mail' });
    expect(problems.some((p) => p.startsWith('PORT:'))).toBe(true);
    expect(problems.filter((p) => p.startsWith('MAIL_URL:'))).toEqual([
      'MAIL_URL: must be an smtp:// URL',
    ]);
    expect(problems.some((p) => p.startsWith('METRICS_TOKEN:'))).toBe(true);
  });

  it('refuses an unknown NODE_ENV rather than running the demo', () => {
    for (const value of ['Production', 'prod', 'staging']) {
      expect(problemsOf({ ...PRODUCTION, NODE_ENV: value })).toEqual([
        'NODE_ENV: must be development, production or test',
      ]);
    }
    expect(loadConfig({ NODE_ENV: 'test' }).demoMode).toBe(true);
  });

  it('resolves a relative DATA_DIR and WEB_DIST against the repository, not the working directory', () => {
    const root = path.resolve(import.meta.dirname, '../../..');
    const cwd = process.cwd();
    try {
      process.chdir(os.tmpdir());
      const config = loadConfig({ DATA_DIR: 'var/data', WEB_DIST: 'web' });
      expect(config.dataDir).toBe(path.join(root, 'var/data'));
      expect(config.webDist).toBe(path.join(root, 'web'));
      expect(loadConfig({}).dataDir).toBe(path.join(root, 'data'));
      expect(loadConfig({ DATA_DIR: '/srv/loyalty' }).dataDir).toBe('/srv/loyalty');
    } finally {
      process.chdir(cwd);
    }
  });

  it('points at data left where a relative DATA_DIR used to lead', async () => {
    const cwd = process.cwd();
    const elsewhere = await fs.mkdtemp(path.join(os.tmpdir(), 'loyalty-cwd-'));
    const name = `moved-${Date.now()}`;
    try {
      process.chdir(elsewhere);
      await fs.mkdir(path.join(elsewhere, name));
      await fs.writeFile(path.join(elsewhere, name, 'loyalty.db'), '');
      const env = { DATA_DIR: name };
      const config = loadConfig(env);
      expect(movedDataProblem(env, config)).toBe(
        `DATA_DIR: "${name}" is now taken from the repository's root (${config.dataDir}), ` +
          `but the data is in ${path.join(elsewhere, name)}: move it there, or set ` +
          `DATA_DIR=${path.join(elsewhere, name)}`,
      );
      // Absolute, or nothing at the old place: nothing to say.
      const absolute = { DATA_DIR: path.join(elsewhere, name) };
      expect(movedDataProblem(absolute, loadConfig(absolute))).toBeUndefined();
      expect(movedDataProblem({ DATA_DIR: 'nothing-here' }, loadConfig({}))).toBeUndefined();
    } finally {
      process.chdir(cwd);
      await fs.rm(elsewhere, { recursive: true, force: true });
    }
  });

  it('asks nothing of development', () => {
    expect(loadConfig({}).demoMode).toBe(true);
    expect(loadConfig({}).secretKey).toBe(DEVELOPMENT_SECRET_KEY);
    expect(problemsOf({ NODE_ENV: 'development' })).toEqual([]);
  });
});

describe('the server in production mode', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ config: { demoMode: false } });
  });
  afterAll(() => t.close());

  it('has no /dev routes and seeds nothing', async () => {
    const outbox = await t.app.inject({ method: 'GET', url: '/dev/outbox' });
    expect(outbox.statusCode).toBe(404);
    expect(t.app.routeCatalog.some((r) => r.url.startsWith('/dev/'))).toBe(false);
    const tenants = await t.app.db.selectFrom('tenants').select('id').execute();
    expect(tenants).toEqual([]);
  });

  it('is ready', async () => {
    const ready = await t.app.inject({ method: 'GET', url: '/health/ready' });
    expect(ready.statusCode).toBe(200);
  });
});

describe('PUBLIC_ORIGIN with a wildcard sub-domain', () => {
  it('is accepted in production', () => {
    const origin = 'https://*.rewards.oasis-retail.ae';
    expect(loadConfig({ ...PRODUCTION, PUBLIC_ORIGIN: origin }).publicOrigin).toBe(origin);
    expect(problemsOf({ ...PRODUCTION, PUBLIC_ORIGIN: 'https://*.localhost' })).toEqual([
      'PUBLIC_ORIGIN: *.localhost is a development host',
    ]);
  });

  it("gives each programme's settings its own sub-domain's origin", async () => {
    const t = await createTestApp({
      config: { publicOrigin: 'https://*.rewards.oasis-retail.ae' },
    });
    try {
      const res = await t.app.inject({
        method: 'POST',
        url: '/config/GetAppSettings',
        headers: { host: 'lite.rewards.oasis-retail.ae' },
        payload: { SUB_DOMAIN_ID: 'lite' },
      });
      expect(res.json()).toMatchObject({
        STATUS: true,
        ClientId: '1002',
        AppBaseURL: 'https://lite.rewards.oasis-retail.ae/api/loyalty',
        AdminFileSrvURL: 'https://lite.rewards.oasis-retail.ae/files/',
      });
    } finally {
      await t.close();
    }
  });
});

describe('a production start on a database seeded in demo mode', () => {
  it('is refused, naming the demo keys and accounts', async () => {
    const demo = await createTestApp();
    try {
      const start = buildApp({ logger: false, config: { ...demo.app.config, demoMode: false } });
      const error = await start.then(
        () => undefined,
        (e: unknown) => e,
      );
      expect(error).toBeInstanceOf(ConfigError);
      const problems = (error as ConfigError).problems.join('\n');
      expect(problems).toMatch(/"demo" \(client id 1001\) has the published demo staff API key/);
      expect(problems).toMatch(/"lite" \(client id 1002\)/);
      expect(problems).toMatch(/demo customer accounts .*demo@example\.com/);
    } finally {
      await demo.close();
    }
  });
});

/** Runs the real entry point and collects what it prints and its exit code. */
