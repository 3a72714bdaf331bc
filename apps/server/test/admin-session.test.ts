import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './helper';
import { admin, adminCookie, LITE_HOST, STAFF, staffSignIn } from './admin-helper';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('staff sign-in', () => {
  it('signs a member in with a strict, path-scoped, httpOnly cookie and answers who they are', async () => {
    const res = await admin(
      t.app,
      'POST',
      '/api/admin/session',
      {},
      {
        email: ' Owner@Example.com ',
        password: 'demo1234',
      },
    );
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      email: STAFF.owner,
      role: 'owner',
      totp: false,
      programme: { clientId: 1001 },
    });
    const set = res.cookies.find((c) => c.name === 'admin_sid');
    expect(set).toMatchObject({ httpOnly: true, sameSite: 'Strict', path: '/api/admin' });
    const me = await admin(t.app, 'GET', '/api/admin/me', { cookie: adminCookie(res) });
    expect(me.json()).toMatchObject({ email: STAFF.owner, name: 'Layla Haddad' });
  });

  it('refuses a wrong password with one message, and an unknown e-mail alike', async () => {
    const wrong = await admin(
      t.app,
      'POST',
      '/api/admin/session',
      { ip: '10.0.0.2' },
      {
        email: STAFF.owner,
        password: 'not-it-at-all',
      },
    );
    const unknown = await admin(
      t.app,
      'POST',
      '/api/admin/session',
      { ip: '10.0.0.2' },
      {
        email: 'nobody@example.com',
        password: 'not-it-at-all',
      },
    );
    expect(wrong.statusCode).toBe(401);
    expect(unknown.statusCode).toBe(401);
    expect(wrong.json().MESSAGE).toBe(unknown.json().MESSAGE);
    expect(wrong.cookies.find((c) => c.name === 'admin_sid')).toBeUndefined();
  });

  it('names each bad field', async () => {
    const res = await admin(
      t.app,
      'POST',
      '/api/admin/session',
      {},
      { email: 'nope', password: '' },
    );
    expect(res.statusCode).toBe(400);
    expect(Object.keys(res.json().fields).sort()).toEqual(['email', 'password']);
  });

  it('keeps a member to their own programme: a demo owner cannot sign in on the Lite host', async () => {
    const res = await admin(
      t.app,
      'POST',
      '/api/admin/session',
      { host: LITE_HOST },
      {
        email: STAFF.owner,
        password: 'demo1234',
      },
    );
    expect(res.statusCode).toBe(401);
    const lite = await staffSignIn(t.app, STAFF.liteOwner, { host: LITE_HOST });
    const me = await admin(t.app, 'GET', '/api/admin/me', { cookie: lite, host: LITE_HOST });
    expect(me.json().programme.clientId).toBe(1002);
  });

  it('locks an account after repeated failures from one address', async () => {
    const ip = '10.0.0.9';
    let last = 0;
    for (let i = 0; i < 11; i++) {
      const res = await admin(
        t.app,
        'POST',
        '/api/admin/session',
        { ip },
        {
          email: STAFF.manager,
          password: `wrong-${i}`,
        },
      );
      last = res.statusCode;
    }
    expect(last).toBe(429);
    const right = await admin(
      t.app,
      'POST',
      '/api/admin/session',
      { ip },
      {
        email: STAFF.manager,
        password: 'demo1234',
      },
    );
    expect(right.statusCode).toBe(429);
  });

  it('refuses a write with the cookie but without the console origin', async () => {
    const cookie = await staffSignIn(t.app, STAFF.cashier);
    const res = await t.app.inject({
      method: 'DELETE',
      url: '/api/admin/session',
      headers: { cookie },
    });
    expect(res.statusCode).toBe(403);
    const still = await admin(t.app, 'GET', '/api/admin/me', { cookie });
    expect(still.statusCode).toBe(200);
  });

  it('signs out: the cookie no longer works', async () => {
    const cookie = await staffSignIn(t.app, STAFF.cashier);
    const out = await admin(t.app, 'DELETE', '/api/admin/session', { cookie });
    expect(out.statusCode).toBe(200);
    const me = await admin(t.app, 'GET', '/api/admin/me', { cookie });
    expect(me.statusCode).toBe(401);
  });

  it('ends an idle session after an hour', async () => {
    const cookie = await staffSignIn(t.app, STAFF.cashier);
    t.clock.advance(61 * 60_000);
    const me = await admin(t.app, 'GET', '/api/admin/me', { cookie });
    expect(me.statusCode).toBe(401);
  });
});
