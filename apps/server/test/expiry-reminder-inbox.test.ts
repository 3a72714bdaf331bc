import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expiryService } from '../src/modules/points/expiry.service';
import { expiryRemindersService } from '../src/modules/points/expiry-reminders.service';
import { expiresAt } from '../src/modules/points/expiry-timeline';
import { answerOf, call, createTestApp, DEMO, type TestApp } from './helper';
import { deps, freshIp, newCustomer, signIn, type Signed } from './programme-helper';

/** The expiry reminder's line in the inbox (docs/decisions/022-member-account.md). */
let t: TestApp;
const DAY = 86_400_000;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const bill = (c: Signed, billRef: string, amount: number) =>
  t.app.inject({
    method: 'POST',
    url: '/api/pos/bills',
    headers: { authorization: 'Bearer demo-staff-key' },
    payload: { billRef, customer: { custCode: c.code }, amount },
  });
const reminders = () =>
  expiryRemindersService({ ...deps(t.app), mailer: t.app.mailer, publicOrigin: undefined });
/** The customer's expiry lines, oldest first, straight from the table. */
const expiring = (c: Signed) =>
  t.app.db
    .selectFrom('notifications')
    .select(['data_json', 'created_at'])
    .where('customer_id', '=', c.id)
    .where('kind', '=', 'points-expiring')
    .orderBy('id')
    .execute();
const mails = (email: string) =>
  t.app.db.selectFrom('outbox').select('subject').where('to_address', '=', email).execute();

interface Batch {
  EXPIRES_ON: string;
  POINTS: number;
}

describe('the expiry reminder in the inbox', () => {
  it('writes one line per batch with the mail, never twice, none for a deleted account', async () => {
    const kept = await newCustomer(t.app, 'inbox.expiring', '0504880001');
    const gone = await newCustomer(t.app, 'inbox.deleted', '0504880002');
    const first = t.clock();
    expect((await bill(kept, 'RI-1', 500)).statusCode).toBe(200);
    expect((await bill(gone, 'RI-2', 400)).statusCode).toBe(200);
    t.clock.advance(100 * DAY);
    expect((await bill(kept, 'RI-3', 300)).statusCode).toBe(200);
    const me = await signIn(t.app, kept.email);
    const batches = (await call(t.app, 'LoyPointsExpiry', DEMO, { cookie: me.cookie })).json<{
      DATA: Batch[];
    }>().DATA;
    expect(batches.map((b) => b.POINTS)).toEqual([500, 300]);

    // The second member deletes the account; its points stay in the ledger, unreminded.
    const them = await signIn(t.app, gone.email);
    const deleted = await call(
      t.app,
      'OurDeleteAccount',
      { ...DEMO, PASSWORD: 'demo1234', CONFIRM: true },
      { cookie: them.cookie, ip: freshIp() },
    );
    expect(deleted.json()).toMatchObject({ STATUS: true });

    // Thirteen days before the first batch: within the 14 days.
    t.clock.advance(expiresAt(first, 12).getTime() - 13 * DAY - t.clock().getTime());
    expect(await reminders().run()).toBeGreaterThanOrEqual(1);
    expect(await reminders().run()).toBe(0);
    const lines = await expiring(kept);
    expect(lines).toHaveLength(1);
    expect(JSON.parse(lines[0]?.data_json ?? '{}')).toEqual({
      points: 500,
      until: batches[0]?.EXPIRES_ON,
    });
    expect(lines[0]?.created_at).toBe(t.clock().toISOString());
    expect(await mails(kept.email)).toHaveLength(1);
    expect(await expiring(gone)).toEqual([]);
    const claims = await t.app.db
      .selectFrom('expiry_reminders')
      .select('customer_id')
      .where('customer_id', '=', gone.id)
      .execute();
    expect(claims).toEqual([]);

    // The app reads it as the contract says: the points and the day they go.
    const now = await signIn(t.app, kept.email);
    const res = await call(t.app, 'OurNotifications', DEMO, { cookie: now.cookie });
    answerOf('OurNotifications', res);
    const inbox = res.json<{ DATA: { ITEMS: Record<string, unknown>[] } }>().DATA;
    expect(inbox.ITEMS[0]).toMatchObject({
      KIND: 'points-expiring',
      POINTS: 500,
      UNTIL: batches[0]?.EXPIRES_ON,
      READ: false,
    });

    // The second batch's turn: two instances at once still write one line.
    t.clock.advance(expiresAt(first, 12).getTime() + 90 * DAY - t.clock().getTime());
    await expiryService(deps(t.app)).run();
    await Promise.all([reminders().run(), reminders().run()]);
    await reminders().run();
    const both = await expiring(kept);
    expect(both.map((l) => JSON.parse(l.data_json) as { points: number })).toEqual([
      { points: 500, until: batches[0]?.EXPIRES_ON },
      { points: 300, until: batches[1]?.EXPIRES_ON },
    ]);
    expect(await mails(kept.email)).toHaveLength(2);
    expect(await expiring(gone)).toEqual([]);
  });

  it('writes no line when the programme sends no reminders', async () => {
    const c = await newCustomer(t.app, 'inbox.quiet', '0504880003');
    await t.app.db
      .updateTable('tenants')
      .set({ expiry_reminder_days: 0 })
      .where('client_id', '=', 1001)
      .execute();
    t.app.tenants.clear();
    try {
      const start = t.clock();
      expect((await bill(c, 'RI-4', 200)).statusCode).toBe(200);
      t.clock.advance(expiresAt(start, 12).getTime() - 5 * DAY - t.clock().getTime());
      await reminders().run();
      expect(await expiring(c)).toEqual([]);
    } finally {
      await t.app.db
        .updateTable('tenants')
        .set({ expiry_reminder_days: 14 })
        .where('client_id', '=', 1001)
        .execute();
      t.app.tenants.clear();
    }
  });
});
