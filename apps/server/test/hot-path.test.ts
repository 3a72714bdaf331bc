import { Writable } from 'node:stream';
import helmet from '@fastify/helmet';
import { getLoyPointsRequest, getLoyPointsResponse, parseWith, registry } from '@loyalty/contract';
import Fastify from 'fastify';
import type { Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { compiledOnce } from '../src/db/compiled-once';
import type { Database } from '../src/db/database';
import { loggerOptions } from '../src/lib/logger';
import { answerSampler, compiledCheck, compiledSchema, sampleOfAnswer } from '../src/plugins/calls';
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

describe('queries compiled once', () => {
  const byCode = compiledOnce(
    ['code', 'tenant'],
    (db: Kysely<Database>, v: { code: string; tenant: number }) =>
      db
        .selectFrom('customers')
        .select(['email', 'cust_code'])
        .where('cust_code', '=', v.code)
        .where('tenant_id', '=', v.tenant)
        .where('email', '!=', ''),
  );

  it('bind new values on every run, on the pool and in a transaction', async () => {
    const some = await t.app.db
      .selectFrom('customers')
      .select(['cust_code', 'tenant_id', 'email'])
      .limit(2)
      .execute();
    expect(some.length).toBe(2);
    for (const c of some) {
      expect(await byCode.execute(t.app.db, { code: c.cust_code, tenant: c.tenant_id })).toEqual([
        { email: c.email, cust_code: c.cust_code },
      ]);
    }
    const [c] = some;
    const inside = await t.app.db
      .transaction()
      .execute((trx) =>
        byCode.execute(trx, { code: c?.cust_code ?? '', tenant: c?.tenant_id ?? 0 }),
      );
    expect(inside).toEqual([{ email: c?.email, cust_code: c?.cust_code }]);
    expect(await byCode.execute(t.app.db, { code: 'no such code', tenant: 1 })).toEqual([]);
  });

  it('answer the same rows straight on the driver as through Kysely, wide ones too', async () => {
    const wide = compiledOnce(['tenant'], (db: Kysely<Database>, v: { tenant: number }) =>
      db
        .selectFrom('customers')
        .innerJoin('tenants', 'tenants.id', 'customers.tenant_id')
        .select(['tenants.client_id', 'tenants.id as tenant'])
        .selectAll('customers')
        .where('customers.tenant_id', '=', v.tenant)
        .orderBy('customers.id'),
    );
    const direct = await wide.execute(t.app.db, { tenant: 1 });
    // In a transaction the same compiled query runs through Kysely's own driver.
    const viaKysely = await t.app.db
      .transaction()
      .execute((trx) => wide.execute(trx, { tenant: 1 }));
    expect(direct.length).toBeGreaterThan(1);
    expect(Object.keys(direct[0] ?? {}).length).toBeGreaterThan(25);
    expect(direct).toEqual(viaKysely);
    expect(Object.keys(direct[0] ?? {})).toEqual(Object.keys(viaKysely[0] ?? {}));
    expect(await wide.execute(t.app.db, { tenant: 999 })).toEqual([]);
  });

  it("read straight on the driver, but never see another request's open transaction", async () => {
    const [c] = await t.app.db.selectFrom('customers').select(['id', 'email']).limit(1).execute();
    const email = compiledOnce(['id'], (db: Kysely<Database>, v: { id: number }) =>
      db.selectFrom('customers').select('email').where('id', '=', v.id),
    );
    const id = c?.id ?? 0;
    let during: Promise<{ email: string }[]> | undefined;
    const rolledBack = new Error('rolled back on purpose');
    await expect(
      t.app.db.transaction().execute(async (trx) => {
        await trx
          .updateTable('customers')
          .set({ email: 'uncommitted@example.com' })
          .where('id', '=', id)
          .execute();
        // Another request's read while this transaction is open: it must not see the write.
        during = email.execute(t.app.db, { id });
        await new Promise((resolve) => setTimeout(resolve, 20));
        throw rolledBack;
      }),
    ).rejects.toBe(rolledBack);
    expect(await during).toEqual([{ email: c?.email }]);
    expect(await email.execute(t.app.db, { id })).toEqual([{ email: c?.email }]);
  });

  it('refuse a value compiled into the SQL text, or not used at all', async () => {
    const inlined = compiledOnce(['column'], (db: Kysely<Database>, v: { column: string }) =>
      db
        .selectFrom('customers')
        .select('id')
        .orderBy(v.column as 'id'),
    );
    await expect(inlined.execute(t.app.db, { column: 'id' })).rejects.toThrow(/SQL text/);
    const unused = compiledOnce(
      ['id', 'unused'],
      (db: Kysely<Database>, v: { id: number; unused: number }) =>
        db.selectFrom('customers').select('id').where('id', '=', v.id),
    );
    await expect(unused.execute(t.app.db, { id: 1, unused: 2 })).rejects.toThrow(
      /unused is not a parameter/,
    );
  });
});

describe('request and answer checks compiled once', () => {
  it("compile every call's request and answer schema, none left to the slow path", () => {
    const refused: string[] = [];
    for (const def of Object.values(registry)) {
      for (const [which, schema] of [
        ['request', def.request],
        ['answer', def.response],
      ] as const) {
        try {
          z.core.compile(schema, { strict: true });
        } catch (error) {
          refused.push(`${def.name} ${which}: ${(error as Error).message}`);
        }
      }
    }
    expect(refused).toEqual([]);
  });

  it('read a body as the schema does, and refuse one with the same message', () => {
    const fast = compiledCheck(getLoyPointsRequest);
    expect(compiledCheck(getLoyPointsRequest)).toBe(fast);
    // A request schema is a z.lazy; what is compiled is the schema it builds, or the check
    // would only forward to the schema walk.
    expect(getLoyPointsRequest._zod.def.type).toBe('lazy');
    expect(compiledSchema(getLoyPointsRequest)._zod.def.type).not.toBe('lazy');
    expect(compiledSchema(getLoyPointsRequest)).not.toBe(getLoyPointsRequest);
    const bodies = [
      {
        DATA: { TYPE_NAME: 'CUSTOMER', MOBILE_NUM: 501234567, CUST_CODE: ' 42 ', CLIENT_ID: 1001 },
      },
      {
        DATA: {
          TYPE_NAME: 'CUSTOMER_HISTORY',
          MOBILE_NUM: '0501234567',
          FROM_DATE: '2026-01-01',
          TO_DATE: '2026-12-31',
          client_id: '1001',
        },
      },
      { DATA: { TYPE_NAME: 'CUSTOMER', MOBILE_NUM: {}, CLIENT_ID: '1001' } },
      {
        DATA: {
          TYPE_NAME: 'CUSTOMER_HISTORY',
          MOBILE_NUM: '1',
          FROM_DATE: 'soon',
          TO_DATE: '2026-12-31',
        },
      },
      { DATA: { TYPE_NAME: 'NOTHING' } },
      { DIV_ID: [], DATA: null },
    ];
    for (const body of bodies) {
      expect(fast(body)).toEqual(parseWith(getLoyPointsRequest, body));
    }
    expect(fast(bodies[0]).ok).toBe(true);
    expect(fast(bodies[2])).toEqual({ ok: false, message: expect.stringContaining('MOBILE_NUM') });
  });

  it('read an answer as the contract does, and name what is off it', () => {
    const check = compiledCheck(getLoyPointsResponse);
    const answer = {
      STATUS: true,
      DATA: {
        CUST_CODE: '42',
        CUST_NAME: 'A B',
        MOBILE: '0501234567',
        EMAIL: 'a@example.com',
        CURRENTPOINTS: 10,
        REDEEMABLEPOINTS: 10,
        POINTS_VALUE: 0.5,
        POINTS_EXPIRED: 0,
        POINTS_TOTAL: 10,
      },
    };
    const off = { ...answer, DATA: { ...answer.DATA, CURRENTPOINTS: 'ten' } };
    for (const value of [answer, off, { STATUS: 'yes' }]) {
      expect(check(value)).toEqual(parseWith(getLoyPointsResponse, value));
    }
    expect(check(answer).ok).toBe(true);
    expect(check(off)).toEqual({ ok: false, message: expect.stringContaining('CURRENTPOINTS') });
  });
});

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
