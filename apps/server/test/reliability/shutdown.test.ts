import { execFile } from 'node:child_process';
import net from 'node:net';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  processDatabase,
  startServer,
  stopServer,
  type ProcessDatabase,
  type ServerProcess,
} from './server-process';
import { PRODUCTION_ENV } from '../fixtures';

/**
 * A clean stop: on SIGTERM the instance leaves the load balancer (readiness 503) while it
 * still serves, then finishes what is in flight and exits 0. On both databases.
 */
const DELAY_MS = 3_000;

/** Opens a raw connection and writes `head`; `rest()` sends more; `answer` is all it got. */
function rawRequest(url: string, head: string) {
  const { hostname, port } = new URL(url);
  const socket = net.connect(Number(port), hostname);
  let received = '';
  socket.on('data', (chunk) => (received += chunk.toString()));
  const closed = new Promise<string>((resolve) => socket.on('close', () => resolve(received)));
  socket.on('error', () => undefined);
  socket.write(head);
  return { rest: (text: string) => socket.write(text), closed };
}

async function ready(url: string) {
  const res = await fetch(`${url}/health/ready`);
  return { status: res.status, body: (await res.json()) as Record<string, unknown> };
}

let db: ProcessDatabase;
let server: ServerProcess | undefined;
beforeAll(async () => {
  db = await processDatabase('stop');
}, 60_000);
afterAll(async () => {
  if (server) await stopServer(server, 'SIGKILL');
  await db.drop();
});

describe('SIGTERM', () => {
  it(
    'takes the instance out of readiness, finishes the request in flight and exits 0',
    {
      timeout: 90_000,
    },
    async () => {
      server = await startServer({ ...db.env, SHUTDOWN_DELAY_MS: String(DELAY_MS) });
      const { url } = server;
      expect((await ready(url)).status).toBe(200);

      // A request whose body is still arriving when the signal comes.
      const body = JSON.stringify({ SUB_DOMAIN_ID: 'demo' });
      const inFlight = rawRequest(
        url,
        `POST /config/GetAppSettings HTTP/1.1\r\nHost: 127.0.0.1\r\n` +
          `Content-Type: application/json\r\nContent-Length: ${body.length}\r\n\r\n` +
          body.slice(0, 5),
      );
      await new Promise((r) => setTimeout(r, 200));
      const signalled = Date.now();
      server.child.kill('SIGTERM');

      // Not ready at once, while it still answers.
      let drained: Awaited<ReturnType<typeof ready>> | undefined;
      while (Date.now() - signalled < DELAY_MS - 500) {
        drained = await ready(url);
        if (drained.status === 503) break;
        await new Promise((r) => setTimeout(r, 50));
      }
      expect(drained).toEqual({
        status: 503,
        body: { status: 'unavailable', problem: 'shutting down' },
      });

      // Past the delay the server closes; the request in flight still gets its answer, and a
      // request pipelined behind it gets the product's 503.
      while (!server.output().includes('closing: no new connections')) {
        await new Promise((r) => setTimeout(r, 50));
      }
      expect(Date.now() - signalled).toBeGreaterThanOrEqual(DELAY_MS);
      inFlight.rest(body.slice(5) + 'GET /health/live HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n');
      const answer = await inFlight.closed;
      const [first, second] = answer.split(/(?=HTTP\/1\.1 )/);
      expect(first).toMatch(/^HTTP\/1\.1 200 /);
      expect(first).toContain('"STATUS":true');
      expect(second).toMatch(/^HTTP\/1\.1 503 /);
      expect(second).toContain('{"STATUS":false,"MESSAGE":"The service is busy.');

      await server.exited;
      expect(server.child.exitCode).toBe(0);
      expect(server.output()).toContain('shutting down: not ready, draining');
      server = undefined;
    },
  );
});

describe('npm run start:prod', () => {
  const root = path.resolve(import.meta.dirname, '../../../..');
  beforeAll(async () => {
    // The production bundle of this code.
    await promisify(execFile)(process.execPath, ['scripts/build.mjs'], {
      cwd: path.join(root, 'apps/server'),
    });
  });

  it('passes SIGTERM to node, which stops cleanly', { timeout: 90_000 }, async () => {
    const production = {
      ...PRODUCTION_ENV,
      SHUTDOWN_DELAY_MS: '0',
      HOME: process.env.HOME ?? '/tmp',
    };
    const fresh = await processDatabase('npm');
    try {
      const npm = await startServer(
        { ...fresh.env, ...production },
        { command: { file: 'npm', args: ['run', 'start:prod'], cwd: root } },
      );
      npm.child.kill('SIGTERM');
      await npm.exited;
      expect(npm.output()).toContain('shutting down: not ready, draining');
      expect(npm.output()).toContain('"msg":"stopped"');
      expect(npm.child.exitCode).toBe(0);
    } finally {
      await fresh.drop();
    }
  });
});
