import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  DEMO,
  LITE,
  answerOf,
  call,
  createTestApp,
  expectFailure,
  login,
  type TestApp,
} from './helper';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('LoyLogin', () => {
  it('signs in by e-mail and answers the user data the app keeps', async () => {
    const { res, cookie } = await login(t.app, 'Demo@Example.com ');
    expect(res.statusCode).toBe(200);
    const body = answerOf('LoyLogin', res);
    expect(body).toMatchObject({
      STATUS: true,
      MESSAGE: 'Successfully logged in',
      DATA: {
        CUST_NAME: 'Layla Haddad',
        MOBILE: '0501234567',
        EMAIL: 'demo@example.com',
        CARD_TYPE: 'GOLD',
      },
    });
    expect((body.DATA as { CUST_CODE: string }).CUST_CODE).toMatch(/^\d{10}$/);
    expect(cookie).toBeDefined();
  });

  it('signs in by phone', async () => {
    const { res } = await login(t.app, '0507654321', { type: 'PHONE' });
    expect(answerOf('LoyLogin', res)).toMatchObject({
      STATUS: true,
      DATA: { EMAIL: 'friend@example.com', CUST_NAME: 'Omar Khalil' },
    });
  });

  it.each([
    '0501234567',
    '050 123 4567',
    '050-123-4567',
    '+971 50 123 4567',
    '+971501234567',
    '+971 (0)50 123 4567',
    '00971501234567',
    '00971 50 123 4567',
    '971501234567',
    '501234567',
  ])('signs in by phone written as %s', async (written) => {
    const { res } = await login(t.app, written, { type: 'PHONE' });
    expect(answerOf('LoyLogin', res)).toMatchObject({
      STATUS: true,
      DATA: { EMAIL: 'demo@example.com', MOBILE: '0501234567' },
    });
  });

  it('sets the session cookie HttpOnly, SameSite=Lax, Path=/ for 30 days, and never Secure over HTTP', async () => {
    const { res } = await login(t.app, 'demo@example.com');
    const sid = res.cookies.find((c) => c.name === 'sid');
    expect(sid).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/', maxAge: 30 * 86_400 });
    expect(sid?.secure).toBeFalsy();
    expect(sid?.value).toMatch(/^[A-Za-z0-9_-]{43}$/);
  });

  it('adds Secure when the request came over HTTPS', async () => {
    const proxied = await createTestApp({ config: { trustProxy: true } });
    try {
      const res = await call(
        proxied.app,
        'LoyLogin',
        { USERNAME: 'demo@example.com', PWORD: 'demo1234', TYPE_NAME: 'EMAIL', ...DEMO },
        { headers: { 'x-forwarded-proto': 'https' } },
      );
      expect(res.cookies.find((c) => c.name === 'sid')?.secure).toBe(true);
      expect(res.headers['strict-transport-security']).toMatch(/max-age=\d+/);
    } finally {
      await proxied.close();
    }
  });

  it('says the same for a wrong password and an unknown user, and sets no cookie', async () => {
    const wrong = await login(t.app, 'friend@example.com', { password: 'nope1234' });
    const unknown = await login(t.app, 'nobody@example.com');
    for (const { res, cookie } of [wrong, unknown]) {
      expect(res.statusCode).toBe(200);
      expect(answerOf('LoyLogin', res)).toEqual({
        STATUS: false,
        MESSAGE: 'Invalid username or password.',
      });
      expect(cookie).toBeUndefined();
    }
  });

  it('keeps tenants apart: a demo customer cannot sign in to lite', async () => {
    const { res } = await login(t.app, 'demo@example.com', { client: LITE.CLIENT_ID });
    expect(res.json()).toMatchObject({ STATUS: false });
    const lite = await login(t.app, 'lite@example.com', { client: LITE.CLIENT_ID });
    expect(lite.res.json()).toMatchObject({ STATUS: true });
  });

  it('stops guessing after 10 failures for one account, even with the right password', async () => {
    const ip = '10.1.0.1';
    for (let i = 0; i < 10; i++) {
      const res = await call(
        t.app,
        'LoyLogin',
        { USERNAME: '0505550000', PWORD: `guess${i}`, TYPE_NAME: 'PHONE', ...LITE },
        { ip },
      );
      expect(res.json()).toMatchObject({ STATUS: false });
    }
    const blocked = await call(
      t.app,
      'LoyLogin',
      { USERNAME: '0505550000', PWORD: 'demo1234', TYPE_NAME: 'PHONE', ...LITE },
      { ip },
    );
    expectFailure(blocked, 429);
    // The window passes and the customer gets in again.
    t.clock.advance(16 * 60_000);
    const after = await login(t.app, '0505550000', { type: 'PHONE', client: LITE.CLIENT_ID });
    expect(after.res.json()).toMatchObject({ STATUS: true });
  });

  it('refuses a body without the required fields, naming the field', async () => {
    const res = await call(t.app, 'LoyLogin', { USERNAME: 'demo@example.com', ...DEMO });
    expectFailure(res, 400, /DATA\.PWORD/);
  });
});

describe('Logout', () => {
  it('ends the session: the old cookie is refused afterwards', async () => {
    const { cookie } = await login(t.app, 'demo@example.com');
    const out = await call(t.app, 'Logout', DEMO, { cookie });
    expect(out.statusCode).toBe(200);
    expect(answerOf('Logout', out)).toMatchObject({ STATUS: true });
    const cleared = out.cookies.find((c) => c.name === 'sid');
    expect(cleared?.value).toBe('');
    expectFailure(await call(t.app, 'Logout', DEMO, { cookie }), 401);
  });

  it('needs a session (401)', async () => {
    expectFailure(await call(t.app, 'Logout', {}), 401);
    expectFailure(await call(t.app, 'Logout', {}, { cookie: 'sid=made-up' }), 401);
  });

  it("refuses another programme's client id with the session of this one (403), ending nothing", async () => {
    const { cookie } = await login(t.app, 'demo@example.com');
    expectFailure(await call(t.app, 'Logout', LITE, { cookie }), 403);
    const again = await call(t.app, 'Logout', DEMO, { cookie });
    expect(again.statusCode).toBe(200);
  });

  it('expires a session after 30 days without use', async () => {
    const { cookie } = await login(t.app, 'friend@example.com');
    t.clock.advance(31 * 86_400_000);
    expectFailure(await call(t.app, 'Logout', DEMO, { cookie }), 401);
  });

  it('slides the expiry while the session is used', async () => {
    const { cookie } = await login(t.app, 'friend@example.com');
    // Used every 20 days, it outlives the 30 days of its start. (A 403 proves the session
    // was live without ending it; a dead one would answer 401.)
    for (let i = 0; i < 3; i++) {
      t.clock.advance(20 * 86_400_000);
      const res = await call(t.app, 'Logout', LITE, { cookie });
      expect(res.statusCode).toBe(403);
      // The browser is handed the cookie again with a fresh 30 days.
      expect(res.cookies.find((c) => c.name === 'sid')?.maxAge).toBe(30 * 86_400);
    }
    const res = await call(t.app, 'Logout', DEMO, { cookie });
    expect(res.statusCode).toBe(200);
  });
});
