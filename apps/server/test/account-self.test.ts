import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { answerOf, call, createTestApp, DEMO, expectFailure, login, type TestApp } from './helper';
import { freshIp, newCustomer, type Signed } from './programme-helper';
import { databaseDigest } from './reliability/reliability-helper';

/** Changing the password and deleting the account while signed in (calls of ours). */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

interface OutboxMail {
  to: string;
  subject: string;
  text: string;
}
const outbox = async () =>
  (await t.app.inject({ method: 'GET', url: '/dev/outbox' })).json<OutboxMail[]>();

const change = (who: Signed, current: string, next: string, ip = freshIp()) =>
  call(
    t.app,
    'OurChangePassword',
    { ...DEMO, CURRENT_PASSWORD: current, NEW_PASSWORD: next },
    { cookie: who.cookie, ip },
  );
const remove = (who: Signed, password: string, extra: object = {}) =>
  call(
    t.app,
    'OurDeleteAccount',
    { ...DEMO, PASSWORD: password, CONFIRM: true, ...extra },
    { cookie: who.cookie, ip: freshIp() },
  );

describe('OurChangePassword', () => {
  it('changes the password, ends the other sessions, keeps this one and mails the owner', async () => {
    const me = await newCustomer(t.app, 'pw.change', '0505551001');
    const other = await login(t.app, 'pw.change@example.com');
    const res = await change(me, 'demo1234', 'fresh-pass');
    expect(answerOf('OurChangePassword', res)).toMatchObject({ STATUS: true });
    expect((await login(t.app, 'pw.change@example.com')).res.json()).toMatchObject({
      STATUS: false,
    });
    const signedIn = await login(t.app, 'pw.change@example.com', { password: 'fresh-pass' });
    expect(signedIn.res.json()).toMatchObject({ STATUS: true });
    const points = { ...DEMO, CUST_CODE: me.code, MOBILE_NUM: me.mobile, TYPE_NAME: 'CUSTOMER' };
    expect((await call(t.app, 'GetLoyPoints', points, { cookie: me.cookie })).statusCode).toBe(200);
    expectFailure(await call(t.app, 'GetLoyPoints', points, { cookie: other.cookie }), 401);
    const mail = (await outbox()).find(
      (m) => m.to === 'pw.change@example.com' && /password was changed/.test(m.subject),
    );
    expect(mail?.text).toMatch(/Every other device was signed out/);
  });

  it('refuses a wrong current password, a weak or unchanged new one, and changes nothing', async () => {
    const me = await newCustomer(t.app, 'pw.refuse', '0505551002');
    const before = await databaseDigest(t.app);
    const wrong = await change(me, 'not-mine', 'fresh-pass');
    expect(answerOf('OurChangePassword', wrong)).toEqual({
      STATUS: false,
      MESSAGE: 'Your current password is not right.',
    });
    expectFailure(await change(me, 'demo1234', 'abc'), 400, /greater than 3/);
    expectFailure(await change(me, 'demo1234', 'demo1234'), 400, /differs/);
    expectFailure(
      await call(
        t.app,
        'OurChangePassword',
        { ...DEMO, NEW_PASSWORD: 'x1234' },
        { cookie: me.cookie },
      ),
      400,
      /CURRENT_PASSWORD/,
    );
    expect(await databaseDigest(t.app)).toBe(before);
  });

  it('counts a wrong current password toward the sign-in lockout', async () => {
    const me = await newCustomer(t.app, 'pw.lock', '0505551003');
    const ip = freshIp();
    for (let i = 0; i < 10; i++) {
      expect((await change(me, `wrong-${i}`, 'fresh-pass', ip)).json()).toMatchObject({
        STATUS: false,
      });
    }
    // The eleventh try from the address is locked, the right password too…
    expectFailure(await change(me, 'demo1234', 'fresh-pass', ip), 429, /Too many failed sign-ins/);
    // …and so is signing in from there: one count for both.
    const res = await call(
      t.app,
      'LoyLogin',
      { ...DEMO, USERNAME: me.email, PWORD: 'demo1234', TYPE_NAME: 'EMAIL' },
      { ip },
    );
    expectFailure(res, 429);
  });

  it('needs a session', async () => {
    const res = await call(t.app, 'OurChangePassword', {
      ...DEMO,
      CURRENT_PASSWORD: 'demo1234',
      NEW_PASSWORD: 'fresh-pass',
    });
    expectFailure(res, 401);
  });
});

describe('OurDeleteAccount', () => {
  it('erases the person, voids the vouchers, keeps the ledger, ends every session, mails', async () => {
    const me = await newCustomer(t.app, 'del.me', '0505551004', 500);
    const second = await login(t.app, 'del.me@example.com');
    const made = await call(
      t.app,
      'CreateVoucher',
      { ...DEMO, CUST_CODE: me.code, MOBILE_NUM: me.mobile, TYPE_NAME: 'NEW_VOUCHER', POINTS: 100 },
      { cookie: me.cookie, ip: freshIp() },
    );
    expect(made.json()).toMatchObject({ STATUS: true });
    const ledgerBefore = await t.app.db
      .selectFrom('ledger_entries')
      .selectAll()
      .where('customer_id', '=', me.id)
      .execute();

    const res = await remove(me, 'demo1234');
    expect(answerOf('OurDeleteAccount', res)).toMatchObject({ STATUS: true });
    expect(res.cookies.find((c) => c.name === 'sid')?.value).toBe('');

    const row = await t.app.db
      .selectFrom('customers')
      .selectAll()
      .where('id', '=', me.id)
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({
      first_name: '',
      last_name: '',
      email: `erased-${me.id}`,
      mobile: `erased-${me.id}`,
      birth_date: '',
      addr1: '',
      profile_image: '',
      password_hash: '',
      points_balance: 400,
    });
    expect(row.erased_at).not.toBeNull();
    const vouchers = await t.app.db
      .selectFrom('vouchers')
      .selectAll()
      .where('customer_id', '=', me.id)
      .execute();
    expect(vouchers).toHaveLength(1);
    expect(vouchers.every((v) => v.voided_at !== null)).toBe(true);
    const ledgerAfter = await t.app.db
      .selectFrom('ledger_entries')
      .selectAll()
      .where('customer_id', '=', me.id)
      .execute();
    expect(ledgerAfter).toEqual(ledgerBefore);
    const sessions = await t.app.db
      .selectFrom('sessions')
      .select('customer_id')
      .where('customer_id', '=', me.id)
      .execute();
    expect(sessions).toEqual([]);
    const points = { ...DEMO, CUST_CODE: me.code, MOBILE_NUM: me.mobile, TYPE_NAME: 'CUSTOMER' };
    expectFailure(await call(t.app, 'GetLoyPoints', points, { cookie: second.cookie }), 401);
    expect((await login(t.app, 'del.me@example.com')).res.json()).toMatchObject({ STATUS: false });

    const mails = (await outbox()).filter((m) => m.to === 'del.me@example.com');
    expect(mails.map((m) => m.subject)).toEqual([expect.stringMatching(/account was deleted/)]);
    expect(mails[0]?.text).toMatch(/points and vouchers are gone/);

    // The e-mail and mobile are free for a new sign-up.
    const again = await newCustomer(t.app, 'del.me', '0505551004');
    expect(again.id).not.toBe(me.id);
  });

  it('refuses a wrong password or no confirmation, and changes nothing', async () => {
    const me = await newCustomer(t.app, 'del.keep', '0505551005', 50);
    const before = await databaseDigest(t.app);
    expect(answerOf('OurDeleteAccount', await remove(me, 'not-mine'))).toEqual({
      STATUS: false,
      MESSAGE: 'That password is not right.',
    });
    expectFailure(await remove(me, 'demo1234', { CONFIRM: false }), 400, /CONFIRM/);
    expectFailure(await remove(me, 'demo1234', { CONFIRM: 'yes' }), 400, /CONFIRM/);
    expect(await databaseDigest(t.app)).toBe(before);
  });

  it('leaves the till nobody to credit on the erased card', async () => {
    const me = await newCustomer(t.app, 'del.till', '0505551006');
    expect((await remove(me, 'demo1234')).json()).toMatchObject({ STATUS: true });
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/pos/bills',
      payload: { billRef: 'DEL-TILL-1', customer: { custCode: me.code }, amount: 50 },
      headers: { authorization: 'Bearer demo-staff-key' },
    });
    expect(res.statusCode).toBe(404);
  });
});
