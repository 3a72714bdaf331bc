import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './helper';
import { admin, LITE_HOST, sessionFor, STAFF } from './admin-helper';
import { newCustomer, signIn, type Signed } from './programme-helper';

let t: TestApp;
let owner: string;
let cashier: string;
let liteOwner: string;
let nadia: Signed;
let liteId: number;

beforeAll(async () => {
  t = await createTestApp();
  owner = await sessionFor(t.app, STAFF.owner);
  cashier = await sessionFor(t.app, STAFF.cashier);
  liteOwner = await sessionFor(t.app, STAFF.liteOwner, LITE_HOST);
  nadia = await newCustomer(t.app, 'nadia.search', '0505550177', 300);
  liteId = (await signIn(t.app, 'lite@example.com', '1002')).id;
});
afterAll(() => t.close());

const get = (url: string, cookie = owner) => admin(t.app, 'GET', url, { cookie });

async function found(q: string, cookie = owner): Promise<number[]> {
  const res = await get(`/api/admin/customers?q=${encodeURIComponent(q)}`, cookie);
  expect(res.statusCode, res.body).toBe(200);
  return res.json<{ items: { id: number }[] }>().items.map((c) => c.id);
}

describe('GET /api/admin/customers', () => {
  it('finds by a case-insensitive prefix of a name, e-mail, mobile, card or code', async () => {
    const row = await t.app.db
      .selectFrom('customers')
      .select(['card_no', 'cust_code'])
      .where('id', '=', nadia.id)
      .executeTakeFirstOrThrow();
    // newCustomer names everyone "Test Customer"; give this one a name of her own.
    await t.app.db
      .updateTable('customers')
      .set({ first_name: 'Nadia', last_name: 'Qureshi' })
      .where('id', '=', nadia.id)
      .execute();
    for (const q of [
      'nad',
      'NADIA Q',
      'qures',
      'Nadia.Search@',
      '05055501',
      row.card_no.slice(0, 9),
      row.cust_code,
    ]) {
      expect(await found(q), q).toContain(nadia.id);
    }
    for (const q of ['adia', 'nadia x', 'qureshix', '5055501']) {
      expect(await found(q), q).not.toContain(nadia.id);
    }
    // A cashier may find a customer too.
    expect(await found('nadia', cashier)).toEqual([nadia.id]);
  });

  it('pages the programme’s customers and never shows another programme’s', async () => {
    const all = await get('/api/admin/customers?size=2&page=1');
    const body = all.json<{ items: { id: number }[]; total: number; size: number }>();
    expect(body.size).toBe(2);
    expect(body.items).toHaveLength(2);
    const demoCount = await t.app.db
      .selectFrom('customers')
      .innerJoin('tenants', 'tenants.id', 'customers.tenant_id')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('tenants.client_id', '=', 1001)
      .executeTakeFirstOrThrow();
    expect(body.total).toBe(Number(demoCount.n));
    const second = await get('/api/admin/customers?size=2&page=2');
    const ids = second.json<{ items: { id: number }[] }>().items.map((c) => c.id);
    expect(ids.some((id) => body.items.some((c) => c.id === id))).toBe(false);
    expect(await found('lite@')).toEqual([]);
    expect(await found('lite@', liteOwner)).toEqual([liteId]);
  });

  it('refuses a bad page with a reason per field', async () => {
    const res = await get('/api/admin/customers?page=0&size=1000');
    expect(res.statusCode).toBe(400);
    expect(Object.keys(res.json<{ fields: object }>().fields).sort()).toEqual(['page', 'size']);
  });
});

describe('GET /api/admin/customers/:customerId', () => {
  it('shows the profile, balance, tier, vouchers and recent bills', async () => {
    const res = await get(`/api/admin/customers/${nadia.id}`, cashier);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      id: nadia.id,
      email: 'nadia.search@example.com',
      balance: 300,
      cardType: expect.any(String),
      blocked: false,
      erased: false,
      vouchers: [],
      recentBills: [],
    });
  });

  it('answers 404 for another programme’s customer on every customer route', async () => {
    const urls = ['', '/ledger', '/export'].map((s) => `/api/admin/customers/${liteId}${s}`);
    for (const url of urls) expect((await get(url)).statusCode, url).toBe(404);
    for (const action of ['adjust', 'block', 'unblock', 'erase']) {
      const res = await admin(
        t.app,
        'POST',
        `/api/admin/customers/${liteId}/${action}`,
        { cookie: owner },
        { points: 10, reason: 'Cross-programme probe' },
      );
      expect(res.statusCode, action).toBe(404);
    }
    const lite = await t.app.db
      .selectFrom('customers')
      .select(['points_balance', 'blocked_at', 'erased_at'])
      .where('id', '=', liteId)
      .executeTakeFirstOrThrow();
    expect(lite).toMatchObject({ blocked_at: null, erased_at: null });
    expect((await get(`/api/admin/customers/${liteId}`, liteOwner)).statusCode).toBe(200);
  });
});

describe('GET /api/admin/customers/:customerId/ledger', () => {
  it('gives the balance after each entry, right across pages', async () => {
    const changes = [50, -20, 7, -30, 100];
    for (const points of changes) {
      const res = await admin(
        t.app,
        'POST',
        `/api/admin/customers/${nadia.id}/adjust`,
        { cookie: owner },
        { points, reason: 'Ledger page test' },
      );
      expect(res.statusCode, res.body).toBe(200);
    }
    const lines: { points: number; balanceAfter: number }[] = [];
    for (let page = 1; page <= 3; page++) {
      const res = await get(`/api/admin/customers/${nadia.id}/ledger?size=2&page=${page}`);
      const body = res.json<{ items: typeof lines; total: number }>();
      expect(body.total).toBe(6);
      lines.push(...body.items);
    }
    expect(lines.map((l) => l.points)).toEqual([100, -30, 7, -20, 50, 300]);
    expect(lines.map((l) => l.balanceAfter)).toEqual([407, 307, 337, 330, 350, 300]);
  });
});

describe('GET /api/admin/customers/:customerId/export', () => {
  it('downloads everything held as JSON, without the password hash', async () => {
    const res = await get(`/api/admin/customers/${nadia.id}/export`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-disposition']).toBe(
      `attachment; filename="customer-${nadia.id}.json"`,
    );
    const body = res.json<{
      profile: Record<string, unknown>;
      ledger: unknown[];
      sessions: number;
    }>();
    expect(body.profile).toMatchObject({ email: 'nadia.search@example.com', first_name: 'Nadia' });
    expect(body.profile).not.toHaveProperty('password_hash');
    expect(body.ledger).toHaveLength(6);
    expect(body.sessions).toBeGreaterThanOrEqual(1);
    expect((await get(`/api/admin/customers/${nadia.id}/export`, cashier)).statusCode).toBe(403);
  });
});
