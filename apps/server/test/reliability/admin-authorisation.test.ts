import type { AdminRole } from '@loyalty/contract/admin';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AdminRouteInfo } from '../../src/modules/admin/admin-route';
import { admin, LITE_HOST, sessionFor, STAFF, TILL_KEY, type AdminCaller } from '../admin-helper';
import { createTestApp, type TestApp } from '../helper';
import {
  adminUpload,
  programmeIds,
  routeKey,
  urlWith,
  VALID_BODIES,
  VALID_UPLOADS,
  type ProgrammeIds,
} from './admin-targets';
import { databaseDigest } from './reliability-helper';

/**
 * The admin API's cross-programme matrix: every route that names an id, called by every role
 * of one programme with the other programme's ids and a body it would accept, is refused (403
 * for a role the route does not allow, 404 for a thing the caller's programme does not have)
 * and changes nothing; a session of one programme is refused on the other's host.
 */
let t: TestApp;
let demoIds: ProgrammeIds;
let liteIds: ProgrammeIds;
interface Caller {
  name: string;
  role: AdminRole;
  caller: AdminCaller;
  /** The other programme's ids. */
  others: () => ProgrammeIds;
}
const callers: Caller[] = [];

// Staff sessions slide on every call and a till key's last use is kept: not changes of data.
const SLIDING = ['staff_sessions', 'till_keys'];

beforeAll(async () => {
  t = await createTestApp();
  const demoOwner = { cookie: await sessionFor(t.app, STAFF.owner) };
  const liteOwner = {
    cookie: await sessionFor(t.app, STAFF.liteOwner, LITE_HOST),
    host: LITE_HOST,
  };
  const staff = async (email: string) => ({ cookie: await sessionFor(t.app, email) });
  const lite = () => liteIds;
  const demo = () => demoIds;
  demoIds = await programmeIds(t.app, 'demo', demoOwner, TILL_KEY.demo);
  liteIds = await programmeIds(t.app, 'lite', liteOwner, TILL_KEY.lite);
  callers.push(
    { name: 'demo owner', role: 'owner', caller: demoOwner, others: lite },
    { name: 'demo manager', role: 'manager', caller: await staff(STAFF.manager), others: lite },
    { name: 'demo cashier', role: 'cashier', caller: await staff(STAFF.cashier), others: lite },
    { name: 'demo till', role: 'till', caller: { key: TILL_KEY.demo }, others: lite },
    // A session acts in its own programme whatever host it is sent to.
    {
      name: 'demo owner on the lite host',
      role: 'owner',
      caller: { ...demoOwner, host: LITE_HOST },
      others: lite,
    },
    { name: 'lite owner', role: 'owner', caller: liteOwner, others: demo },
    {
      name: 'lite till',
      role: 'till',
      caller: { key: TILL_KEY.lite, host: LITE_HOST },
      others: demo,
    },
  );
});
afterAll(() => t.close());

const guarded = () =>
  t.app.adminCatalogue.filter(
    (r): r is AdminRouteInfo & { roles: readonly AdminRole[] } => r.roles !== 'public',
  );
const revocations = () =>
  t.app.db.selectFrom('till_keys').select(['id', 'revoked_at']).orderBy('id').execute();

describe("one programme's staff and tills against the other's ids", () => {
  it('every route naming an id × every role: 401, 403 or 404, and nothing changes', async () => {
    const digest = await databaseDigest(t.app, SLIDING);
    const keys = await revocations();
    const wrong: string[] = [];
    let tried = 0;
    for (const route of guarded().filter((r) => r.url.includes(':'))) {
      for (const who of callers) {
        const url = urlWith(route.url, who.others());
        const form = VALID_UPLOADS[routeKey(route)];
        const res = form
          ? await adminUpload(t.app, route, url, who.caller, await form())
          : await admin(
              t.app,
              route.method,
              url,
              who.caller,
              route.method === 'GET' ? undefined : (VALID_BODIES[routeKey(route)] ?? {}),
            );
        tried += 1;
        const allowed = route.roles.includes(who.role);
        // A till is not a signed-in person: a route it may not use does not know it (401).
        const expected = allowed ? [404] : who.role === 'till' ? [401, 403] : [403];
        if (!expected.includes(res.statusCode))
          wrong.push(
            `${routeKey(route)} as ${who.name}: ${res.statusCode} ${res.body.slice(0, 90)}`,
          );
        else expect(res.json<{ MESSAGE: string }>().MESSAGE).toMatch(/\w/);
      }
    }
    expect(wrong).toEqual([]);
    expect(tried).toBeGreaterThan(60);
    expect(await databaseDigest(t.app, SLIDING)).toBe(digest);
    expect(await revocations()).toEqual(keys);
  });

  it('the ids are real: with its own ids each programme reads what they name', async () => {
    for (const [who, ids] of [
      [callers[0]!, demoIds],
      [callers[5]!, liteIds],
    ] as const) {
      for (const route of guarded().filter((r) => r.method === 'GET' && r.url.includes(':'))) {
        if (route.url.includes(':promotionId') && ids.promotionId === 2_000_000_000) continue;
        const res = await admin(t.app, 'GET', urlWith(route.url, ids), who.caller);
        expect(res.statusCode, `${route.url} as ${who.name}: ${res.body.slice(0, 90)}`).toBe(200);
      }
    }
  });

  it('every upload has a form the matrix and the fuzzing send', () => {
    const uploads = guarded()
      .filter((r) => r.upload)
      .map(routeKey);
    expect(uploads.length).toBeGreaterThanOrEqual(7);
    expect(uploads.filter((key) => !VALID_UPLOADS[key])).toEqual([]);
  });

  it("a bill search for the other programme's customer finds nothing", async () => {
    for (const who of callers.filter((c) => c.role !== 'till')) {
      const url = `/api/admin/bills?customerId=${who.others().customerId}`;
      const res = await admin(t.app, 'GET', url, who.caller);
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json<{ total: number }>().total).toBe(0);
    }
  });
});
