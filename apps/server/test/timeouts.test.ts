import net from 'node:net';
import path from 'node:path';
import { Readable } from 'node:stream';
import SQLite from 'better-sqlite3';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, expectFailure, type TestApp } from './helper';
import { testDatabase } from './test-db';

/**
 * Time limits: slow or stalled clients lose their connection, a database that does not
 * answer turns into a quick 503 in the product's shape, and so does an answer that is late.
 * Small limits here; the defaults are in src/config.ts.
 */
let t: TestApp;
let origin: { host: string; port: number };
beforeAll(async () => {
  t = await createTestApp({
    config: {
      headersTimeoutMs: 400,
      requestTimeoutMs: 1_000,
      keepAliveTimeoutMs: 500,
      responseTimeoutMs: 1_500,
      databaseStatementTimeoutMs: 300,
      databaseConnectTimeoutMs: 1_000,
      sqliteBusyTimeoutMs: 200,
    },
    register: (app) => {
      app.get('/test/slow-stream', (_request, reply) => {
        let sent = 0;
        const body = new Readable({ read() {} });
        const timer = setInterval(() => {
          body.push(`chunk ${sent++}\n`);
          if (sent === 8) {
            clearInterval(timer);
            body.push(null);
          }
        }, 300);
        return reply.type('text/plain').send(body);
      });
      app.get('/test/slow', async () => {
        await new Promise((r) => setTimeout(r, 4_000));
        return { STATUS: true };
      });
      // A file answer that has set its type but not yet started (a slow disk).
      app.get('/test/slow-file', async (_request, reply) => {
        reply.type('image/png');
        await new Promise((r) => setTimeout(r, 4_000));
        return reply.send(Buffer.from('not reached'));
      });
    },
  });
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  const address = t.app.server.address() as net.AddressInfo;
  origin = { host: '127.0.0.1', port: address.port };
});
afterAll(() => t.close());

/** A raw connection: resolves with when (ms after opening) and how it was closed. */
function connect(onOpen: (socket: net.Socket) => void, port = origin.port) {
  const socket = net.connect(port, origin.host);
  const opened = Date.now();
  let received = '';
  socket.on('data', (chunk) => (received += chunk.toString()));
  socket.on('error', () => undefined);
  socket.on('connect', () => onOpen(socket));
  const closed = new Promise<{ afterMs: number; received: string }>((resolve) =>
    socket.on('close', () => resolve({ afterMs: Date.now() - opened, received })),
  );
  return { socket, closed };
}

/** Writes one byte at a time, slowly, until the socket closes (or 8 s pass). */
function trickle(socket: net.Socket, text: string, everyMs: number) {
  let i = 0;
  const timer = setInterval(() => {
    if (socket.destroyed || i >= text.length) return clearInterval(timer);
    socket.write(text[i++] as string);
  }, everyMs);
  socket.on('close', () => clearInterval(timer));
}

describe('slow and stalled clients', () => {
  it('closes a connection whose headers arrive a byte at a time', async () => {
    const { closed } = connect((s) =>
      trickle(s, 'GET /health/live HTTP/1.1\r\nHost: 127.0.0.1\r\nX-Pad: ' + 'a'.repeat(200), 150),
    );
    const { afterMs } = await closed;
    expect(afterMs).toBeLessThan(3_000);
  });

  it('closes a connection whose body arrives a byte at a time, with 408', async () => {
    const body = JSON.stringify({ SUB_DOMAIN_ID: 'demo', pad: 'x'.repeat(200) });
    const { closed } = connect((s) => {
      s.write(
        `POST /config/GetAppSettings HTTP/1.1\r\nHost: 127.0.0.1\r\n` +
          `Content-Type: application/json\r\nContent-Length: ${body.length}\r\n\r\n`,
      );
      trickle(s, body, 150);
    });
    const { afterMs, received } = await closed;
    expect(afterMs).toBeLessThan(4_000);
    expect(received).toMatch(/^HTTP\/1\.1 408 /);
  });

  it('closes a connection that sends nothing', async () => {
    const { closed } = connect(() => undefined);
    expect((await closed).afterMs).toBeLessThan(4_000);
  });

  it('keeps no more connections than MAX_CONNECTIONS', async () => {
    // A server of its own, whose headers' limit is far off: only the cap closes anything.
    const capped = await createTestApp({ config: { maxConnections: 20 } });
    try {
      await capped.app.listen({ port: 0, host: '127.0.0.1' });
      const { port } = capped.app.server.address() as net.AddressInfo;
      const sockets = Array.from({ length: 40 }, () => connect(() => undefined, port));
      const closedEarly = await Promise.all(
        sockets.map(({ closed }) =>
          Promise.race([
            closed.then(() => true),
            new Promise<boolean>((r) => setTimeout(() => r(false), 1_500)),
          ]),
        ),
      );
      for (const { socket } of sockets) socket.destroy();
      expect(closedEarly.filter(Boolean).length).toBeGreaterThanOrEqual(20);
      expect(closedEarly.filter((c) => !c).length).toBeGreaterThan(0);
    } finally {
      await capped.close();
    }
  });
});

describe('a late answer', () => {
  it('is a 503 in the product shape', async () => {
    const started = Date.now();
    const res = await fetch(`http://127.0.0.1:${origin.port}/test/slow`);
    expect(Date.now() - started).toBeLessThan(3_000);
    expect(res.status).toBe(503);
    expect(await res.json()).toEqual({
      STATUS: false,
      MESSAGE: 'The service is busy. Please try again in a moment.',
    });
  });
});

describe('a late file answer', () => {
  it('is a 503 in the product shape too, not a 500', async () => {
    const res = await fetch(`http://127.0.0.1:${origin.port}/test/slow-file`);
    expect(res.status).toBe(503);
    expect(res.headers.get('content-type')).toMatch(/^application\/json/);
    expect(await res.json()).toEqual({
      STATUS: false,
      MESSAGE: 'The service is busy. Please try again in a moment.',
    });
  });
});

describe('an answer already streaming when its time is up', () => {
  it('is sent to the end', async () => {
    const res = await fetch(`http://127.0.0.1:${origin.port}/test/slow-stream`);
    expect(res.status).toBe(200);
    const text = await res.text();
    expect(text.trim().split('\n')).toHaveLength(8);
  });
});

function postBill(app: FastifyInstance, billRef: string) {
  return app.inject({
    method: 'POST',
    url: '/api/pos/bills',
    headers: { authorization: 'Bearer demo-staff-key' },
    payload: { billRef, customer: { mobile: '0501234567' }, amount: 100 },
  });
}

describe('a database that does not answer', () => {
  it("turns a till's bill into a quick 503 and writes nothing", async () => {
    const release = await holdTheCustomers();
    let res;
    const started = Date.now();
    try {
      res = await postBill(t.app, 'TIMEOUT-1');
    } finally {
      await release();
    }
    expect(Date.now() - started).toBeLessThan(5_000);
    expectFailure(res, 503, 'The service is busy. Please try again in a moment.');
    // Once the database answers again, the same bill goes through, once.
    expect((await postBill(t.app, 'TIMEOUT-1')).statusCode).toBe(200);
  });
});

/**
 * Another connection holds what the bill needs: PostgreSQL's customers table locked, or
 * SQLite's write lock.
 */
async function holdTheCustomers(): Promise<() => Promise<void>> {
  if (testDatabase() === 'postgres') {
    const client = new pg.Client({ connectionString: t.app.config.databaseUrl });
    await client.connect();
    await client.query('begin');
    await client.query(
      `lock table "${t.app.config.databaseSchema}".customers in access exclusive mode`,
    );
    return async () => {
      await client.query('rollback');
      await client.end();
    };
  }
  const other = new SQLite(path.join(t.dataDir, 'loyalty.db'));
  other.exec('begin immediate');
  return async () => {
    other.exec('rollback');
    other.close();
  };
}
