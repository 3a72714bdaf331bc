import { describe, expect, it } from 'vitest';
import { call, DEMO } from './helper';
import { balance, ledgerSum, own } from './programme-helper';
import { t, shopper, cardNo, KEY, pos, bill } from './pos-helper';

describe('staff API authentication', () => {
  it('refuses a missing or wrong key with 401, on every endpoint', async () => {
    for (const url of ['bills', 'vouchers/redeem', 'voucher-codes']) {
      for (const headers of <Record<string, string>[]>[
        {},
        { authorization: 'Bearer nope' },
        { 'x-api-key': 'lite-staff-key-x' },
        { authorization: KEY },
      ]) {
        const res = await pos(url, {}, headers);
        expect(res.statusCode).toBe(401);
        expect(res.json()).toEqual({
          STATUS: false,
          MESSAGE: 'A valid staff API key is required.',
        });
      }
    }
  });

  it('takes the key as X-Api-Key too', async () => {
    const res = await pos('voucher-codes', { count: 1, value: 10 }, { 'x-api-key': KEY });
    expect(res.statusCode).toBe(200);
  });
});

describe('POST /api/pos/bills', () => {
  it("earns points by the programme's rule and shows in the customer's history", async () => {
    const res = await pos('bills', bill('T-1001'));
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      STATUS: true,
      MESSAGE: 'Bill posted',
      billRef: 'T-1001',
      custCode: shopper.code,
      pointsEarned: 249,
      balance: 249,
      cardType: 'SILVER',
    });
    expect(await ledgerSum(t.app, shopper.id)).toBe(249);
    const today = t.clock().toISOString().slice(0, 10);
    const history = await call(
      t.app,
      'GetLoyPoints',
      {
        ...DEMO,
        TYPE_NAME: 'CUSTOMER_HISTORY',
        MOBILE_NUM: shopper.mobile,
        FROM_DATE: today,
        TO_DATE: today,
      },
      { cookie: shopper.cookie },
    );
    expect(history.json()).toMatchObject({
      BILL_DETAILS: [{ BILLREF: 'T-1001', BILL_AMOUNT: 249.99 }],
      ITEM_DETAILS: [
        {
          BILLREF: 'T-1001',
          BARCODE: '6291100001012',
          DESCRIPTION: 'Basmati Rice 5kg',
          QUANTITY: 2,
          PRICE: 49.95,
        },
        { BILLREF: 'T-1001', BARCODE: '6291100002019', QUANTITY: 1, PRICE: 150.09 },
      ],
      POINTS_EARNED: [{ BILLREF: 'T-1001', POINTS_EARNED: 249, CUSTOMER_CODE: shopper.code }],
    });
  });

  it('finds the customer by code or mobile, and raises the card type with lifetime points', async () => {
    const byCode = await pos('bills', {
      billRef: 'T-1002',
      customer: { custCode: shopper.code },
      amount: 10000,
    });
    expect(byCode.json()).toMatchObject({ pointsEarned: 10000, balance: 10249, cardType: 'GOLD' });
    const byMobile = await pos('bills', {
      billRef: 'T-1003',
      customer: { mobile: '050 555 0101' },
      amount: 1,
    });
    expect(byMobile.json()).toMatchObject({ pointsEarned: 1, balance: 10250 });
  });

  it('posts a bill once: a retry with the Idempotency-Key replays, a repeated billRef is refused', async () => {
    const headers = { authorization: `Bearer ${KEY}`, 'idempotency-key': 'till-7-0001' };
    const first = await pos('bills', bill('T-2001', { amount: 100 }), headers);
    const retry = await pos('bills', bill('T-2001', { amount: 100 }), headers);
    expect(retry.json()).toEqual(first.json());
    const again = await pos('bills', bill('T-2001', { amount: 100 }));
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ STATUS: false, MESSAGE: 'Bill T-2001 was posted already.' });
    expect((await pos('bills', bill('T-2002'), headers)).statusCode).toBe(422);
    expect(await balance(t.app, shopper.id)).toBe(10350);
  });

  it('uses a voucher of the customer on the bill, once', async () => {
    const made = await call(
      t.app,
      'CreateVoucher',
      { ...own(shopper), TYPE_NAME: 'NEW_VOUCHER', POINTS: 1000 },
      { cookie: shopper.cookie },
    );
    const code = made.json<{ VOUCHER_NO: string }>().VOUCHER_NO;
    const res = await pos('bills', bill('T-3001', { amount: 80, voucherCode: code.toLowerCase() }));
    expect(res.json()).toMatchObject({ voucherRedeemed: { code, value: 50 }, pointsEarned: 80 });
    const twice = await pos('bills', bill('T-3002', { amount: 80, voucherCode: code }));
    expect(twice.statusCode).toBe(409);
    expect(
      await t.app.db
        .selectFrom('bills')
        .select('id')
        .where('bill_ref', '=', 'T-3002')
        .executeTakeFirst(),
    ).toBeUndefined();
  });

  it('gives a voucher with a bill (VOUCHER_ISSUED)', async () => {
    const res = await pos('bills', bill('T-4001', { amount: 500, issueVoucher: { value: 25 } }));
    expect(res.json()).toMatchObject({
      voucherIssued: { code: expect.stringMatching(/^[A-Z2-9]{12}$/), value: 25 },
    });
  });

  it('refuses bad bodies (400 naming the field), unknown customers (404) and future dates', async () => {
    const noCustomer = await pos('bills', { billRef: 'X', customer: {}, amount: 1 });
    expect(noCustomer.statusCode).toBe(400);
    expect(noCustomer.json<{ MESSAGE: string }>().MESSAGE).toMatch(/customer/);
    const negative = await pos('bills', { billRef: 'X', customer: { cardNo }, amount: -1 });
    expect(negative.json<{ MESSAGE: string }>().MESSAGE).toMatch(/^amount/);
    const unknown = await pos('bills', {
      billRef: 'X',
      customer: { cardNo: '6000000000000000' },
      amount: 1,
    });
    expect(unknown.statusCode).toBe(404);
    const future = await pos('bills', {
      billRef: 'X',
      customer: { cardNo },
      amount: 1,
      date: '2999-01-01',
    });
    expect(future.json()).toEqual({ STATUS: false, MESSAGE: 'The bill date is in the future.' });
  });
});
