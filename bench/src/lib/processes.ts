import { spawn, type ChildProcess } from 'node:child_process';
import net from 'node:net';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { repoRoot } from '../config';

export interface Running {
  origin: string;
  stop(): Promise<void>;
}

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

// tsx itself rather than `npx tsx`, so the stop signal reaches the process directly.
const tsx = path.join(repoRoot, 'node_modules', '.bin', 'tsx');

function stopper(child: ChildProcess): () => Promise<void> {
  return async () => {
    if (child.exitCode !== null || child.signalCode !== null) return;
    const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
    child.kill('SIGTERM');
    const killed = await Promise.race([exited.then(() => true), sleep(10_000).then(() => false)]);
    if (!killed) {
      child.kill('SIGKILL');
      await exited;
    }
  };
}

async function waitUntil(
  child: ChildProcess,
  what: string,
  ready: () => Promise<boolean>,
  timeoutMs: number,
): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  // The child must still be running: something else on the port would answer too.
  while (child.exitCode === null) {
    if (await ready().catch(() => false)) return;
    if (Date.now() > deadline) break;
    await sleep(200);
  }
  await stopper(child)();
  throw new Error(`${what} did not start (exit ${child.exitCode ?? 'none'})`);
}

export interface ServerOptions {
  dataDir: string;
  databaseUrl?: string | undefined;
  webDist?: string | undefined;
}

/**
 * The real server in its own process, in demo mode (NODE_ENV unset), rate limits lifted,
 * warnings only in the log; ready once the config service answers with the demo programme.
 */
export async function startServer(options: ServerOptions): Promise<Running> {
  const port = await freePort();
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: options.dataDir,
    LOG_LEVEL: 'warn',
    RATE_LIMITS: 'off',
    // No load balancer to leave: stop at once on SIGTERM.
    SHUTDOWN_DELAY_MS: '0',
  };
  delete env.NODE_ENV;
  delete env.DATABASE_URL;
  if (options.databaseUrl) env.DATABASE_URL = options.databaseUrl;
  if (options.webDist) env.WEB_DIST = options.webDist;
  const child = spawn(tsx, [path.join(repoRoot, 'apps/server/src/server.ts')], {
    cwd: repoRoot,
    env,
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const origin = `http://127.0.0.1:${port}`;
  await waitUntil(
    child,
    'the server',
    async () => {
      const response = await fetch(`${origin}/config/GetAppSettings`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ FUNCTION: 'GetAppSettings', SUB_DOMAIN_ID: 'demo' }),
      });
      const answer = (await response.json()) as { AppBaseURL?: unknown };
      return response.ok && typeof answer.AppBaseURL === 'string';
    },
    // Migrations and the expiry job's first pass over millions of ledger entries take a while.
    600_000,
  );
  return { origin, stop: stopper(child) };
}

/** The reference servers that answer every request with `bodyFile`'s bytes. */
const REFERENCES = {
  /** A bare `node:http` server: the baseline. */
  baseline: 'bench/src/server/baseline-server.ts',
  /** Fastify with none of the server's work: the framework's floor. */
  'fastify floor': 'bench/src/server/fastify-floor-server.ts',
  /** Fastify with one `SELECT` by primary key on PostgreSQL: the floor of a call that reads. */
  'postgres floor': 'bench/src/server/postgres-floor-server.ts',
  /** Fastify with the server's own voucher or send statement: the floor of a call that writes. */
  'postgres write floor': 'bench/src/server/postgres-write-floor-server.ts',
} as const;

export type Reference = keyof typeof REFERENCES;

/**
 * One of the reference servers, answering every request with `bodyFile`'s bytes; `env` adds
 * to its environment (the PostgreSQL floor's database, pool size and row count).
 */
export async function startReference(
  which: Reference,
  bodyFile: string,
  env: Record<string, string> = {},
): Promise<Running> {
  const port = await freePort();
  const child = spawn(tsx, [path.join(repoRoot, REFERENCES[which])], {
    cwd: repoRoot,
    env: { ...process.env, ...env, PORT: String(port), BODY_FILE: bodyFile },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const origin = `http://127.0.0.1:${port}`;
  await waitUntil(child, `the ${which} server`, async () => (await fetch(origin)).ok, 30_000);
  return { origin, stop: stopper(child) };
}
