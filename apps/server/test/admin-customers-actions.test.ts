import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, expectFailure, login, type TestApp } from './helper';
import { admin, sessionFor, STAFF } from './admin-helper';
import { balance, newCustomer, type Signed } from './programme-helper';
import { checkLedger } from './reliability/ledger-invariants';

let t: TestApp;
let owner: string;
let manager: string;

beforeAll(async () => {
  t = await createTestApp();
  owner = await sessionFor(t.app, STAFF.owner);
  manager = await sessionFor(t.app, STAFF.manager);
});
afterAll(() => t.close());

const post = (
  url: string,
  payload: object,
  cookie = manager,
  headers: Record<string, string> = {},
) =>
  Object.keys(headers).length === 0
    ? admin(t.app, 'POST', url, { cookie }, payload)
    : t.app.inject({
        method: 'POST',
        url,
        payload,
        headers: { cookie, origin: 'http://localhost', host: 'localhost', ...headers },
      });

const audits = (customerId: number, action: string) =>
  t.app.db
    .selectFrom('audit_log')
    .selectAll()
    .where('customer_id', '=', customerId)
    .where('action', '=', action)
    // The opening credit of the test customers is the helper's, not the console's.
    .where('actor_kind', '=', 'staff')
    .execute();

describe('POST /api/admin/customers/:customerId/adjust', () => {
  let c: Signed;
  beforeAll(async () => {
    c = await newCustomer(t.app, 'adjust.me', '0505550181', 100);
  });

  it('moves the points through the ledger and audits the balance before and after', async () => {
    const res = await post(`/api/admin/customers/${c.id}/adjust`, {
      points: -40,
      reason: 'Returned goods',
    });
    expect(res.json()).toEqual({ customerId: c.id, points: -40, balanceBefore: 100, balance: 60 });
    expect(await balance(t.app, c.id)).toBe(60);
    const [entry] = await audits(c.id, 'customer.adjust');
    expect(entry).toMatchObject({ actor_kind: 'staff', actor_name: STAFF.manager });
    expect(JSON.parse(entry?.after_json ?? '')).toMatchObject({ balance: 60, points: -40 });
  });

  it('refuses to go below 0, or a bad amount, and changes nothing', async () => {
    const refused = await post(`/api/admin/customers/${c.id}/adjust`, {
      points: -61,
      reason: 'Too much',
    });
    expectFailure(
      refused,
      422,
      'The customer has 60 points: taking 61 would leave the balance below 0.',
    );
    for (const points of [0, 2.5, 10_000_001]) {
      const res = await post(`/api/admin/customers/${c.id}/adjust`, { points, reason: 'x' });
      expect(res.statusCode).toBe(400);
    }
    expect((await post(`/api/admin/customers/${c.id}/adjust`, { points: 5 })).statusCode).toBe(400);
    expect(await balance(t.app, c.id)).toBe(60);
    expect(await audits(c.id, 'customer.adjust')).toHaveLength(1);
  });

  it('adjusts once for a repeated Idempotency-Key', async () => {
    const url = `/api/admin/customers/${c.id}/adjust`;
    const body = { points: 15, reason: 'Goodwill' };
    const headers = { 'idempotency-key': 'adjust-double-click' };
    const [a, b] = await Promise.all([
      post(url, body, manager, headers),
      post(url, body, manager, headers),
    ]);
    expect(a.json()).toEqual(b.json());
    expect(await balance(t.app, c.id)).toBe(75);
    expect(await audits(c.id, 'customer.adjust')).toHaveLength(2);
    const other = await post(url, { points: 16, reason: 'Goodwill' }, manager, headers);
    expectFailure(other, 422, /already used for a different request/);
    expect(await balance(t.app, c.id)).toBe(75);
  });
});

describe('block and unblock', () => {
  it('ends the sessions, refuses the sign-in with a clear message, then lets it in again', async () => {
    const c = await newCustomer(t.app, 'block.me', '0505550182');
    const before = await t.app.db
      .selectFrom('sessions')
      .select('id_hash')
      .where('customer_id', '=', c.id)
      .execute();
    expect(before.length).toBeGreaterThan(0);
    const res = await post(`/api/admin/customers/${c.id}/block`, { reason: 'Card misuse' });
    expect(res.json()).toEqual({ customerId: c.id, blocked: true, erased: false });
    const after = await t.app.db
      .selectFrom('sessions')
      .select('id_hash')
      .where('customer_id', '=', c.id)
      .execute();
    expect(after).toEqual([]);
    const signIn = await login(t.app, c.email);
    expect(signIn.res.json()).toEqual({
      STATUS: false,
      MESSAGE: 'This account is blocked. Please contact the store to have it unblocked.',
    });
    expect(signIn.cookie).toBeUndefined();
    // A wrong password is told the usual answer, which reveals nothing.
    expect((await login(t.app, c.email, { password: 'wrong-one' })).res.json()).toMatchObject({
      MESSAGE: 'Invalid username or password.',
    });
    expectFailure(
      await post(`/api/admin/customers/${c.id}/block`, { reason: 'Again' }),
      422,
      'This customer is blocked already.',
    );
    expect(await audits(c.id, 'customer.block')).toHaveLength(1);

    expect(
      (await post(`/api/admin/customers/${c.id}/unblock`, { reason: 'Cleared' })).json(),
    ).toMatchObject({ blocked: false });
    expect((await login(t.app, c.email)).res.json()).toMatchObject({ STATUS: true });
    expectFailure(
      await post(`/api/admin/customers/${c.id}/unblock`, { reason: 'Again' }),
      422,
      'This customer is not blocked.',
    );
    expect(await audits(c.id, 'customer.unblock')).toHaveLength(1);
  });
});

describe('POST /api/admin/customers/:customerId/erase', () => {
  it('removes the personal data, keeps the ledger sound and frees the e-mail and mobile', async () => {
    const c = await newCustomer(t.app, 'erase.me', '0505550183', 250);
    expect((await post(`/api/admin/customers/${c.id}/erase`, { reason: 'Asked' })).statusCode).toBe(
      403,
    );
    const res = await post(
      `/api/admin/customers/${c.id}/erase`,
      { reason: 'Customer request' },
      owner,
    );
    expect(res.json()).toEqual({ customerId: c.id, blocked: false, erased: true });
    const row = await t.app.db
      .selectFrom('customers')
      .selectAll()
      .where('id', '=', c.id)
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({
      first_name: '',
      last_name: '',
      birth_date: '',
      email: `erased-${c.id}`,
      mobile: `erased-${c.id}`,
      password_hash: '',
      points_balance: 250,
    });
    expect(row.erased_at).not.toBeNull();
    const sessions = await t.app.db
      .selectFrom('sessions')
      .select('id_hash')
      .where('customer_id', '=', c.id)
      .execute();
    expect(sessions).toEqual([]);
    expect((await login(t.app, c.email)).res.json()).toMatchObject({ STATUS: false });
    const [entry] = await audits(c.id, 'customer.erase');
    expect(entry?.after_json).not.toContain('erase.me');
    expect((await checkLedger(t.app.db)).broken).toEqual([]);
    // The address and number are free for a new sign-up.
    const again = await newCustomer(t.app, 'erase.me', '0505550183');
    expect(again.id).not.toBe(c.id);
    expect(again).toMatchObject({ email: c.email, mobile: c.mobile });
    expectFailure(
      await post(`/api/admin/customers/${c.id}/erase`, { reason: 'Twice' }, owner),
      422,
      /was erased/,
    );
    expectFailure(
      await post(`/api/admin/customers/${c.id}/adjust`, { points: 5, reason: 'x' }),
      422,
      /was erased/,
    );
    expect(await audits(c.id, 'customer.erase')).toHaveLength(1);
  });
});
