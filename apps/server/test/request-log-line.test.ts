import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loggerOptions } from '../src/lib/logger';
import { DEMO, call, createTestApp, login, type TestApp } from './helper';

const lines: string[] = [];
const sink = new Writable({
  write(chunk: Buffer, _enc, done) {
    lines.push(chunk.toString());
    done();
  },
});

type Line = Record<string, unknown> & { msg: string; reqId: string };

/** The completion line of the request with this id. */
function completion(reqId: string): Line | undefined {
  return lines
    .map((l) => JSON.parse(l) as Line)
    .find((l) => l.reqId === reqId && l.msg === 'request completed');
}

let t: TestApp;
beforeAll(async () => {
  const options = loggerOptions('info');
  t = await createTestApp({
    // One proxy in front: the client's address is the last one it adds to X-Forwarded-For.
    config: { trustProxy: 1 },
    build: { logger: typeof options === 'object' ? { ...options, stream: sink } : options },
  });
});
afterAll(() => t.close());

describe("a request's completion line", () => {
  const forwarded = { 'x-forwarded-for': '198.51.100.4, 203.0.113.9' };

  it('carries the route pattern, the programme and the client address', async () => {
    const res = await call(t.app, 'GetAccess', DEMO, {
      headers: { ...forwarded, 'x-request-id': 'line-1' },
    });
    expect(res.statusCode).toBe(200);
    expect(completion('line-1')).toMatchObject({
      route: '/config/GetAccess',
      clientId: 1001,
      ip: '203.0.113.9',
      res: { statusCode: 200 },
    });
    // No tracing in this process: no trace id either.
    expect(completion('line-1')).not.toHaveProperty('traceId');
  });

  it("names a signed-in customer's programme without a client id in the body", async () => {
    const { cookie } = await login(t.app, 'demo@example.com');
    await call(t.app, 'Logout', {}, { cookie, headers: { 'x-request-id': 'line-2' } });
    expect(completion('line-2')).toMatchObject({ clientId: 1001 });
  });

  it('gives the pattern, never the raw URL, and no programme before one is known', async () => {
    await t.app.inject({
      method: 'GET',
      url: '/health/live?token=secret-value',
      headers: { 'x-request-id': 'line-3' },
    });
    await t.app.inject({
      method: 'GET',
      url: '/wp-login.php?user=admin',
      headers: { 'x-request-id': 'line-4' },
    });
    const live = completion('line-3');
    expect(live?.route).toBe('/health/live');
    expect(JSON.stringify(live)).not.toContain('secret-value');
    expect(completion('line-4')).toMatchObject({ route: 'unmatched', res: { statusCode: 404 } });
    expect(completion('line-4')).not.toHaveProperty('clientId');
  });
});
