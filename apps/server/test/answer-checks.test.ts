import { Writable } from 'node:stream';
import helmet from '@fastify/helmet';
import { parseWith } from '@loyalty/contract';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { loggerOptions } from '../src/lib/logger';
import { answerSampler, sampleOfAnswer } from '../src/plugins/calls';
import { API_HEADERS, helmetHeaders } from '../src/plugins/security-headers';
import { createTestApp, type TestApp } from './helper';

const lines: string[] = [];
const sink = new Writable({
  write(chunk: Buffer, _enc, done) {
    lines.push(chunk.toString());
    done();
  },
});

const Probe = {
  id: 0,
  name: 'Probe',
  base: 'base',
  path: 'ProbeLongAnswer',
  auth: 'public',
  encoding: 'json',
  request: z.object({ BREAK_AT: z.number() }),
  response: z.object({ STATUS: z.boolean(), ITEMS: z.array(z.object({ N: z.number() })) }),
} as const;

let t: TestApp;
beforeAll(async () => {
  const options = loggerOptions('info');
  t = await createTestApp({
    build: { logger: typeof options === 'object' ? { ...options, stream: sink } : options },
    // A handler that breaks the contract in the item BREAK_AT of a 500-item list.
    register: (app) =>
      app.call(Probe, {}, async ({ data }) => ({
        STATUS: true,
        // Off the contract on purpose, as a faulty handler would be.
        ITEMS: Array.from({ length: 500 }, (_, i) => ({
          N: (i === data.BREAK_AT ? 'x' : i) as number,
        })),
      })),
  });
});
afterAll(() => t.close());

describe('the demo-mode answer check', () => {
  it("reads each call's first answers, then one in so many", () => {
    const check = answerSampler(3, 4);
    const picked = Array.from({ length: 16 }, () => check());
    expect(picked.map((p, i) => (p ? i + 1 : 0)).filter(Boolean)).toEqual([1, 2, 3, 4, 8, 12, 16]);
  });

  it('samples long lists, leaving the answer itself as it was', () => {
    const answer = {
      STATUS: true,
      A: Array.from({ length: 200 }, (_, i) => ({
        N: i,
        INNER: Array.from({ length: 70 }, () => i),
      })),
      B: [1, 2, 3],
    };
    const sample = sampleOfAnswer(answer) as typeof answer;
    expect(sample.A.map((a) => a.N)).toEqual([
      ...Array.from({ length: 32 }, (_, i) => i),
      ...Array.from({ length: 32 }, (_, i) => 168 + i),
    ]);
    expect(sample.A[0]?.INNER.length).toBe(64);
    expect(sample.B).toBe(answer.B);
    expect(answer.A.length).toBe(200);
    expect(answer.A[0]?.INNER.length).toBe(70);
    const short = { STATUS: true, A: [{ N: 1 }] };
    expect(sampleOfAnswer(short)).toBe(short);
  });

  it('still finds an item off the contract at either end of a long list', () => {
    const schema = z.object({ ITEMS: z.array(z.object({ N: z.number() })) });
    const items = (bad: number) =>
      Array.from({ length: 1000 }, (_, i) => ({ N: i === bad ? 'x' : i }));
    expect(parseWith(schema, sampleOfAnswer({ ITEMS: items(0) })).ok).toBe(false);
    expect(parseWith(schema, sampleOfAnswer({ ITEMS: items(999) })).ok).toBe(false);
  });

  it('logs an answer off the contract', async () => {
    lines.length = 0;
    const url = '/api/loyalty/ProbeLongAnswer';
    const res = await t.app.inject({ method: 'POST', url, payload: { BREAK_AT: 499 } });
    expect(res.statusCode).toBe(200);
    expect(lines.join('')).toContain('answer off contract');
    lines.length = 0;
    await t.app.inject({ method: 'POST', url, payload: { BREAK_AT: -1 } });
    expect(lines.join('')).not.toContain('answer off contract');
  });
});

describe('security headers', () => {
  it('are exactly what the helmet plugin itself sets', async () => {
    const plain = Fastify({ logger: false });
    await plain.register(helmet, {
      contentSecurityPolicy: { useDefaults: false, directives: { defaultSrc: ["'self'"] } },
    });
    plain.get('/', async () => 'ok');
    const res = await plain.inject({ method: 'GET', url: '/' });
    await plain.close();
    const headers = await helmetHeaders({
      contentSecurityPolicy: { useDefaults: false, directives: { defaultSrc: ["'self'"] } },
    });
    expect(headers.length).toBeGreaterThan(5);
    for (const [name, value] of headers) expect(res.headers[name]).toBe(value);
  });

  it('are sent on every page and file, with the request id', async () => {
    // (/files widens cross-origin-resource-policy for pictures other sites may show.)
    for (const url of ['/', '/no-such-page', '/api/docs']) {
      const res = await t.app.inject({ method: 'GET', url });
      for (const [name, value] of await helmetHeaders()) expect(res.headers[name], url).toBe(value);
      expect(res.headers['x-request-id'], url).toMatch(/^[\w.-]{1,64}$/);
    }
  });

  it('are the strict API set on every call’s answer, refusals too', async () => {
    const answers = [
      await t.app.inject({
        method: 'POST',
        url: '/api/loyalty/ProbeLongAnswer',
        payload: { BREAK_AT: -1 },
      }),
      // No session: 401.
      await t.app.inject({ method: 'POST', url: '/api/loyalty/GetLoyPoints', payload: {} }),
      await t.app.inject({
        method: 'POST',
        url: '/config/GetAccess',
        payload: { DATA: { CLIENT_ID: '1001' } },
      }),
    ];
    expect(answers.map((r) => r.statusCode)).toEqual([200, 401, 200]);
    const documentOnly = (await helmetHeaders())
      .map(([name]) => name)
      .filter((name) => !API_HEADERS.some(([api]) => api === name));
    expect(documentOnly).toContain('cross-origin-opener-policy');
    for (const res of answers) {
      for (const [name, value] of API_HEADERS) expect(res.headers[name]).toBe(value);
      for (const name of documentOnly) expect(res.headers[name]).toBeUndefined();
      expect(res.headers['x-request-id']).toMatch(/^[\w.-]{1,64}$/);
    }
  });
});
