import { sql } from 'kysely';
import { generate } from 'otplib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { operatorActor, recordAudit } from '../src/modules/audit/audit';
import { createTestApp, type TestApp } from './helper';
import { admin, sessionFor, STAFF } from './admin-helper';

let t: TestApp;
let owner: string;
let manager: string;
let startDay: string;

beforeAll(async () => {
  t = await createTestApp();
  owner = await sessionFor(t.app, STAFF.owner);
  manager = await sessionFor(t.app, STAFF.manager);
  startDay = t.clock().toISOString().slice(0, 10);
});
afterAll(() => t.close());

interface Entry {
  at: string;
  actor: { kind: string; id: number | null; name: string; role: string };
  action: string;
  entityId: string;
  customerId: number | null;
  before: Record<string, unknown>;
  after: Record<string, unknown>;
  clientAddress: string;
}

async function audit(query = '', cookie = manager) {
  const res = await admin(t.app, 'GET', `/api/admin/audit${query}`, { cookie });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<{ items: Entry[]; total: number; page: number; size: number }>();
}

const tokenIn = async (to: string, kind: string) => {
  const mails = (await t.app.inject({ method: 'GET', url: '/dev/outbox' })).json<
    { to: string; text: string }[]
  >();
  const text = mails.find((m) => m.to === to && m.text.includes(`/console/${kind}?`))?.text;
  return new RegExp(`token=([\\w-]+)`).exec(text ?? '')?.[1] ?? '';
};

describe('the audit log', () => {
  it('records every staff, second-factor and key write with actor, values and address', async () => {
    const as = (cookie: string | undefined, ip: string) => ({ cookie, ip });
    const send = async (
      method: 'POST' | 'PATCH' | 'DELETE',
      url: string,
      caller: object,
      body?: object,
    ) => {
      const res = await admin(t.app, method, url, caller, body);
      expect(res.statusCode, res.body).toBe(200);
      return res.json<{ id: number; secret: string }>();
    };
    // Two-step sign-in of the manager: on, then off with the password.
    const { secret } = await send('POST', '/api/admin/me/totp', as(manager, '10.1.0.1'));
    const code = await generate({ secret, epoch: Math.floor(t.clock().getTime() / 1000) });
    await send('POST', '/api/admin/me/totp/confirm', as(manager, '10.1.0.2'), { code });
    await send('DELETE', '/api/admin/me/totp', as(manager, '10.1.0.3'), { password: 'demo1234' });
    // Staff: invite, join, change; a reset by mail.
    const noorEmail = 'noor@example.com';
    await send('POST', '/api/admin/staff', as(owner, '10.1.0.4'), {
      email: noorEmail,
      name: 'Noor',
      role: 'cashier',
    });
    const invite = await tokenIn(noorEmail, 'invite');
    const joined = await send('POST', '/api/admin/invitations/accept', as(undefined, '10.1.0.5'), {
      token: invite,
      password: 'noor-secret-1',
    });
    await send('PATCH', `/api/admin/staff/${joined.id}`, as(owner, '10.1.0.6'), {
      role: 'manager',
    });
    await send('POST', '/api/admin/password-reset', as(undefined, '10.1.0.7'), {
      email: noorEmail,
    });
    const reset = await tokenIn(noorEmail, 'reset');
    await send('POST', '/api/admin/password-reset/complete', as(undefined, '10.1.0.8'), {
      token: reset,
      password: 'noor-secret-2',
    });
    // A till key, created and revoked.
    const key = await send('POST', '/api/admin/keys', as(owner, '10.1.0.9'), { name: 'Till A' });
    await send('DELETE', `/api/admin/keys/${key.id}`, as(owner, '10.1.0.10'));

    const { items, total } = await audit();
    expect(total).toBe(9);
    const by = async (email: string, role: string) => ({
      kind: 'staff',
      id: await staffId(email),
      name: email,
      role,
    });
    const mgr = await by(STAFF.manager, 'manager');
    const own = await by(STAFF.owner, 'owner');
    const noor = await by(noorEmail, 'cashier');
    const till = { name: 'Till A' };
    const expected = [
      ['staff.totp.enrol', mgr, { totp: 'off' }, { totp: 'pending' }],
      ['staff.totp.enable', mgr, { totp: 'pending' }, { totp: 'on' }],
      ['staff.totp.remove', mgr, { totp: 'on' }, { totp: 'off' }],
      ['staff.invite', own, {}, { email: noorEmail, name: 'Noor', role: 'cashier' }],
      ['staff.join', noor, {}, { password: 'set' }],
      ['staff.update', own, { role: 'cashier' }, { role: 'manager' }],
      ['staff.password.reset', { ...noor, role: 'manager' }, {}, { password: 'changed' }],
      ['key.create', own, {}, till],
      ['key.revoke', own, { ...till, revoked: false }, { ...till, revoked: true }],
    ] as const;
    const addresses = [1, 2, 3, 4, 5, 6, 8, 9, 10].map((n) => `10.1.0.${n}`);
    expect([...items].reverse()).toEqual(
      expected.map(([action, actor, before, after], i) =>
        expect.objectContaining({ action, actor, before, after, clientAddress: addresses[i] }),
      ),
    );
    // The secret of the second factor is named, never kept.
    expect(JSON.stringify(items)).not.toContain(secret);
  });

  it('filters by staff member, action group, customer and day, and pages newest first', async () => {
    const ownerId = await staffId(STAFF.owner);
    const byOwner = await audit(`?staff=${ownerId}`);
    expect(byOwner.items.every((e) => e.actor.name === STAFF.owner)).toBe(true);
    expect(byOwner.total).toBe(4);
    const totp = await audit('?action=staff.totp');
    expect(totp.items.map((e) => e.action)).toEqual([
      'staff.totp.remove',
      'staff.totp.enable',
      'staff.totp.enrol',
    ]);
    expect((await audit('?action=staff.invite')).total).toBe(1);
    expect((await audit('?action=staff.t')).total).toBe(0);

    const tenant = await t.app.tenants.findBySubDomain('demo');
    t.clock.advance(2 * 86_400_000);
    manager = await sessionFor(t.app, STAFF.manager);
    owner = await sessionFor(t.app, STAFF.owner);
    const later = t.clock();
    await recordAudit(
      t.app.db,
      tenant?.id ?? -1,
      operatorActor('ops'),
      { action: 'customer.adjust', customerId: 42, after: { points: 5 } },
      later,
    );
    expect((await audit('?customer=42')).items).toEqual([
      expect.objectContaining({
        action: 'customer.adjust',
        customerId: 42,
        actor: { kind: 'cli', id: null, name: 'ops', role: 'operator' },
      }),
    ]);
    const laterDay = later.toISOString().slice(0, 10);
    expect((await audit(`?from=${laterDay}`)).total).toBe(1);
    expect((await audit(`?to=${startDay}`)).total).toBe(9);
    expect((await audit(`?from=${startDay}&to=${laterDay}`)).total).toBe(10);

    const first = await audit('?size=4');
    const second = await audit('?size=4&page=2');
    expect(first.items[0]?.action).toBe('customer.adjust');
    expect(first.items).toHaveLength(4);
    expect((second.items[0]?.at ?? '~') <= (first.items[3]?.at ?? '')).toBe(true);
    expect(new Set([...first.items, ...second.items].map((e) => JSON.stringify(e))).size).toBe(8);
  });

  it("shows a programme's own log only, to owners and managers", async () => {
    const lite = await sessionFor(t.app, STAFF.liteOwner, 'lite.loyalty.test');
    const res = await admin(t.app, 'GET', '/api/admin/audit', {
      cookie: lite,
      host: 'lite.loyalty.test',
    });
    expect(res.json().total).toBe(0);
    const cashier = await sessionFor(t.app, STAFF.cashier);
    expect((await admin(t.app, 'GET', '/api/admin/audit', { cookie: cashier })).statusCode).toBe(
      403,
    );
    const bad = await admin(t.app, 'GET', '/api/admin/audit?from=yesterday&staff=x', {
      cookie: owner,
    });
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json().fields).sort()).toEqual(['from', 'staff']);
  });

  it('refuses to change or remove a row, on this database', async () => {
    const before = await t.app.db.selectFrom('audit_log').selectAll().orderBy('id').execute();
    await expect(
      t.app.db.updateTable('audit_log').set({ action: 'forged' }).execute(),
    ).rejects.toThrow(/append-only/);
    await expect(t.app.db.deleteFrom('audit_log').execute()).rejects.toThrow(/append-only/);
    await expect(
      sql`delete from audit_log where id = ${before[0]?.id ?? 0}`.execute(t.app.db),
    ).rejects.toThrow(/append-only/);
    expect(await t.app.db.selectFrom('audit_log').selectAll().orderBy('id').execute()).toEqual(
      before,
    );
  });
});

async function staffId(email: string): Promise<number> {
  const found = await t.app.db
    .selectFrom('staff')
    .select('id')
    .where('email', '=', email)
    .executeTakeFirstOrThrow();
  return found.id;
}
