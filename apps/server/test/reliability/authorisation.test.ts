import { calls, serverPath, type CallDef, type CallName } from '@loyalty/contract';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createTestApp, expectFailure, login, LITE, type TestApp } from '../helper';
import { freshIp, signIn, type Signed } from '../programme-helper';
import { callBodies } from './call-bodies';
import { multipart, smallPng } from './multipart-helper';
import { databaseDigest } from './reliability-helper';

/**
 * The authorisation matrix over every customer-scoped call of the registry: no session,
 * a signed-out one and an expired one are 401; a live session naming someone else is 403 and
 * changes nothing; a session of one programme reaches nothing of another.
 */
let t: TestApp;
let demo: Signed;
let friend: Signed;
let lite: Signed;
let friendVoucher: string;
beforeAll(async () => {
  t = await createTestApp();
  demo = await signIn(t.app, 'demo@example.com');
  friend = await signIn(t.app, 'friend@example.com');
  lite = await signIn(t.app, 'lite@example.com', LITE.CLIENT_ID);
  const made = await call(
    t.app,
    'CreateVoucher',
    {
      CLIENT_ID: '1001',
      CUST_CODE: friend.code,
      MOBILE_NUM: friend.mobile,
      TYPE_NAME: 'NEW_VOUCHER',
      POINTS: 100,
    },
    { cookie: friend.cookie, ip: freshIp() },
  );
  const code = made.json<{ VOUCHER_NO: string }>().VOUCHER_NO;
  const row = await t.app.db
    .selectFrom('vouchers')
    .select('id')
    .where('code', '=', code)
    .executeTakeFirstOrThrow();
  friendVoucher = String(row.id);
});
afterAll(() => t.close());

const customerCalls = calls.filter((def) => def.auth === 'customer');
/**
 * Logout names nobody but the session itself: there is no one else's data to ask for.
 * LoyShareRecipient names only the receiver of a send, whom any customer may name. The member
 * calls of ours name nobody either: they answer the session's own customer.
 */
const namingCalls = customerCalls.filter(
  (def) => def.name !== 'Logout' && def.name !== 'LoyShareRecipient' && def.feature === undefined,
);
const ourCalls = customerCalls.filter((def) => def.feature !== undefined);

/** The call with `owner`'s identities in its body, sent with `cookie`. */
async function ask(def: CallDef, owner: Signed, cookie: string | undefined) {
  const data = callBodies(owner, owner === demo ? friend : demo)[def.name as CallName];
  if (def.name === 'TransferVoucher') data.voucherEntryNo = friendVoucher;
  const headers: Record<string, string> = cookie ? { cookie } : {};
  if (def.encoding === 'multipart') {
    const body = multipart(
      Object.fromEntries(Object.entries(data).map(([k, v]) => [k, String(v)])),
      { name: 'me.png', type: 'image/png', bytes: await smallPng() },
    );
    return t.app.inject({
      method: 'POST',
      url: serverPath(def),
      payload: body.payload,
      headers: { ...body.headers, ...headers },
      remoteAddress: freshIp(),
    });
  }
  return t.app.inject({
    method: 'POST',
    url: serverPath(def),
    payload: { DATA: data },
    headers,
    remoteAddress: freshIp(),
  });
}

const statusOf = (def: CallDef, res: LightMyRequestResponse) => [def.name, res.statusCode];

describe('every customer-scoped call of the registry', () => {
  it('covers the calls that move value and read personal data', () => {
    const names = customerCalls.map((d) => d.name);
    for (const name of ['CreateVoucher', 'LoySharePoints', 'TransferVoucher', 'GetLoyPoints'])
      expect(names).toContain(name);
  });

  it('(a) without a session: 401', async () => {
    for (const def of customerCalls) {
      const res = await ask(def, friend, undefined);
      expect(statusOf(def, res)).toEqual([def.name, 401]);
      expectFailure(res, 401);
    }
  });

  it("(b) A's session with B's code, mobile, e-mail or voucher: 403, and B is unchanged", async () => {
    const before = await databaseDigest(t.app);
    for (const def of namingCalls) {
      const res = await ask(def, friend, demo.cookie);
      expect(statusOf(def, res)).toEqual([def.name, 403]);
      expectFailure(res, 403);
    }
    expect(await databaseDigest(t.app)).toBe(before);
  });

  it('a session of the lite programme naming a demo customer: refused, nothing changes', async () => {
    const before = await databaseDigest(t.app);
    for (const def of namingCalls) {
      const res = await ask(def, friend, lite.cookie);
      expect([401, 403]).toContain(res.statusCode);
      expectFailure(res, res.statusCode);
    }
    expect(await databaseDigest(t.app)).toBe(before);
  });

  it("the member calls of ours answer the session's own customer, whoever the body names", async () => {
    expect(ourCalls.length).toBeGreaterThanOrEqual(3);
    // The writes among them change the session's own rows: OurSetLanguage is held to its
    // customer in language-authorisation.test.ts, OurNotificationsRead below (B's inbox stays
    // unread). Every other call of ours must leave the database as it was.
    const writes = ['OurSetLanguage', 'OurNotificationsRead'];
    const reads = ourCalls.filter((def) => !writes.includes(def.name));
    const mine = await t.app.db
      .selectFrom('ledger_entries')
      .select('id')
      .where('customer_id', '=', demo.id)
      .execute();
    const ids = new Set(mine.map((r) => `L${r.id}`));
    const before = await databaseDigest(t.app);
    for (const def of reads) {
      const res = await ask(def, friend, demo.cookie);
      expect(statusOf(def, res)).toEqual([def.name, 200]);
      if (def.name !== 'LoyActivity') continue;
      const moves = res.json<{ DATA: { ID: string }[] }>().DATA;
      expect(moves.length).toBeGreaterThan(0);
      for (const move of moves) if (move.ID.startsWith('L')) expect(ids.has(move.ID)).toBe(true);
    }
    expect(await databaseDigest(t.app)).toBe(before);
  });

  it('(c) a signed-out session: 401', async () => {
    const { cookie } = await login(t.app, 'friend@example.com');
    expect((await call(t.app, 'Logout', { CLIENT_ID: '1001' }, { cookie })).statusCode).toBe(200);
    for (const def of customerCalls) {
      const res = await ask(def, friend, cookie);
      expect(statusOf(def, res)).toEqual([def.name, 401]);
    }
  });

  it('(c) an expired session: 401', async () => {
    const { cookie } = await login(t.app, 'friend@example.com');
    t.clock.advance(31 * 86_400_000);
    for (const def of customerCalls) {
      const res = await ask(def, friend, cookie);
      expect(statusOf(def, res)).toEqual([def.name, 401]);
    }
  });
});

describe('the calls of ours', () => {
  it("act on the session's customer only: B's notifications stay unread, B's password stays", async () => {
    const { notify } = await import('../../src/modules/notifications/notify');
    await notify(t.app.db, friend.id, 'points-earned', { points: 5 }, t.app.now());
    const before = await t.app.db
      .selectFrom('notifications')
      .selectAll()
      .where('customer_id', '=', friend.id)
      .execute();
    const mine = await signIn(t.app, 'demo@example.com');
    const upTo = Math.max(...before.map((n) => n.id));
    for (const [name, DATA] of [
      ['OurNotificationsRead', { CLIENT_ID: '1001', UP_TO: upTo }],
      ['OurNotifications', { CLIENT_ID: '1001' }],
    ] as const) {
      const res = await call(t.app, name, DATA, { cookie: mine.cookie, ip: freshIp() });
      expect(res.json<{ STATUS: boolean }>().STATUS).toBe(true);
      expect(JSON.stringify(res.json())).not.toContain('"POINTS":5,');
    }
    const after = await t.app.db
      .selectFrom('notifications')
      .selectAll()
      .where('customer_id', '=', friend.id)
      .execute();
    expect(after).toEqual(before);
    expect(after.every((n) => n.read_at === null)).toBe(true);
  });

  it('are refused with the client id of another programme, and change nothing', async () => {
    const liteNow = await signIn(t.app, 'lite@example.com', LITE.CLIENT_ID);
    const before = await databaseDigest(t.app);
    for (const def of ourCalls) {
      const data = callBodies(liteNow, demo)[def.name as CallName];
      const res = await t.app.inject({
        method: 'POST',
        url: serverPath(def),
        payload: { DATA: { ...data, CLIENT_ID: '1001' } },
        headers: { cookie: liteNow.cookie },
        remoteAddress: freshIp(),
      });
      expect(statusOf(def, res)).toEqual([def.name, 403]);
    }
    expect(await databaseDigest(t.app)).toBe(before);
  });
});

describe('the staff API across programmes', () => {
  const pos = (url: string, payload: object, key?: string) =>
    t.app.inject({
      method: 'POST',
      url: `/api/pos/${url}`,
      payload,
      headers: key ? { authorization: `Bearer ${key}` } : {},
      remoteAddress: freshIp(),
    });
  const bill = { billRef: 'X-TENANT-1', customer: { custCode: '' }, amount: 100 };

  it('refuses no key and a wrong key with 401', async () => {
    expectFailure(await pos('bills', { ...bill, customer: { custCode: demo.code } }), 401);
    expectFailure(await pos('bills', { ...bill, customer: { custCode: demo.code } }, 'x'), 401);
  });

  it("lite's key cannot post a bill to, or redeem a voucher of, a demo customer", async () => {
    const before = await databaseDigest(t.app);
    for (const customer of [{ custCode: demo.code }, { mobile: demo.mobile }]) {
      const res = await pos('bills', { ...bill, customer }, 'lite-staff-key');
      expect(res.statusCode).toBe(404);
      expectFailure(res, 404);
    }
    const voucher = await t.app.db
      .selectFrom('vouchers')
      .select('code')
      .where('id', '=', Number(friendVoucher))
      .executeTakeFirstOrThrow();
    const redeem = await pos(
      'vouchers/redeem',
      { customer: { custCode: friend.code }, voucherCode: voucher.code },
      'lite-staff-key',
    );
    expectFailure(redeem, 404);
    expect(await databaseDigest(t.app)).toBe(before);
  });
});
