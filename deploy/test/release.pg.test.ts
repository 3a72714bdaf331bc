import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runtimeCommands } from './dockerfile';
import {
  envelope,
  freePort,
  hasProgram,
  PRODUCTION_ENV,
  read,
  registration,
  repoRoot,
  run,
  start,
  stop,
  type Started,
} from './support';

/**
 * The release as a retailer runs it: scripts/build-release.sh into an empty folder, then the
 * migrations, the staff command line and the server from that folder alone, in production
 * mode on PostgreSQL, as an unprivileged user.
 */

const NOBODY = 65534;
const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'loyalty-release-'));
const release = path.join(dir, 'release');
const dataDir = path.join(dir, 'data');
const database = `loyalty_release_${Date.now()}`;
const adminUrl = process.env.DATABASE_URL ?? '';
const databaseUrl = Object.assign(new URL(adminUrl), { pathname: `/${database}` }).toString();
let env: NodeJS.ProcessEnv;
let server: Started | undefined;
let baseUrl = '';

const asRoot = process.getuid?.() === 0;
/** Runs node as `nobody` when the test runs as root, else as the (unprivileged) test user. */
function nodeAs(args: string[]): [string, string[]] {
  if (!asRoot) return [process.execPath, args];
  if (hasProgram('setpriv')) {
    return [
      'setpriv',
      [`--reuid=${NOBODY}`, `--regid=${NOBODY}`, '--clear-groups', process.execPath, ...args],
    ];
  }
  return ['runuser', ['-u', 'nobody', '--', process.execPath, ...args]];
}

async function admin(sql: string) {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

const cli = (...args: string[]) =>
  run(...nodeAs(['apps/server/dist/loyalty.js', ...args]), { cwd: release, env });
/** The command line with `input` on its standard input (a password). */
const cliWithInput = (input: string, ...args: string[]) =>
  run(...nodeAs(['apps/server/dist/loyalty.js', ...args]), { cwd: release, env, input });

beforeAll(async () => {
  await run('bash', [path.join(repoRoot, 'scripts/build-release.sh'), release], {
    timeoutMs: 240_000,
  });
  // mkdtemp makes the folder private to root: the service user must read the release.
  await fs.chmod(dir, 0o755);
  await fs.mkdir(dataDir);
  if (asRoot) await fs.chown(dataDir, NOBODY, NOBODY);
  await admin(`create database "${database}"`);
  // A port that refuses: the mail queue keeps the welcome mail and retries; no call waits on it.
  const mailPort = await freePort();
  env = {
    PATH: process.env.PATH,
    ...PRODUCTION_ENV,
    TRUST_PROXY: '1',
    MAIL_URL: `smtp://127.0.0.1:${mailPort}`,
    DATABASE_URL: databaseUrl,
    DATA_DIR: dataDir,
    HOST: '127.0.0.1',
    PORT: '0',
    MIGRATE_AT_START: 'false',
    SHUTDOWN_DELAY_MS: '1500',
  };
}, 300_000);

afterAll(async () => {
  await stop(server, 'SIGKILL');
  await admin(`drop database if exists "${database}" with (force)`);
  await fs.rm(dir, { recursive: true, force: true });
});

const host = { host: 'acme.loyalty.test', 'x-forwarded-proto': 'https' };

async function post(
  name: Parameters<typeof envelope>[0],
  data: Record<string, unknown>,
  cookie?: string,
) {
  const { path: url, body } = envelope(name, data);
  const res = await fetch(`${baseUrl}${url}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...host, ...(cookie ? { cookie } : {}) },
    body,
  });
  return { res, json: (await res.json()) as Record<string, unknown> };
}

describe('the release folder', () => {
  it('holds the built server, command line, web app and production dependencies only', async () => {
    const files = await fs.readdir(path.join(release, 'apps/server/dist'));
    expect(files).toEqual(
      expect.arrayContaining(['server.js', 'serve.js', 'migrate.js', 'loyalty.js']),
    );
    await fs.access(path.join(release, 'apps/web/dist/index.html'));
    await fs.access(path.join(release, 'apps/console/dist/index.html'));
    await fs.access(path.join(release, 'node_modules/fastify/package.json'));
    await fs.access(path.join(release, 'deploy/systemd/loyalty.service'));
    // Development tools stay out.
    for (const dev of ['vitest', 'typescript', 'vite', 'eslint', 'react']) {
      await expect(fs.access(path.join(release, 'node_modules', dev)), dev).rejects.toThrow();
    }
    // No TypeScript source of the server comes along.
    await expect(fs.access(path.join(release, 'apps/server/src'))).rejects.toThrow();
  });

  it('migrates, takes a programme from the command line, serves a customer and stops on SIGTERM', async () => {
    // Migrated as systemd's loyalty-migrate.service does it, with the release in /opt/loyalty.
    const execStart = /^ExecStart=(.+)$/m.exec(read('deploy/systemd/loyalty-migrate.service'))?.[1];
    const [program, ...migrate] = (execStart ?? '').split(/\s+/);
    expect(program).toMatch(/\/node$/);
    const migrateArgs = migrate.map((arg) => arg.replace(/^\/opt\/loyalty\//, `${release}/`));
    expect(await run(...nodeAs(migrateArgs), { cwd: release, env })).toMatch(
      /Database migrated \(postgres/,
    );
    const created = await cli(
      'create-tenant',
      '--client-id',
      '2001',
      '--sub-domain',
      'acme',
      '--name',
      'Acme Rewards',
    );
    expect(created).toMatch(/Programme created \(client id 2001\)/);

    // Started as the image starts it: the Dockerfile's ENTRYPOINT and CMD, from the release.
    const image = runtimeCommands();
    expect(image.argv[0]).toBe('node');
    server = await start(...nodeAs(image.argv.slice(1)), {
      cwd: release,
      env,
      ready: /Server listening at http:\/\/127\.0\.0\.1:\d+/,
    });
    baseUrl = /Server listening at (http:\/\/127\.0\.0\.1:\d+)/.exec(server.output())?.[1] ?? '';
    if (asRoot) {
      const status = await fs.readFile(`/proc/${server.child.pid}/status`, 'utf8');
      expect(status).toMatch(new RegExp(`^Uid:\\s+${NOBODY}\\s`, 'm'));
    }
    expect((await fetch(`${baseUrl}/health/ready`)).status).toBe(200);
    // The image's HEALTHCHECK command, run against this server, finds it healthy.
    const port = new URL(baseUrl).port;
    const healthcheck = () =>
      run(process.execPath, image.healthcheck.slice(1), { env: { PATH: env.PATH, PORT: port } });
    expect(image.healthcheck[0]).toBe('node');
    await healthcheck();
    const page = await fetch(`${baseUrl}/`, { headers: host });
    expect(page.status).toBe(200);
    expect(await page.text()).toMatch(/<div id="root">/);

    // A customer created with the command line, the password on standard input, signs in.
    const customer = registration('2001', 'release');
    const made = await cliWithInput(
      `${customer.password}\n`,
      'create-customer',
      '--client-id',
      '2001',
      '--name',
      'Release Tester',
      '--email',
      customer.email,
      '--mobile',
      customer.mobile,
      '--birth-date',
      '1990-01-01',
      '--gender',
      'male',
      '--nationality',
      'Emirati',
      '--country',
      'AE',
      '--city',
      'AE-DXB',
      '--area',
      'AE-DXB-DEIRA',
      '--password-stdin',
    );
    expect(made).toMatch(/Customer created/);
    expect(await cli('list-customers', '--client-id', '2001')).toContain(customer.mobile);

    const login = await post('LoyLogin', {
      USERNAME: customer.email,
      PWORD: customer.password,
      TYPE_NAME: 'EMAIL',
      LOC_ID: '001',
      CLIENT_ID: '2001',
    });
    expect(login.json).toMatchObject({ STATUS: true, DATA: { CUST_NAME: 'Release Tester' } });
    const sid = login.res.headers.getSetCookie().find((c) => c.startsWith('sid='));
    expect(sid).toMatch(/; Secure/i);

    server.child.kill('SIGTERM');
    // Draining: not ready, still serving.
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect((await fetch(`${baseUrl}/health/ready`)).status).toBe(503);
    await expect(healthcheck()).rejects.toThrow();
    expect(await server.exited).toEqual({ code: 0, signal: null });
    expect(server.output()).toMatch(/"msg":"stopped"/);
  });
});
