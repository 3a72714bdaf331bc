import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './helper';
import { admin, LITE_HOST, STAFF, staffSignIn } from './admin-helper';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

interface OutboxMail {
  to: string;
  subject: string;
  text: string;
  html: string;
}

const outbox = async () =>
  (await t.app.inject({ method: 'GET', url: '/dev/outbox' })).json<OutboxMail[]>();
const resetMails = async (to: string) =>
  (await outbox()).filter((m) => m.to === to && m.text.includes('/console/reset?'));

let address = 0;
const ask = (email: string, host?: string) =>
  admin(t.app, 'POST', '/api/admin/password-reset', { ip: `10.9.0.${++address}`, host }, { email });
const complete = (token: string, password: string, host?: string) =>
  admin(t.app, 'POST', '/api/admin/password-reset/complete', { host }, { token, password });

async function newestToken(to: string): Promise<string> {
  const [mail] = await resetMails(to);
  const token = /\/console\/reset\?token=([\w-]+)/.exec(mail?.text ?? '')?.[1];
  expect(token).toBeDefined();
  return token ?? '';
}

describe('staff password reset by mail', () => {
  it('answers alike for a member and an unknown address, and mails only the member', async () => {
    const known = await ask(STAFF.manager);
    const unknown = await ask('nobody@example.com');
    expect(known.statusCode).toBe(200);
    expect(unknown.json()).toEqual(known.json());
    expect(await resetMails('nobody@example.com')).toEqual([]);
    const [mail] = await resetMails(STAFF.manager);
    expect(mail?.subject).toMatch(/Oasis Rewards: reset your console password/);
    expect(mail?.text).toMatch(/^Hello Omar Saleh,/);
    expect(mail?.html).toContain('/console/reset?token=');
    const link = await t.app.db
      .selectFrom('staff_links')
      .selectAll()
      .where('purpose', '=', 'reset')
      .executeTakeFirstOrThrow();
    // Only the hash is kept; the link lasts an hour.
    expect(mail?.text).not.toContain(link.token_hash);
    expect(Date.parse(link.expires_at) - Date.parse(link.created_at)).toBe(60 * 60_000);
  });

  it('sets the password once, ends the sessions and lifts the sign-in lock', async () => {
    const session = await staffSignIn(t.app, STAFF.cashier);
    const ip = '10.9.9.9';
    for (let i = 0; i < 11; i++)
      await admin(
        t.app,
        'POST',
        '/api/admin/session',
        { ip },
        {
          email: STAFF.cashier,
          password: `wrong-${i}`,
        },
      );
    const locked = await admin(
      t.app,
      'POST',
      '/api/admin/session',
      { ip },
      {
        email: STAFF.cashier,
        password: 'demo1234',
      },
    );
    expect(locked.statusCode).toBe(429);

    await ask(STAFF.cashier);
    const token = await newestToken(STAFF.cashier);
    expect((await complete(token, 'short')).statusCode).toBe(400);
    expect((await complete(token, 'fresh-pass-1', LITE_HOST)).statusCode).toBe(422);
    const done = await complete(token, 'fresh-pass-1');
    expect(done.statusCode, done.body).toBe(200);
    expect((await admin(t.app, 'GET', '/api/admin/me', { cookie: session })).statusCode).toBe(401);
    const again = await complete(token, 'other-pass-2');
    expect(again.statusCode).toBe(422);

    const signIn = await admin(
      t.app,
      'POST',
      '/api/admin/session',
      { ip },
      {
        email: STAFF.cashier,
        password: 'fresh-pass-1',
      },
    );
    expect(signIn.statusCode, signIn.body).toBe(200);
    const audit = await t.app.db
      .selectFrom('audit_log')
      .selectAll()
      .where('action', '=', 'staff.password.reset')
      .executeTakeFirstOrThrow();
    expect(audit).toMatchObject({ actor_name: STAFF.cashier, actor_role: 'cashier' });
  });

  it('refuses an expired link and changes nothing', async () => {
    await ask(STAFF.owner);
    const token = await newestToken(STAFF.owner);
    t.clock.advance(61 * 60_000);
    const res = await complete(token, 'late-pass-1');
    expect(res.statusCode).toBe(422);
    expect(res.json().MESSAGE).toMatch(/not valid any more/);
    await staffSignIn(t.app, STAFF.owner);
  });

  it('mails one account a few times at most, still answering alike', async () => {
    const before = (await resetMails(STAFF.liteOwner)).length;
    const answers = [];
    for (let i = 0; i < 5; i++) answers.push((await ask(STAFF.liteOwner, LITE_HOST)).statusCode);
    expect(answers).toEqual([200, 200, 200, 200, 200]);
    expect((await resetMails(STAFF.liteOwner)).length - before).toBe(3);
  });

  it('limits the requests from one address', async () => {
    const codes = [];
    for (let i = 0; i < 11; i++) {
      const res = await admin(
        t.app,
        'POST',
        '/api/admin/password-reset',
        { ip: '10.9.8.7' },
        {
          email: `someone-${i}@example.com`,
        },
      );
      codes.push(res.statusCode);
    }
    expect(codes.slice(0, 10).every((c) => c === 200)).toBe(true);
    expect(codes[10]).toBe(429);
  });
});
