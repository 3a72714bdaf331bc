import type { AdminRole } from '@loyalty/contract/admin';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './helper';
import { admin, sessionFor, STAFF, TILL_KEY, type AdminCaller } from './admin-helper';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

type Caller = AdminRole | 'nobody';
const CALLERS: Caller[] = ['owner', 'manager', 'cashier', 'till', 'nobody'];

async function callerOf(who: Caller): Promise<AdminCaller> {
  if (who === 'till') return { key: TILL_KEY.demo };
  if (who === 'nobody') return {};
  return { cookie: await sessionFor(t.app, STAFF[who]) };
}

/** A URL of the route with its parameters filled in (an id that may or may not exist). */
const concrete = (url: string) => url.replace(/:[A-Za-z]+/g, '1');

describe('every admin route × every role', () => {
  it('the catalogue lists the routes and each declares its roles', () => {
    expect(t.app.adminCatalogue.length).toBeGreaterThan(2);
    for (const route of t.app.adminCatalogue) {
      expect(route.url.startsWith('/api/admin/'), route.url).toBe(true);
      if (route.roles !== 'public') expect(route.roles.length, route.url).toBeGreaterThan(0);
    }
  });

  it('lets in exactly the roles a route allows', async () => {
    const wrong: string[] = [];
    for (const route of t.app.adminCatalogue) {
      if (route.roles === 'public') continue;
      for (const who of CALLERS) {
        const res = await admin(t.app, route.method, concrete(route.url), await callerOf(who), {});
        const allowed = who !== 'nobody' && route.roles.includes(who);
        const refused = res.statusCode === 401 || res.statusCode === 403;
        if (allowed === refused)
          wrong.push(
            `${route.method} ${route.url} as ${who}: ${res.statusCode} ${res.body.slice(0, 80)}`,
          );
      }
    }
    expect(wrong).toEqual([]);
  });
});
