import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { operatorActor } from '../src/modules/audit/audit';
import { staffMembersService } from '../src/modules/admin/staff-members.service';
import { createTestApp, type TestApp } from './helper';
import { admin, adminCookie, LITE_HOST, sessionFor, STAFF, staffSignIn } from './admin-helper';

let t: TestApp;
let owner: string;

beforeAll(async () => {
  t = await createTestApp();
  owner = await sessionFor(t.app, STAFF.owner);
});
afterAll(() => t.close());

interface OutboxMail {
  to: string;
  subject: string;
  text: string;
}

/** The token of the newest console link mailed to `to`. */
async function linkTo(to: string, kind: 'invite' | 'reset'): Promise<string> {
  const mails = (await t.app.inject({ method: 'GET', url: '/dev/outbox' })).json<OutboxMail[]>();
  const mail = mails.find((m) => m.to === to && m.text.includes(`/console/${kind}?`));
  const token = new RegExp(`http://localhost/console/${kind}\\?token=([\\w-]+)`).exec(
    mail?.text ?? '',
  )?.[1];
  expect(token, `no ${kind} link to ${to}`).toBeDefined();
  return token ?? '';
}

const staffRows = () => t.app.db.selectFrom('staff').selectAll().orderBy('id').execute();
const invite = (body: object, cookie = owner) =>
  admin(t.app, 'POST', '/api/admin/staff', { cookie }, body);
const patch = (id: number, body: object, cookie = owner) =>
  admin(t.app, 'PATCH', `/api/admin/staff/${id}`, { cookie }, body);
const idOf = async (email: string) => (await staffRows()).find((m) => m.email === email)?.id ?? -1;

describe('inviting a member', () => {
  it('creates them without a password and mails a link that sets it and signs them in', async () => {
    const res = await invite({ email: ' Sara@Example.com ', name: 'Sara Ali', role: 'manager' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      email: 'sara@example.com',
      role: 'manager',
      invited: true,
      active: true,
    });
    const token = await linkTo('sara@example.com', 'invite');
    const cannot = await admin(
      t.app,
      'POST',
      '/api/admin/session',
      {},
      {
        email: 'sara@example.com',
        password: 'anything-at-all',
      },
    );
    expect(cannot.statusCode).toBe(401);

    const accept = (body: object, host?: string) =>
      admin(t.app, 'POST', '/api/admin/invitations/accept', { host }, body);
    const foreign = await accept({ token, password: 'sara-secret-1' }, LITE_HOST);
    expect(foreign.statusCode).toBe(422);
    const joined = await accept({ token, password: 'sara-secret-1', name: 'Sara A.' });
    expect(joined.statusCode, joined.body).toBe(200);
    expect(joined.json()).toMatchObject({ email: 'sara@example.com', name: 'Sara A.' });
    const me = await admin(t.app, 'GET', '/api/admin/me', { cookie: adminCookie(joined) });
    expect(me.json().role).toBe('manager');
    const again = await accept({ token, password: 'another-secret' });
    expect(again.statusCode).toBe(422);
    expect(again.json().MESSAGE).toMatch(/not valid any more/);
    await staffSignIn(t.app, 'sara@example.com', { password: 'sara-secret-1' });
  });

  it('refuses an e-mail already on the staff with a field message, and bad input per field', async () => {
    const before = await staffRows();
    const dup = await invite({ email: STAFF.cashier, name: 'Again', role: 'cashier' });
    expect(dup.statusCode).toBe(409);
    expect(dup.json().fields.email).toMatch(/already belongs/);
    const bad = await invite({ email: 'nope', name: '', role: 'admin' });
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json().fields).sort()).toEqual(['email', 'name', 'role']);
    expect(await staffRows()).toEqual(before);
  });

  it('is for owners only', async () => {
    const manager = await sessionFor(t.app, STAFF.manager);
    const res = await invite({ email: 'x@example.com', name: 'X', role: 'cashier' }, manager);
    expect(res.statusCode).toBe(403);
    expect(await idOf('x@example.com')).toBe(-1);
  });
});

describe('the staff list and changes', () => {
  it('lists the programme’s own staff only', async () => {
    const res = await admin(t.app, 'GET', '/api/admin/staff?size=2', { cookie: owner });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({ page: 1, size: 2, total: 4 });
    expect(body.items).toHaveLength(2);
    const all = await admin(t.app, 'GET', '/api/admin/staff', { cookie: owner });
    const emails = all.json().items.map((m: { email: string }) => m.email);
    expect(emails).toContain(STAFF.cashier);
    expect(emails).not.toContain(STAFF.liteOwner);
  });

  it('renames and changes roles, and a member of another programme is not found', async () => {
    const cashier = await idOf(STAFF.cashier);
    const res = await patch(cashier, { name: 'Priya N.', role: 'manager' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ name: 'Priya N.', role: 'manager' });
    expect((await patch(cashier, { role: 'cashier' })).statusCode).toBe(200);
    const lite = await idOf(STAFF.liteOwner);
    const before = await staffRows();
    expect((await patch(lite, { active: false })).statusCode).toBe(404);
    expect(await staffRows()).toEqual(before);
  });

  it('never leaves the programme without an active owner, nor lets an owner demote themselves', async () => {
    const me = await idOf(STAFF.owner);
    const before = await staffRows();
    const self = await patch(me, { role: 'manager' });
    expect(self.statusCode).toBe(422);
    expect(self.json().MESSAGE).toMatch(/cannot demote or deactivate yourself/);
    expect((await patch(me, { active: false })).statusCode).toBe(422);
    expect(await staffRows()).toEqual(before);

    const second = await idOf(STAFF.manager);
    expect((await patch(second, { role: 'owner' })).statusCode).toBe(200);
    const other = await sessionFor(t.app, STAFF.manager);
    // The second owner demotes the first: allowed, one owner is left.
    expect((await patch(me, { role: 'manager' }, other)).statusCode).toBe(200);
    const last = await patch(second, { role: 'manager' }, other);
    expect(last.statusCode).toBe(422);
    expect(last.json().MESSAGE).toMatch(/cannot demote or deactivate yourself/);
    const restore = await patch(me, { role: 'owner' }, other);
    expect(restore.statusCode).toBe(200);
    expect((await patch(second, { role: 'manager' })).statusCode).toBe(200);
  });

  it('keeps the last active owner even when the change comes from outside the console', async () => {
    const deps = { db: t.app.db, dialect: t.app.dialect, now: t.app.now, mailer: t.app.mailer };
    const tenant = await t.app.tenants.findBySubDomain('demo');
    const change = staffMembersService(deps).update(
      tenant?.id ?? -1,
      await idOf(STAFF.owner),
      { active: false },
      null,
      operatorActor('ops'),
    );
    await expect(change).rejects.toThrow(/at least one active owner/);
    expect((await staffRows()).find((m) => m.email === STAFF.owner)?.active).toBe(1);
  });

  it('deactivation ends the member’s sessions and stops their sign-in', async () => {
    const cashier = await idOf(STAFF.cashier);
    const session = await staffSignIn(t.app, STAFF.cashier);
    const res = await patch(cashier, { active: false });
    expect(res.json()).toMatchObject({ active: false });
    expect((await admin(t.app, 'GET', '/api/admin/me', { cookie: session })).statusCode).toBe(401);
    const sessions = await t.app.db
      .selectFrom('staff_sessions')
      .select('id_hash')
      .where('staff_id', '=', cashier)
      .execute();
    expect(sessions).toEqual([]);
    const signIn = await admin(
      t.app,
      'POST',
      '/api/admin/session',
      {},
      {
        email: STAFF.cashier,
        password: 'demo1234',
      },
    );
    expect(signIn.statusCode).toBe(401);
    expect((await patch(cashier, { active: true })).statusCode).toBe(200);
    await staffSignIn(t.app, STAFF.cashier);
  });

  it('audits each change with the fields before and after', async () => {
    const rows = await t.app.db
      .selectFrom('audit_log')
      .selectAll()
      .where('action', '=', 'staff.update')
      .orderBy('id')
      .execute();
    const first = rows[0];
    expect(first).toMatchObject({
      actor_kind: 'staff',
      actor_name: STAFF.owner,
      actor_role: 'owner',
      client_address: '127.0.0.1',
    });
    expect(JSON.parse(first?.before_json ?? '')).toEqual({ name: 'Priya Nair', role: 'cashier' });
    expect(JSON.parse(first?.after_json ?? '')).toEqual({ name: 'Priya N.', role: 'manager' });
    const deactivation = rows.find((r) => r.after_json === '{"active":false}');
    expect(deactivation?.before_json).toBe('{"active":true}');
  });
});
