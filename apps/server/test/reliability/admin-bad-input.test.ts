import fc from 'fast-check';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AdminRouteInfo } from '../../src/modules/admin/admin-route';
import { admin, CONSOLE_ORIGIN, sessionFor, STAFF, TILL_KEY } from '../admin-helper';
import { createTestApp, type TestApp } from '../helper';
import { programmeIds, routeKey, urlWith, VALID_BODIES, type ProgrammeIds } from './admin-targets';
import { brokenData, nastyValue } from './bad-input-arbitraries';
import { databaseDigest, seedPropertyTests, size } from './reliability-helper';

seedPropertyTests();

/**
 * Bad input on the admin API: random and broken bodies on every write, impossible ids in every
 * path, random queries on every read. The rule: never a 5xx; a refusal is a 4xx with a MESSAGE,
 * and a refusal of the input names each field at fault; a refusal leaves every table as it was
 * (staff sessions and sign-in counters excepted). An accepted body may write; the baseline is then taken again.
 */
const RUNS = size(12, 150);
// Staff sessions slide on use; sign-in tries are counted.
const SLIDING = ['staff_sessions', 'rate_limits'];
const BAD_IDS = ['0', '-1', 'abc', '1.5', '99999999999', '%00', '%F0%9F%98%80', '9'.repeat(90)];

let t: TestApp;
let cookie: string;
let ids: ProgrammeIds;
let tried = 0;
let namedFields = 0;

beforeAll(async () => {
  t = await createTestApp();
  cookie = await sessionFor(t.app, STAFF.owner);
  ids = await programmeIds(t.app, 'demo', { cookie }, TILL_KEY.demo);
});
afterAll(async () => {
  await t.close();
  console.warn(`admin bad inputs tried: ${tried}`);
});

type Sent = { kind: 'json'; body: unknown } | { kind: 'raw'; payload: string; type: string };

function send(route: AdminRouteInfo, url: string, sent: Sent): Promise<LightMyRequestResponse> {
  tried += 1;
  const json = sent.kind === 'json';
  return t.app.inject({
    method: route.method,
    url,
    headers: {
      cookie,
      origin: CONSOLE_ORIGIN,
      'content-type': json ? 'application/json' : sent.type,
    },
    payload: json ? (JSON.stringify(sent.body) ?? 'null') : sent.payload,
  });
}

/** The rule every answer keeps; returns whether it was a refusal. */
function checkAnswer(where: string, res: LightMyRequestResponse, fieldsDue: boolean): boolean {
  const what = `${where} → ${res.statusCode} ${res.body.slice(0, 200)}`;
  expect(res.statusCode, what).toBeLessThan(500);
  if (res.statusCode < 400) return false;
  expect(res.headers['content-type'], what).toMatch(/^application\/json/);
  const answer = res.json<{
    STATUS: unknown;
    MESSAGE: unknown;
    fields?: Record<string, unknown>;
  }>();
  expect(answer.STATUS, what).toBe(false);
  expect(answer.MESSAGE, what).toEqual(expect.stringMatching(/\w/));
  if (fieldsDue && res.statusCode === 400) {
    const reasons = Object.values(answer.fields ?? {});
    expect(reasons.length, what).toBeGreaterThan(0);
    for (const reason of reasons) expect(reason, what).toEqual(expect.stringMatching(/\w/));
    namedFields += 1;
  }
  return true;
}

/** A JSON body broken from one the route accepts, any JSON at all, or no JSON. */
function badBody(base: Record<string, unknown>): fc.Arbitrary<Sent> {
  const json = (body: unknown) => ({ kind: 'json' as const, body });
  const any = fc.oneof(nastyValue.map(json), fc.jsonValue().map(json));
  const raw = fc.oneof(
    fc.string({ maxLength: 60 }).map((s) => `{"${s}`),
    fc.constant('{"reason": '),
    fc.constant(JSON.stringify(base).slice(0, -1)),
  );
  const arbitraries: fc.Arbitrary<Sent>[] = [
    any,
    raw.map((payload) => ({ kind: 'raw' as const, payload, type: 'application/json' })),
    fc
      .tuple(fc.constantFrom('text/plain', 'application/xml'), fc.string({ maxLength: 40 }))
      .map(([type, payload]) => ({ kind: 'raw' as const, payload, type })),
  ];
  if (Object.keys(base).length > 0) {
    const broken = brokenData(base).map(json);
    arbitraries.push(broken, broken, broken);
  }
  return fc.oneof(...arbitraries);
}

const writes = () => t.app.adminCatalogue.filter((r) => r.method !== 'GET' && r.body);

describe('admin writes: random and broken bodies', () => {
  it('the catalogue has a body the fuzzing starts from for every write that takes one', () => {
    const missing = writes()
      .filter((r) => !VALID_BODIES[routeKey(r)])
      .map(routeKey);
    expect(missing).toEqual([]);
  });

  it(
    'never a 5xx; a refusal names the fields and writes nothing',
    { timeout: size(240_000, 3_600_000) },
    async () => {
      for (const route of writes()) {
        const url = urlWith(route.url, ids);
        let digest = await databaseDigest(t.app, SLIDING);
        await fc.assert(
          fc.asyncProperty(badBody(VALID_BODIES[routeKey(route)]!), async (sent) => {
            const res = await send(route, url, sent);
            const refused = checkAnswer(routeKey(route), res, sent.kind === 'json');
            const after = await databaseDigest(t.app, SLIDING);
            if (refused) expect(after, `${routeKey(route)} wrote on a refusal`).toBe(digest);
            digest = after;
          }),
          { numRuns: RUNS },
        );
      }
    },
  );
});

describe('admin paths: ids that cannot be', () => {
  it('every route with an id: 400 naming it, or 404, and nothing written', async () => {
    const digest = await databaseDigest(t.app, SLIDING);
    for (const route of t.app.adminCatalogue.filter((r) => r.params)) {
      const name = /:([A-Za-z]+)/.exec(route.url)![1]!;
      for (const bad of BAD_IDS) {
        const url = route.url.replace(`:${name}`, bad);
        const body = route.method === 'GET' ? undefined : (VALID_BODIES[routeKey(route)] ?? {});
        const res = await admin(t.app, route.method, url, { cookie }, body);
        tried += 1;
        const where = `${routeKey(route)} with ${bad.slice(0, 20)}`;
        checkAnswer(where, res, false);
        expect([400, 404], where).toContain(res.statusCode);
        if (res.statusCode === 400)
          expect(Object.keys(res.json<{ fields: object }>().fields), where).toEqual([name]);
      }
    }
    expect(await databaseDigest(t.app, SLIDING)).toBe(digest);
  });
});

/** The query's own keys, and some it does not know. */
function keysOf(route: AdminRouteInfo): string[] {
  const shape = (route.query as unknown as { _zod: { def: { shape?: object } } })._zod.def.shape;
  return [...Object.keys(shape ?? {}), 'extra'];
}

describe('admin reads: random queries', () => {
  it(
    'never a 5xx, a refusal names the fields, and nothing is written',
    { timeout: size(120_000, 1_800_000) },
    async () => {
      const digest = await databaseDigest(t.app, SLIDING);
      for (const route of t.app.adminCatalogue.filter((r) => r.method === 'GET' && r.query)) {
        const keys = keysOf(route);
        const value = fc.oneof(
          fc.string({ maxLength: 30 }),
          nastyValue.map((v) =>
            typeof v === 'string' ? v.slice(0, 500) : (JSON.stringify(v) ?? ''),
          ),
        );
        await fc.assert(
          fc.asyncProperty(
            fc.dictionary(fc.constantFrom(...keys), value, { minKeys: 1 }),
            async (q) => {
              const url = `${urlWith(route.url, ids)}?${new URLSearchParams(q).toString()}`;
              const res = await admin(t.app, 'GET', url, { cookie });
              tried += 1;
              checkAnswer(`${routeKey(route)} ${JSON.stringify(q).slice(0, 80)}`, res, true);
            },
          ),
          { numRuns: RUNS },
        );
      }
      expect(await databaseDigest(t.app, SLIDING)).toBe(digest);
    },
  );
});

describe('after the run', () => {
  it('the session lived through it, so the cases went past the sign-in check', async () => {
    const res = await admin(t.app, 'GET', '/api/admin/me', { cookie });
    expect(res.statusCode, res.body).toBe(200);
    expect(namedFields).toBeGreaterThan(100);
  });
});
