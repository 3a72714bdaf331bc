import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { buildEnvelope, registry, serverPath, type CallName } from '@loyalty/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  processDatabase,
  startServer,
  stopServer,
  type ProcessDatabase,
  type ServerProcess,
} from './reliability/server-process';
import { testDatabase } from './test-db';

/**
 * Tracing patches http and pg as the process starts, so it is tested on the real entry
 * (src/server.ts) in a process of its own, exporting to an OTLP/HTTP receiver here.
 */

interface Span {
  traceId: string;
  spanId: string;
  parentSpanId?: string;
  name: string;
  kind: number;
  scope: string;
  attributes: Record<string, unknown>;
}

const SERVER_KIND = 2;
const KEYS = { AUTH_KEY: 'auth-key', SEND_KEY: 'send-key' };

/** An OTLP/HTTP receiver: keeps every span of every JSON export it is sent. */
async function otlpReceiver() {
  const spans: Span[] = [];
  const server = http.createServer((req, res) => {
    let body = '';
    req.on('data', (chunk: Buffer) => (body += chunk.toString()));
    req.on('end', () => {
      if (req.url === '/v1/traces') {
        const exported = JSON.parse(body) as {
          resourceSpans: {
            scopeSpans: {
              scope: { name: string };
              spans: (Omit<Span, 'scope' | 'attributes'> & {
                attributes?: { key: string; value: Record<string, unknown> }[];
              })[];
            }[];
          }[];
        };
        for (const { scopeSpans } of exported.resourceSpans) {
          for (const { scope, spans: list } of scopeSpans) {
            for (const { attributes = [], ...span } of list) {
              const values = attributes.map((a) => [a.key, Object.values(a.value)[0]]);
              spans.push({ ...span, scope: scope.name, attributes: Object.fromEntries(values) });
            }
          }
        }
      }
      res.writeHead(200, { 'content-type': 'application/json' }).end('{}');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return { url: `http://127.0.0.1:${port}`, spans, close: () => server.close() };
}

/**
 * Reports, at the process's exit, how many modules of the OpenTelemetry SDK, its exporters and
 * instrumentations, and of the module patcher they use, it had loaded. (The API alone is a
 * no-op facade that prom-client loads itself.)
 */
const PROBE = `
import Module from 'node:module';
process.on('exit', () => {
  const otel = Object.keys(Module._cache).filter((f) =>
    /[\\\\/](@opentelemetry[\\\\/](?!api[\\\\/])|@fastify[\\\\/]otel[\\\\/]|require-in-the-middle[\\\\/])/.test(f),
  );
  process.stdout.write(JSON.stringify({ msg: 'otel modules at exit', count: otel.length }) + '\\n');
});
`;

const newTraceparent = () => {
  const traceId = randomBytes(16).toString('hex');
  return { traceId, parent: randomBytes(8).toString('hex') };
};

async function post(base: string, name: CallName, DATA: object, traceparent: string) {
  const body = buildEnvelope({ FUNCTION: registry[name].path, DATA, keys: KEYS });
  const res = await fetch(`${base}${serverPath(registry[name])}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', traceparent },
    body: JSON.stringify(body),
  });
  return (await res.json()) as { STATUS: unknown };
}

async function until<T>(read: () => T | undefined, what: string): Promise<T> {
  for (let i = 0; i < 100; i++) {
    const value = read();
    if (value !== undefined) return value;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`timed out waiting for ${what}`);
}

const exitLine = (output: string) =>
  output
    .split('\n')
    .filter((l) => l.includes('otel modules at exit'))
    .map((l) => JSON.parse(l) as { count: number })[0];

describe('tracing', { timeout: 120_000 }, () => {
  let receiver: Awaited<ReturnType<typeof otlpReceiver>>;
  let db: ProcessDatabase;
  let server: ServerProcess;
  let probe: string;
  const root = path.resolve(import.meta.dirname, '..');
  const probed = () => ({
    file: process.execPath,
    args: ['--import', 'tsx', '--import', probe, 'src/server.ts'],
    cwd: root,
  });

  beforeAll(async () => {
    receiver = await otlpReceiver();
    db = await processDatabase('tracing');
    probe = path.join(await fs.mkdtemp(path.join(os.tmpdir(), 'loyalty-probe-')), 'probe.mjs');
    await fs.writeFile(probe, PROBE);
    server = await startServer(
      { ...db.env, OTEL_EXPORTER_OTLP_ENDPOINT: receiver.url, OTEL_BSP_SCHEDULE_DELAY: '100' },
      { command: probed() },
    );
  }, 120_000);
  afterAll(async () => {
    if (server) await stopServer(server, 'SIGKILL');
    receiver?.close();
    await db?.drop();
    await fs.rm(path.dirname(probe), { recursive: true, force: true });
  });

  it("continues the caller's trace through a sign-in: server, route and queries", async () => {
    const { traceId, parent } = newTraceparent();
    const answer = await post(
      server.url,
      'LoyLogin',
      {
        USERNAME: 'demo@example.com',
        PWORD: 'demo1234',
        TYPE_NAME: 'EMAIL',
        LOC_ID: '001',
        CLIENT_ID: '1001',
      },
      `00-${traceId}-${parent}-01`,
    );
    expect(answer.STATUS).toBe(true);
    const inTrace = () => receiver.spans.filter((s) => s.traceId === traceId);
    const root = await until(
      () => inTrace().find((s) => s.kind === SERVER_KIND),
      'the server span',
    );
    // The caller's span is the parent: the trace is continued, not restarted.
    expect(root.parentSpanId).toBe(parent);
    const route = await until(
      () => inTrace().find((s) => s.scope === '@fastify/otel' && s.attributes['http.route']),
      'the route span',
    );
    expect(route.attributes['http.route']).toBe(serverPath(registry.LoyLogin));
    if (testDatabase() === 'postgres') {
      const queries = await until(() => {
        const found = inTrace().filter((s) => s.scope.includes('instrumentation-pg'));
        return found.length ? found : undefined;
      }, 'the query spans');
      expect(
        queries.some((q) =>
          String(q.attributes['db.query.text'] ?? q.attributes['db.statement']).includes(
            'customers',
          ),
        ),
      ).toBe(true);
    }
    // The request's completion line names the same trace.
    const completed = await until(
      () =>
        server
          .output()
          .split('\n')
          .find((l) => l.includes('"request completed"') && l.includes(traceId)),
      'the completion line',
    );
    expect(JSON.parse(completed)).toMatchObject({ traceId, route: serverPath(registry.LoyLogin) });
  });

  it('gives a ledger transaction a span of its own, its queries inside it', async () => {
    const { traceId, parent } = newTraceparent();
    const res = await fetch(`${server.url}/api/pos/bills`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        authorization: 'Bearer demo-staff-key',
        traceparent: `00-${traceId}-${parent}-01`,
      },
      body: JSON.stringify({
        billRef: 'TRACE-1',
        customer: { mobile: '0501234567' },
        amount: 100,
      }),
    });
    expect(res.status).toBe(200);
    const ledger = await until(
      () => receiver.spans.find((s) => s.traceId === traceId && s.name === 'ledger transaction'),
      'the ledger span',
    );
    expect(ledger.parentSpanId).toBeDefined();
    if (testDatabase() === 'postgres') {
      const inside = await until(() => {
        const found = receiver.spans.filter((s) => s.parentSpanId === ledger.spanId);
        return found.length ? found : undefined;
      }, 'queries inside the ledger span');
      expect(inside.every((s) => s.scope.includes('instrumentation-pg'))).toBe(true);
    }
  });

  it('loads nothing of OpenTelemetry when no endpoint is set', async () => {
    const plain = await startServer(db.env, { command: probed() });
    await stopServer(plain, 'SIGTERM');
    expect(exitLine(plain.output())?.count).toBe(0);
    // The probe does see them where tracing is on.
    await stopServer(server, 'SIGTERM');
    expect(exitLine(server.output())?.count).toBeGreaterThan(0);
  });
});
