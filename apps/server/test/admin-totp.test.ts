import { generate } from 'otplib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './helper';
import { admin, sessionFor, STAFF, staffSignIn } from './admin-helper';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const STEP_MS = 30_000;
/** The code of `secret` at the app's clock, `steps` time steps away. */
const codeAt = (secret: string, steps = 0) =>
  generate({ secret, epoch: Math.floor(t.clock().getTime() / 1000) + steps * 30 });

/** Moves the app's clock to 10 s into a fresh time step. */
function freshStep() {
  const ms = t.clock().getTime();
  t.clock.advance(STEP_MS - (ms % STEP_MS) + 10_000);
}

const signIn = (email: string, totp?: string, ip = '10.7.0.1') =>
  admin(
    t.app,
    'POST',
    '/api/admin/session',
    { ip },
    {
      email,
      password: 'demo1234',
      ...(totp === undefined ? {} : { totp }),
    },
  );

async function member(email: string) {
  return t.app.db
    .selectFrom('staff')
    .select(['id', 'totp_secret', 'totp_pending'])
    .where('email', '=', email)
    .executeTakeFirstOrThrow();
}

/** Enrols and confirms the member's second factor; returns the secret. */
async function turnOn(email: string): Promise<string> {
  const cookie = await sessionFor(t.app, email);
  const start = await admin(t.app, 'POST', '/api/admin/me/totp', { cookie });
  expect(start.statusCode, start.body).toBe(200);
  const { secret } = start.json<{ secret: string }>();
  freshStep();
  const ok = await admin(
    t.app,
    'POST',
    '/api/admin/me/totp/confirm',
    { cookie },
    {
      code: await codeAt(secret),
    },
  );
  expect(ok.statusCode, ok.body).toBe(200);
  return secret;
}

describe('enrolling a second factor', () => {
  it('offers a secret and its otpauth URI, on only once a code confirms it', async () => {
    const cookie = await sessionFor(t.app, STAFF.manager);
    const start = await admin(t.app, 'POST', '/api/admin/me/totp', { cookie });
    expect(start.statusCode, start.body).toBe(200);
    const { secret, uri } = start.json<{ secret: string; uri: string }>();
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(uri).toMatch(/^otpauth:\/\/totp\/Oasis%20Rewards:manager%40example\.com\?/);
    expect(await member(STAFF.manager)).toMatchObject({ totp_secret: '', totp_pending: secret });

    const wrong = await admin(
      t.app,
      'POST',
      '/api/admin/me/totp/confirm',
      { cookie },
      {
        code: String((Number(await codeAt(secret)) + 1) % 1e6).padStart(6, '0'),
      },
    );
    expect(wrong.statusCode).toBe(422);
    expect(wrong.json().MESSAGE).toMatch(/code is not right/);
    expect((await member(STAFF.manager)).totp_secret).toBe('');

    const ok = await admin(
      t.app,
      'POST',
      '/api/admin/me/totp/confirm',
      { cookie },
      {
        code: await codeAt(secret),
      },
    );
    expect(ok.statusCode, ok.body).toBe(200);
    expect(await member(STAFF.manager)).toMatchObject({ totp_secret: secret, totp_pending: '' });
    const me = await admin(t.app, 'GET', '/api/admin/me', { cookie });
    expect(me.json().totp).toBe(true);
    const again = await admin(t.app, 'POST', '/api/admin/me/totp', { cookie });
    expect(again.statusCode).toBe(409);
    expect((await member(STAFF.manager)).totp_secret).toBe(secret);
  });

  it('is not for cashiers', async () => {
    const cookie = await sessionFor(t.app, STAFF.cashier);
    const res = await admin(t.app, 'POST', '/api/admin/me/totp', { cookie });
    expect(res.statusCode).toBe(403);
    expect((await member(STAFF.cashier)).totp_pending).toBe('');
  });
});

describe('signing in with a second factor', () => {
  it('asks for the code, takes it once, and allows one step of drift either way', async () => {
    const secret = (await member(STAFF.manager)).totp_secret;
    expect(secret).not.toBe('');
    freshStep();
    const missing = await signIn(STAFF.manager);
    expect(missing.statusCode).toBe(401);
    expect(missing.json().MESSAGE).toMatch(/6-digit code/);
    expect(missing.json().fields).toHaveProperty('totp');
    expect(missing.cookies.find((c) => c.name === 'admin_sid')).toBeUndefined();

    const ahead = await codeAt(secret, 1);
    expect((await signIn(STAFF.manager, ahead)).statusCode).toBe(200);
    const replay = await signIn(STAFF.manager, ahead);
    expect(replay.statusCode).toBe(401);
    expect(replay.json().fields).toHaveProperty('totp');
    // Older than the code last used: refused even though it is within the drift.
    expect((await signIn(STAFF.manager, await codeAt(secret))).statusCode).toBe(401);

    t.clock.advance(5 * 60_000);
    expect((await signIn(STAFF.manager, await codeAt(secret, -2))).statusCode).toBe(401);
    expect((await signIn(STAFF.manager, await codeAt(secret, 2))).statusCode).toBe(401);
    expect((await signIn(STAFF.manager, await codeAt(secret, -1))).statusCode).toBe(200);
  });

  it('counts a wrong code as a failed sign-in', async () => {
    const secret = (await member(STAFF.manager)).totp_secret;
    const ip = '10.7.0.99';
    freshStep();
    for (let i = 0; i < 10; i++) {
      const res = await signIn(STAFF.manager, '000000', ip);
      expect(res.statusCode).toBe(401);
    }
    const locked = await signIn(STAFF.manager, await codeAt(secret), ip);
    expect(locked.statusCode).toBe(429);
  });
});

describe('removing the second factor', () => {
  it('needs the password or a current code; wrong proof changes nothing', async () => {
    const secret = await turnOn(STAFF.owner);
    const cookie = await sessionFor(t.app, STAFF.owner);
    const remove = (body: object) => admin(t.app, 'DELETE', '/api/admin/me/totp', { cookie }, body);

    expect((await remove({})).statusCode).toBe(400);
    const wrong = await remove({ password: 'not-my-password' });
    expect(wrong.statusCode).toBe(422);
    expect((await member(STAFF.owner)).totp_secret).toBe(secret);

    t.clock.advance(STEP_MS);
    expect((await remove({ code: await codeAt(secret) })).statusCode).toBe(200);
    expect((await member(STAFF.owner)).totp_secret).toBe('');
    await staffSignIn(t.app, STAFF.owner);

    await turnOn(STAFF.owner);
    expect((await remove({ password: 'demo1234' })).statusCode).toBe(200);
    await staffSignIn(t.app, STAFF.owner);
    const actions = await t.app.db
      .selectFrom('audit_log')
      .select('action')
      .where('actor_name', '=', STAFF.owner)
      .orderBy('id')
      .execute();
    expect(actions.map((a) => a.action)).toEqual([
      'staff.totp.enrol',
      'staff.totp.enable',
      'staff.totp.remove',
      'staff.totp.enrol',
      'staff.totp.enable',
      'staff.totp.remove',
    ]);
  });
});
