import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expiryService } from '../src/modules/points/expiry.service';
import { expiryRemindersService } from '../src/modules/points/expiry-reminders.service';
import { comingExpiries, expiresAt } from '../src/modules/points/expiry-timeline';
import { tiersService } from '../src/modules/tiers/tiers.service';
import { call, createTestApp, DEMO, type TestApp } from './helper';
import { deps, newCustomer, own, signIn, type Signed } from './programme-helper';

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
const ask = async <T>(name: 'LoyTierProgress' | 'LoyPointsExpiry', c: Signed) =>
  (await call(t.app, name, DEMO, { cookie: c.cookie })).json<T>();
const cardType = async (c: Signed) =>
  (
    await call(t.app, 'GetLoyPoints', { ...own(c), TYPE_NAME: 'CUSTOMER' }, { cookie: c.cookie })
  ).json<{ DATA: { CARD_TYPE: string } }>().DATA.CARD_TYPE;

interface Tier {
  DATA: { TIER: string; POINTS: number; NEXT_TIER?: string; POINTS_TO_NEXT?: number };
}

describe('LoyTierProgress', () => {
  it('shows the tier, the points counted and the gap to the next; the card follows', async () => {
    const c = await newCustomer(t.app, 'tiered', '0504770001');
    expect((await ask<Tier>('LoyTierProgress', c)).DATA).toMatchObject({
      TIER: 'SILVER',
      POINTS: 0,
      NEXT_TIER: 'GOLD',
      POINTS_TO_NEXT: 10_000,
    });
    expect((await bill(c, 'T-1', 4200)).statusCode).toBe(200);
    expect((await ask<Tier>('LoyTierProgress', c)).DATA).toMatchObject({
      TIER: 'SILVER',
      POINTS: 4200,
      POINTS_TO_NEXT: 5800,
    });
    await bill(c, 'T-2', 6000);
    expect((await ask<Tier>('LoyTierProgress', c)).DATA).toMatchObject({
      TIER: 'GOLD',
      NEXT_TIER: 'PLATINUM',
      POINTS_TO_NEXT: 39_800,
    });
    expect(await cardType(c)).toBe('GOLD');
  });

  it('counts only the window where the programme says so, and the schedule downgrades', async () => {
    const c = await newCustomer(t.app, 'windowed', '0504770002');
    await bill(c, 'W-1', 12_000);
    expect(await cardType(c)).toBe('GOLD');
    await t.app.db
      .updateTable('tenants')
      .set({ tier_window_months: 12 })
      .where('client_id', '=', 1001)
      .execute();
    t.app.tenants.clear();
    try {
      const tiers = tiersService(deps(t.app));
      expect(await tiers.refreshWindowed()).toBe(0);
      t.clock.advance(370 * DAY);
      const again = await signIn(t.app, c.email);
      expect((await ask<Tier>('LoyTierProgress', again)).DATA).toMatchObject({
        TIER: 'SILVER',
        POINTS: 0,
      });
      expect(await tiers.refreshWindowed()).toBeGreaterThanOrEqual(1);
      expect(await cardType(again)).toBe('SILVER');
    } finally {
      await t.app.db
        .updateTable('tenants')
        .set({ tier_window_months: 0 })
        .where('client_id', '=', 1001)
        .execute();
      t.app.tenants.clear();
    }
  });
});

describe('the expiry timeline', () => {
  it('dates a credit by the first run of the job that finds it due', () => {
    expect(expiresAt(new Date('2026-03-15T10:00:00Z'), 12).toISOString()).toBe(
      '2027-03-15T10:00:00.000Z',
    );
    // No 31 February: the cutoff reaches the 31st of January on the 1st of March.
    expect(expiresAt(new Date('2026-01-31T10:00:00Z'), 1).toISOString()).toBe(
      '2026-03-01T00:00:00.000Z',
    );
  });

  it('spends the oldest points first and groups what is left by day', () => {
    const list = comingExpiries({
      credits: [
        { points: 500, at: '2026-01-10T08:00:00.000Z' },
        { points: 300, at: '2026-01-10T09:00:00.000Z' },
        { points: 400, at: '2026-06-01T08:00:00.000Z' },
      ],
      oldCredits: 100,
      debits: 700,
      months: 12,
      asOf: new Date('2026-07-01T00:00:00Z'),
      timeZone: 'UTC',
    });
    expect(list).toEqual([
      { expiresOn: '2027-01-10', points: 200 },
      { expiresOn: '2027-06-01', points: 400 },
    ]);
  });

  it('answers the coming expiries, and reminds once per batch on the 14th day before', async () => {
    const c = await newCustomer(t.app, 'reminded', '0504770003');
    await bill(c, 'X-1', 500);
    t.clock.advance(100 * DAY);
    await bill(c, 'X-2', 300);
    const first = new Date(t.clock().getTime() - 100 * DAY);
    let me = await signIn(t.app, c.email);
    await call(
      t.app,
      'CreateVoucher',
      { ...own(me), TYPE_NAME: 'NEW_VOUCHER', POINTS: 200 },
      { cookie: me.cookie },
    );
    const list = (
      await ask<{ DATA: { EXPIRES_ON: string; POINTS: number }[] }>('LoyPointsExpiry', me)
    ).DATA;
    expect(list.map((e) => e.POINTS)).toEqual([300, 300]);
    expect((list[0]?.EXPIRES_ON ?? '') < (list[1]?.EXPIRES_ON ?? '')).toBe(true);

    const reminders = expiryRemindersService({
      ...deps(t.app),
      mailer: t.app.mailer,
      publicOrigin: undefined,
    });
    const mails = () =>
      t.app.db
        .selectFrom('outbox')
        .select(['subject', 'text_body'])
        .where('to_address', '=', c.email)
        .execute();
    // Sixteen days before the first batch: too early.
    t.clock.advance(expiresAt(first, 12).getTime() - 16 * DAY - t.clock().getTime());
    await reminders.run();
    expect(await mails()).toHaveLength(0);
    t.clock.advance(2 * DAY);
    expect(await reminders.run()).toBeGreaterThanOrEqual(1);
    expect(await reminders.run()).toBe(0);
    const sent = await mails();
    expect(sent).toHaveLength(1);
    expect(sent[0]?.subject).toMatch(/300 points expire on \d{1,2} [A-Z][a-z]{2} \d{4}$/);
    // The batch expires; the next one is reminded in its turn, once.
    t.clock.advance(20 * DAY);
    await expiryService(deps(t.app)).run();
    me = await signIn(t.app, c.email);
    expect((await ask<{ DATA: unknown[] }>('LoyPointsExpiry', me)).DATA).toHaveLength(1);
    t.clock.advance(82 * DAY);
    await reminders.run();
    await reminders.run();
    expect(await mails()).toHaveLength(2);
  });

  it('refuses a malformed body with a message and no change', async () => {
    const c = await newCustomer(t.app, 'malformed', '0504770004');
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/loyalty/ours/PointsExpiry',
      payload: { DATA: { CLIENT_ID: ['x'] } },
      headers: { cookie: c.cookie },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json<{ MESSAGE: string }>().MESSAGE).toMatch(/CLIENT_ID/);
  });
});
