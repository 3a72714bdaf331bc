import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { answerOf, call, createTestApp, DEMO, expectFailure, LITE, type TestApp } from './helper';
import {
  balance,
  freshIp,
  ledgerSum,
  newCustomer,
  own,
  signIn,
  type Signed,
} from './programme-helper';

let t: TestApp;
let demo: Signed;
let buyer: Signed;
beforeAll(async () => {
  t = await createTestApp();
  demo = await signIn(t.app, 'demo@example.com');
  buyer = await newCustomer(t.app, 'buyer', '0509990001', 3000);
});
afterAll(() => t.close());

const list = (who: Signed, flags: Record<string, unknown>) =>
  call(
    t.app,
    'GetVoucher',
    { ...DEMO, TYPE_NAME: 'VOUCHER_HISTORY', CUST_CODE: who.code, ...flags },
    { cookie: who.cookie },
  );
const create = (who: Signed, POINTS: unknown, headers: Record<string, string> = {}) =>
  call(
    t.app,
    'CreateVoucher',
    { ...own(who), TYPE_NAME: 'NEW_VOUCHER', POINTS },
    { cookie: who.cookie, ip: freshIp(), headers },
  );
const claim = (who: Signed, ENTRY_NO: string) =>
  call(
    t.app,
    'LoyAddVoucherExternal',
    { ...own(who), TYPE_NAME: 'NEW_VOUCHER', ENTRY_NO },
    { cookie: who.cookie, ip: freshIp() },
  );

type Listed = {
  entry_no: string;
  Vouch_no: string;
  VOUCHER_NO: string;
  Valid_Until: string;
  Redeem_value: number;
  Redeemed_On?: string;
};
const vouchersOf = (body: Record<string, unknown>) => body.VOUCHER_HEADER as Listed[];

describe('GetVoucher', () => {
  it('lists new, used and expired vouchers of the demo customer', async () => {
    const today = t.clock().toISOString().slice(0, 10);
    const fresh = vouchersOf(answerOf('GetVoucher', await list(demo, { USED: 0 })));
    const used = vouchersOf(answerOf('GetVoucher', await list(demo, { USED: 1 })));
    const expired = vouchersOf(answerOf('GetVoucher', await list(demo, { EXPIRED: 1 })));
    expect(fresh.length).toBeGreaterThanOrEqual(2);
    expect(used).toHaveLength(3);
    expect(expired).toHaveLength(2);
    for (const v of fresh) {
      expect(Object.keys(v).sort()).toEqual([
        'Redeem_value',
        'VOUCHER_NO',
        'Valid_Until',
        'Vouch_no',
        'entry_no',
      ]);
      expect(v.Vouch_no).toBe(v.VOUCHER_NO);
      expect(v.VOUCHER_NO).toMatch(/^[A-HJ-NP-Z2-9]{12}$/);
      expect(v.Valid_Until >= today).toBe(true);
    }
    expect(used.every((v) => typeof v.Redeemed_On === 'string')).toBe(true);
    expect(expired.every((v) => v.Valid_Until < today)).toBe(true);
  });

  it('answers an empty list to a customer without vouchers', async () => {
    expect(answerOf('GetVoucher', await list(buyer, { USED: 0 }))).toEqual({
      STATUS: true,
      VOUCHER_HEADER: [],
    });
  });
});

describe('CreateVoucher', () => {
  it('turns points into a voucher of their AED value, with an unguessable code', async () => {
    const before = await balance(t.app, buyer.id);
    const body = answerOf('CreateVoucher', await create(buyer, 1000));
    const expiry = new Date(t.clock().getTime() + 90 * 86_400_000).toISOString().slice(0, 10);
    expect(body).toEqual({
      STATUS: true,
      MESSAGE: 'Successfully created voucher',
      REEDEEM_AMOUNT: 50,
      VOUCHER_NO: expect.stringMatching(/^[A-HJ-NP-Z2-9]{12}$/),
      EXPIRE_DATE: expiry,
    });
    expect(await balance(t.app, buyer.id)).toBe(before - 1000);
    expect(await ledgerSum(t.app, buyer.id)).toBe(before - 1000);
    const listed = vouchersOf(answerOf('GetVoucher', await list(buyer, { USED: 0 })));
    expect(listed.map((v) => [v.VOUCHER_NO, v.Redeem_value, v.Valid_Until])).toEqual([
      [body.VOUCHER_NO, 50, expiry],
    ]);
  });

  it("refuses more points than the balance with 'Insufficient points', changing nothing", async () => {
    const before = await balance(t.app, buyer.id);
    expect(answerOf('CreateVoucher', await create(buyer, before + 1))).toEqual({
      STATUS: false,
      MESSAGE: 'Insufficient points',
    });
    expect(await balance(t.app, buyer.id)).toBe(before);
  });

  it('refuses 0, negative or split points', async () => {
    for (const points of [0, -10, 2.5]) {
      expect(answerOf('CreateVoucher', await create(buyer, points))).toEqual({
        STATUS: false,
        MESSAGE: 'Enter a whole number of points above 0.',
      });
    }
  });

  it('replays the first answer for a retry with the same Idempotency-Key, moving points once', async () => {
    const before = await balance(t.app, buyer.id);
    const headers = { 'idempotency-key': 'create-1' };
    const first = (await create(buyer, 200, headers)).json();
    const again = (await create(buyer, 200, headers)).json();
    expect(again).toEqual(first);
    expect(await balance(t.app, buyer.id)).toBe(before - 200);
    expectFailure(await create(buyer, 300, headers), 422, /Idempotency-Key/);
    expect(await balance(t.app, buyer.id)).toBe(before - 200);
  });

  it('is not offered by a programme with vouchers switched off', async () => {
    const lite = await signIn(t.app, 'lite@example.com', LITE.CLIENT_ID);
    const res = await call(
      t.app,
      'CreateVoucher',
      {
        ...LITE,
        CUST_CODE: lite.code,
        MOBILE_NUM: lite.mobile,
        TYPE_NAME: 'NEW_VOUCHER',
        POINTS: 100,
      },
      { cookie: lite.cookie },
    );
    expect(answerOf('CreateVoucher', res)).toEqual({
      STATUS: false,
      MESSAGE: 'Vouchers are not available in this programme.',
    });
  });
});

describe('LoyAddVoucherExternal', () => {
  it("claims the retailer's code once; then it is the customer's voucher", async () => {
    expect(answerOf('LoyAddVoucherExternal', await claim(buyer, ' welcome50 '))).toEqual({
      STATUS: true,
      MESSAGE: 'Voucher added successfully',
    });
    const listed = vouchersOf(answerOf('GetVoucher', await list(buyer, { USED: 0 })));
    expect(listed.find((v) => v.VOUCHER_NO === 'WELCOME50')?.Redeem_value).toBe(50);
    expect(answerOf('LoyAddVoucherExternal', await claim(demo, 'WELCOME50'))).toEqual({
      STATUS: false,
      MESSAGE: 'Voucher code does not exist',
    });
  });

  it('refuses a code nobody issued, and a voucher made from points', async () => {
    expect(answerOf('LoyAddVoucherExternal', await claim(buyer, 'NOSUCHCODE22'))).toEqual({
      STATUS: false,
      MESSAGE: 'Voucher code does not exist',
    });
    const own$ = vouchersOf(answerOf('GetVoucher', await list(demo, { USED: 0 })))[0];
    expect((await claim(buyer, own$?.VOUCHER_NO ?? '')).json()).toEqual({
      STATUS: false,
      MESSAGE: 'Voucher code does not exist',
    });
  });

  it('stops a customer guessing codes after 10 wrong ones', async () => {
    const guesser = await newCustomer(t.app, 'guesser', '0509990002');
    for (let i = 0; i < 10; i++) await claim(guesser, `GUESS${i}`);
    expectFailure(await claim(guesser, 'GUESS10'), 429);
  });
});
