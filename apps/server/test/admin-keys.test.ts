import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './helper';
import { admin, LITE_HOST, sessionFor, STAFF, TILL_KEY } from './admin-helper';
import { newCustomer, type Signed } from './programme-helper';

let t: TestApp;
let owner: string;
let shopper: Signed;
let cardNo: string;

beforeAll(async () => {
  t = await createTestApp();
  owner = await sessionFor(t.app, STAFF.owner);
  shopper = await newCustomer(t.app, 'keyshopper', '0505550177');
  cardNo = (
    await t.app.db
      .selectFrom('customers')
      .select('card_no')
      .where('id', '=', shopper.id)
      .executeTakeFirstOrThrow()
  ).card_no;
});
afterAll(() => t.close());

let bills = 0;
const postBill = (key: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/pos/bills',
    headers: { authorization: `Bearer ${key}` },
    payload: { billRef: `K-${++bills}`, customer: { cardNo }, amount: 20 },
  });

const createKey = async (name: string, cookie = owner, host?: string) => {
  const res = await admin(t.app, 'POST', '/api/admin/keys', { cookie, host }, { name });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<{ id: number; key: string; name: string }>();
};
const keyRow = (id: number) =>
  t.app.db.selectFrom('till_keys').selectAll().where('id', '=', id).executeTakeFirstOrThrow();

describe('till keys', () => {
  it('shows a new key once, lists it without the key, and the key posts bills', async () => {
    const created = await createKey('Till 1');
    expect(created.key).toMatch(/^lk_[\w-]{43}$/);
    const list = await admin(t.app, 'GET', '/api/admin/keys', { cookie: owner });
    expect(list.json().items).toEqual([
      {
        id: created.id,
        name: 'Till 1',
        createdAt: expect.any(String),
        lastUsedAt: null,
        revokedAt: null,
      },
    ]);
    expect(list.body).not.toContain(created.key);
    expect((await keyRow(created.id)).key_hash).not.toContain(created.key);

    const res = await postBill(created.key);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ STATUS: true, custCode: shopper.code });
  });

  it('does not issue voucher codes: that stays with the programme key', async () => {
    const { key } = await createKey('Till V');
    const issue = (k: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/pos/voucher-codes',
        headers: { authorization: `Bearer ${k}` },
        payload: { count: 1, value: 10 },
      });
    const count = async () => (await t.app.db.selectFrom('vouchers').select('id').execute()).length;
    const before = await count();
    expect((await issue(key)).statusCode).toBe(403);
    expect(await count()).toBe(before);
    expect((await issue(TILL_KEY.demo)).statusCode).toBe(200);
  });

  it('writes the last use at most once a minute', async () => {
    const { id, key } = await createKey('Till 2');
    await postBill(key);
    const first = (await keyRow(id)).last_used_at;
    expect(first).toBe(t.clock().toISOString());
    t.clock.advance(30_000);
    await postBill(key);
    expect((await keyRow(id)).last_used_at).toBe(first);
    t.clock.advance(31_000);
    await postBill(key);
    expect((await keyRow(id)).last_used_at).toBe(t.clock().toISOString());
  });

  it('revokes a key: its till is refused, the programme key still works', async () => {
    const { id, key } = await createKey('Till 3');
    const revoked = await admin(t.app, 'DELETE', `/api/admin/keys/${id}`, { cookie: owner });
    expect(revoked.statusCode, revoked.body).toBe(200);
    expect(revoked.json().revokedAt).toBe(t.clock().toISOString());
    const refused = await postBill(key);
    expect(refused.statusCode).toBe(401);
    expect((await postBill(TILL_KEY.demo)).statusCode).toBe(200);

    const audits = await t.app.db.selectFrom('audit_log').select('id').execute();
    const twice = await admin(t.app, 'DELETE', `/api/admin/keys/${id}`, { cookie: owner });
    expect(twice.statusCode).toBe(409);
    expect(await t.app.db.selectFrom('audit_log').select('id').execute()).toEqual(audits);
  });

  it("keeps each programme's keys to it", async () => {
    const lite = await sessionFor(t.app, STAFF.liteOwner, LITE_HOST);
    const { id, key } = await createKey('Lite till', lite, LITE_HOST);
    const before = await t.app.db
      .selectFrom('ledger_entries')
      .select('id')
      .where('customer_id', '=', shopper.id)
      .execute();
    const res = await postBill(key);
    expect(res.statusCode).toBe(404);
    const after = await t.app.db
      .selectFrom('ledger_entries')
      .select('id')
      .where('customer_id', '=', shopper.id)
      .execute();
    expect(after).toEqual(before);

    const demoList = await admin(t.app, 'GET', '/api/admin/keys', { cookie: owner });
    expect(demoList.json().items.map((k: { id: number }) => k.id)).not.toContain(id);
    const foreign = await admin(t.app, 'DELETE', `/api/admin/keys/${id}`, { cookie: owner });
    expect(foreign.statusCode).toBe(404);
    expect((await keyRow(id)).revoked_at).toBeNull();
  });

  it('is for owners only, and names a bad key name', async () => {
    const manager = await sessionFor(t.app, STAFF.manager);
    const count = async () =>
      (await t.app.db.selectFrom('till_keys').select('id').execute()).length;
    const before = await count();
    const res = await admin(t.app, 'POST', '/api/admin/keys', { cookie: manager }, { name: 'X' });
    expect(res.statusCode).toBe(403);
    const bad = await admin(t.app, 'POST', '/api/admin/keys', { cookie: owner }, { name: ' ' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fields).toHaveProperty('name');
    expect(await count()).toBe(before);
  });

  it('audits creating and revoking with the key name, never the key', async () => {
    const rows = await t.app.db
      .selectFrom('audit_log')
      .selectAll()
      .where('action', 'in', ['key.create', 'key.revoke'])
      .orderBy('id')
      .execute();
    expect(rows.map((r) => r.action)).toEqual([
      'key.create',
      'key.create',
      'key.create',
      'key.create',
      'key.revoke',
      'key.create',
    ]);
    expect(rows[0]).toMatchObject({ actor_name: STAFF.owner, after_json: '{"name":"Till 1"}' });
    expect(JSON.stringify(rows)).not.toMatch(/lk_/);
  });
});
