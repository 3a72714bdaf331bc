import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { zonedTimeToUtc } from '../src/lib/time-zone';
import { vouchersRepository } from '../src/modules/vouchers/vouchers.repository';
import { createTestApp, expectFailure, type TestApp } from './helper';
import { newCustomer, type Signed } from './programme-helper';

/**
 * A bill's date: read in the programme's time zone (Asia/Dubai here) whatever the host's, at
 * most 30 days back and 5 minutes ahead; a voucher used on it must be valid when it is posted.
 */
const HOUR = 3_600_000;
const DAY = 24 * HOUR;
const DUBAI = 4 * HOUR;

let t: TestApp;
let shopper: Signed;

beforeAll(async () => {
  t = await createTestApp();
  // 08:00 in Dubai (04:00 UTC), so "today at noon" is still ahead.
  const now = t.clock().getTime();
  t.clock.advance(((4 * HOUR - (now % DAY)) % DAY) + DAY);
  shopper = await newCustomer(t.app, 'dated', '0508870001');
});
afterAll(() => t.close());

const post = (billRef: string, extra: object = {}) =>
  t.app.inject({
    method: 'POST',
    url: '/api/pos/bills',
    payload: { billRef, customer: { custCode: shopper.code }, amount: 20, ...extra },
    headers: { authorization: 'Bearer demo-staff-key' },
  });

const tranDate = async (billRef: string) =>
  (
    await t.app.db
      .selectFrom('bills')
      .select('tran_date')
      .where('bill_ref', '=', billRef)
      .executeTakeFirst()
  )?.tran_date;

/** `YYYY-MM-DD` in Dubai, `days` from now. */
const dubaiDay = (days: number) =>
  new Date(t.clock().getTime() + DUBAI + days * DAY).toISOString().slice(0, 10);

describe('zonedTimeToUtc', () => {
  it('reads a wall-clock time in the zone given, not the host', () => {
    const utc = (local: string, zone: string) => zonedTimeToUtc(local, zone).toISOString();
    expect(utc('2026-01-31T14:05:00', 'Asia/Dubai')).toBe('2026-01-31T10:05:00.000Z');
    expect(utc('2026-01-31T14:05:00', 'Asia/Kolkata')).toBe('2026-01-31T08:35:00.000Z');
    expect(utc('2026-01-31T14:05:00', 'UTC')).toBe('2026-01-31T14:05:00.000Z');
    expect(utc('2026-01-31T14:05:00', 'America/New_York')).toBe('2026-01-31T19:05:00.000Z');
    expect(utc('2026-07-01T14:05:00', 'America/New_York')).toBe('2026-07-01T18:05:00.000Z');
    // A time the spring change skips, and one the autumn change repeats: the earlier instant.
    expect(utc('2026-03-08T02:30:00', 'America/New_York')).toBe('2026-03-08T06:30:00.000Z');
    expect(utc('2026-11-01T01:30:00', 'America/New_York')).toBe('2026-11-01T05:30:00.000Z');
  });

  it('gives the same instant under any host TZ (a child process each)', () => {
    const cwd = path.resolve(import.meta.dirname, '..');
    const script = `
      const { billTime } = await import('./src/modules/pos/bills.service.ts');
      const now = new Date('2026-02-01T00:00:00Z');
      console.log(billTime('2026-01-31T14:05:00', now, 'Asia/Dubai').toISOString());`;
    for (const TZ of ['America/New_York', 'Asia/Tokyo', 'UTC']) {
      const run = spawnSync(
        process.execPath,
        ['--import', 'tsx', '--input-type=module', '-e', script],
        { cwd, env: { ...process.env, TZ }, encoding: 'utf8' },
      );
      expect(run.stderr).toBe('');
      expect(run.stdout.trim(), TZ).toBe('2026-01-31T10:05:00.000Z');
    }
  }, 60_000);
});

describe('POST /api/pos/bills: the date', () => {
  it('a time without a zone is Dubai time, stored in UTC, whatever the host TZ', async () => {
    const hostZone = process.env.TZ;
    process.env.TZ = 'America/New_York';
    try {
      const day = dubaiDay(-1);
      const res = await post('TZ-1', { date: `${day}T14:05:00` });
      expect(res.statusCode).toBe(200);
      expect(await tranDate('TZ-1')).toBe(
        new Date(Date.parse(`${day}T14:05:00Z`) - DUBAI).toISOString(),
      );
      // A zone given is kept.
      const zoned = await post('TZ-2', { date: `${day}T14:05:00+02:00` });
      expect(zoned.statusCode).toBe(200);
      expect(await tranDate('TZ-2')).toBe(`${day}T12:05:00.000Z`);
      expect((await post('TZ-3', { date: `${day}T14:05:00-0130` })).statusCode).toBe(200);
      expect(await tranDate('TZ-3')).toBe(`${day}T15:35:00.000Z`);
    } finally {
      if (hostZone === undefined) delete process.env.TZ;
      else process.env.TZ = hostZone;
    }
  });

  it('a day alone is noon there, or now when noon is still ahead today', async () => {
    expect((await post('DAY-1', { date: dubaiDay(0) })).statusCode).toBe(200);
    expect(await tranDate('DAY-1')).toBe(t.clock().toISOString());
    expect((await post('DAY-2', { date: dubaiDay(-2) })).statusCode).toBe(200);
    expect(await tranDate('DAY-2')).toBe(`${dubaiDay(-2)}T08:00:00.000Z`);
    expectFailure(
      await post('DAY-3', { date: dubaiDay(1) }),
      422,
      'The bill date is in the future.',
    );
  });

  it('may be 30 days back and 5 minutes ahead, no further', async () => {
    expect((await post('WIN-1', { date: dubaiDay(-30) })).statusCode).toBe(200);
    expectFailure(
      await post('WIN-2', { date: dubaiDay(-31) }),
      422,
      'The bill date may be at most 30 days in the past.',
    );
    const ahead = (minutes: number) =>
      new Date(t.clock().getTime() + minutes * 60_000).toISOString().slice(0, 19) + 'Z';
    expect((await post('WIN-3', { date: ahead(4) })).statusCode).toBe(200);
    expectFailure(await post('WIN-4', { date: ahead(6) }), 422, 'The bill date is in the future.');
    expect(await tranDate('WIN-2')).toBeUndefined();
    expect(await tranDate('WIN-4')).toBeUndefined();
  });
});

describe('POST /api/pos/bills: a voucher on a backdated bill', () => {
  const voucher = async (expiresInDays: number) => {
    const now = t.clock().getTime();
    const tenant = await t.app.tenants.findByClientId(1001);
    const [row] = await vouchersRepository(t.app.db).insert([
      {
        tenant_id: tenant!.id,
        customer_id: shopper.id,
        value_fils: 1_000,
        points_cost: 0,
        source: 'bill',
        created_at: new Date(now - 40 * DAY).toISOString(),
        expires_at: new Date(now + expiresInDays * DAY).toISOString(),
      },
    ]);
    return row!.code;
  };

  it('is refused when it expired before the bill is posted, though not at the sale', async () => {
    const code = await voucher(-10);
    const res = await post('VB-1', { date: dubaiDay(-20), voucherCode: code });
    expectFailure(res, 409, /expired/);
    expect(await tranDate('VB-1')).toBeUndefined();
  });

  it('is used when it is valid now', async () => {
    const code = await voucher(10);
    const res = await post('VB-2', { date: dubaiDay(-20), voucherCode: code });
    expect(res.json()).toMatchObject({ STATUS: true, voucherRedeemed: { code, value: 10 } });
  });
});
