import { gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { answerOf, call, createTestApp, DEMO, expectFailure, type TestApp } from './helper';
import { askHistory, balance, signIn, type Signed } from './programme-helper';

let t: TestApp;
let demo: Signed;
beforeAll(async () => {
  t = await createTestApp();
  demo = await signIn(t.app, 'demo@example.com');
});
afterAll(() => t.close());

const history = (from: string, to: string, who = demo, headers: Record<string, string> = {}) =>
  askHistory(t.app, who, from, to, headers);
const day = (offset: number) =>
  new Date(t.clock().getTime() + offset * 86_400_000).toISOString().slice(0, 10);

describe('GetLoyPoints CUSTOMER', () => {
  it('answers the customer record with the points summary of docs/wire-protocol.md §3', async () => {
    const res = await call(
      t.app,
      'GetLoyPoints',
      { ...DEMO, TYPE_NAME: 'CUSTOMER', MOBILE_NUM: demo.mobile, CUST_CODE: demo.code },
      { cookie: demo.cookie },
    );
    expect(res.statusCode).toBe(200);
    const body = answerOf('GetLoyPoints', res);
    const points = await balance(t.app, demo.id);
    const expired = await t.app.db
      .selectFrom('ledger_entries')
      .select((eb) => eb.fn.sum<number>('points').as('s'))
      .where('customer_id', '=', demo.id)
      .where('kind', '=', 'expire')
      .executeTakeFirstOrThrow();
    expect(points).toBeGreaterThanOrEqual(10_000);
    expect(body).toEqual({
      STATUS: true,
      DATA: {
        CUST_CODE: demo.code,
        CUST_NAME: 'Layla Haddad',
        MOBILE: '0501234567',
        EMAIL: 'demo@example.com',
        ADDR1: '',
        ADDR2: '',
        ADDR3: 'Dubai',
        BIRTH_DATE: '1990-04-12',
        COMP_NAME: '',
        NATIONALITY: 'Emirati',
        GENDER: 'Female',
        country_code: 'AE',
        city_code: 'AE-DXB',
        area_code: 'AE-DXB-AL-BARSHA',
        CITY: 'Dubai',
        AREA: 'Al Barsha',
        COUNTRY: 'United Arab Emirates',
        PROFILE_IMAGE: '',
        CARD_TYPE: 'GOLD',
        CURRENTPOINTS: points,
        REDEEMABLEPOINTS: points,
        POINTS_VALUE: (points * 5) / 100,
        POINTS_EXPIRED: -Number(expired.s),
        POINTS_TOTAL: points,
      },
    });
    expect(-Number(expired.s)).toBeGreaterThan(0);
  });
});

describe('GetLoyPoints CUSTOMER_HISTORY', () => {
  it('lists two years of bills with their lines, vouchers and points, joined by BILLREF', async () => {
    const body = answerOf('GetLoyPoints', await history(day(-800), day(0)));
    const bills = body.BILL_DETAILS as { BILLREF: string; BILL_AMOUNT: number }[];
    const items = body.ITEM_DETAILS as Record<string, unknown>[];
    const earned = body.POINTS_EARNED as {
      BILLREF: string;
      POINTS_EARNED: number;
      CUSTOMER_CODE: string;
    }[];
    expect(bills.length).toBeGreaterThanOrEqual(60);
    expect(Object.keys(bills[0] ?? {}).sort()).toEqual(['BILLREF', 'BILL_AMOUNT']);
    expect(Object.keys(items[0] ?? {}).sort()).toEqual([
      'BARCODE',
      'BILLREF',
      'DESCRIPTION',
      'PRICE',
      'QUANTITY',
      'TRAN_DATE',
    ]);
    expect(items[0]?.BARCODE).toMatch(/^629\d{10}$/);
    expect(items[0]?.TRAN_DATE).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\dZ$/);
    const refs = new Set(bills.map((b) => b.BILLREF));
    expect(new Set(items.map((i) => i.BILLREF))).toEqual(refs);
    expect(new Set(earned.map((e) => e.BILLREF))).toEqual(refs);
    expect(earned.every((e) => e.CUSTOMER_CODE === demo.code)).toBe(true);
    // Points follow the programme's rule: 1 point per whole AED paid.
    for (const b of bills) {
      expect(earned.find((e) => e.BILLREF === b.BILLREF)?.POINTS_EARNED).toBe(
        Math.floor(b.BILL_AMOUNT),
      );
    }
    const redeemed = body.VOUCHER_REDEEMED as Record<string, unknown>[];
    expect(redeemed).toHaveLength(3);
    expect(Object.keys(redeemed[0] ?? {}).sort()).toEqual([
      'BILLREF',
      'POINTS_REDEMEED',
      'REEDEM_DATE',
      'VALUE',
    ]);
    expect(redeemed.every((r) => refs.has(String(r.BILLREF)))).toBe(true);
    const issued = body.VOUCHER_ISSUED as Record<string, unknown>[];
    expect(issued).toHaveLength(2);
    expect(Object.keys(issued[0] ?? {}).sort()).toEqual(['BILLREF', 'VALUE', 'VOUCHER_NO']);
  });

  it('keeps to the period asked for (last month here)', async () => {
    const body = answerOf('GetLoyPoints', await history(day(-30), day(0)));
    const dates = (body.ITEM_DETAILS as { TRAN_DATE: string }[]).map((i) =>
      i.TRAN_DATE.slice(0, 10),
    );
    expect(dates.length).toBeGreaterThan(0);
    expect(dates.every((d) => d >= day(-30) && d <= day(0))).toBe(true);
  });

  it('answers empty lists for a period without purchases', async () => {
    const body = answerOf('GetLoyPoints', await history('2015-01-01', '2015-12-31'));
    expect(body).toEqual({
      STATUS: true,
      BILL_DETAILS: [],
      ITEM_DETAILS: [],
      VOUCHER_ISSUED: [],
      VOUCHER_REDEEMED: [],
      POINTS_EARNED: [],
    });
  });

  it('gzips a long answer for a client that accepts gzip, and only then', async () => {
    const plain = await history(day(-800), day(0));
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.headers.vary).toMatch(/accept-encoding/i);
    const asked = await history(day(-800), day(0), demo, {
      'accept-encoding': 'gzip, deflate, br, zstd',
    });
    expect(asked.headers['content-encoding']).toBe('gzip');
    expect(asked.headers['content-type']).toMatch(/^application\/json/);
    expect(asked.rawPayload.length).toBeLessThan(plain.rawPayload.length / 2);
    expect(gunzipSync(asked.rawPayload).equals(plain.rawPayload)).toBe(true);
    // Refused by weight, or not offered: the bytes as they are.
    for (const accept of ['gzip;q=0, br', 'identity', 'br', 'gzip;q=0, *']) {
      const res = await history(day(-800), day(0), demo, { 'accept-encoding': accept });
      expect(res.headers['content-encoding']).toBeUndefined();
      expect(res.rawPayload.equals(plain.rawPayload)).toBe(true);
    }
    // Added to the CORS check's Vary (a shop's page the programme lists), not in its place.
    const { tenant_id } = await t.app.db
      .selectFrom('customers')
      .select('tenant_id')
      .where('id', '=', demo.id)
      .executeTakeFirstOrThrow();
    const shop = 'https://shop.example';
    await t.app.db.insertInto('tenant_origins').values({ tenant_id, origin: shop }).execute();
    try {
      const fromShop = await history(day(-800), day(0), demo, {
        'accept-encoding': 'gzip',
        origin: shop,
        host: 'localhost:8080',
      });
      expect(fromShop.statusCode).toBe(200);
      expect(fromShop.headers['access-control-allow-origin']).toBe(shop);
      expect(String(fromShop.headers.vary)).toMatch(/origin/i);
      expect(String(fromShop.headers.vary)).toMatch(/accept-encoding/i);
    } finally {
      await t.app.db.deleteFrom('tenant_origins').where('origin', '=', shop).execute();
    }
    // A short answer is not worth it.
    const empty = await history('2015-01-01', '2015-12-31', demo, { 'accept-encoding': 'gzip' });
    expect(empty.headers['content-encoding']).toBeUndefined();
    expect(empty.json()).toMatchObject({ STATUS: true, BILL_DETAILS: [] });
  });

  it('refuses a period that ends before it starts, or one of more than five years', async () => {
    expect(answerOf('GetLoyPoints', await history('2025-02-01', '2025-01-01'))).toEqual({
      STATUS: false,
      MESSAGE: 'FROM_DATE must not be after TO_DATE.',
    });
    expect((await history('2010-01-01', '2025-01-01')).json()).toMatchObject({ STATUS: false });
  });

  it('refuses a missing date (400 naming the field)', async () => {
    const res = await call(
      t.app,
      'GetLoyPoints',
      { ...DEMO, TYPE_NAME: 'CUSTOMER_HISTORY', MOBILE_NUM: demo.mobile, FROM_DATE: '2025-01-01' },
      { cookie: demo.cookie },
    );
    expectFailure(res, 400, /TO_DATE/);
  });
});

describe('CalculatePoints', () => {
  const calc = (POINTS: unknown) =>
    call(
      t.app,
      'CalculatePoints',
      { ...DEMO, TYPE_NAME: 'CAL_POINTS', CUST_CODE: demo.code, MOBILE_NUM: demo.mobile, POINTS },
      { cookie: demo.cookie },
    );

  it("answers the AED value under the programme's rule (5 fils a point)", async () => {
    expect(answerOf('CalculatePoints', await calc(1000))).toEqual({
      STATUS: true,
      MESSAGE: '',
      REEDEEM_AMOUNT: 50,
    });
    expect(answerOf('CalculatePoints', await calc('333'))).toEqual({
      STATUS: true,
      MESSAGE: '',
      REEDEEM_AMOUNT: 16.65,
    });
    expect(answerOf('CalculatePoints', await calc(0))).toEqual({
      STATUS: true,
      MESSAGE: '',
      REEDEEM_AMOUNT: 0,
    });
  });

  it('refuses negative or split points', async () => {
    expect(answerOf('CalculatePoints', await calc(-5))).toEqual({
      STATUS: false,
      MESSAGE: 'Points must be a whole number of 0 or more.',
    });
    expect((await calc(1.5)).json()).toMatchObject({ STATUS: false });
    expectFailure(await calc('many'), 400, /POINTS/);
  });
});
