import { beforeAll, describe, expect, it } from 'vitest';
import { call, DEMO } from './helper';
import { creditPoints, own } from './programme-helper';
import { t, shopper, pos } from './pos-helper';

// The points the vouchers below are made from (the bills' tests earn theirs on their own).
beforeAll(() => creditPoints(t.app, shopper.id, 1000));

describe('POST /api/pos/vouchers/redeem and /voucher-codes', () => {
  it("marks the customer's new voucher used, once", async () => {
    const made = await call(
      t.app,
      'CreateVoucher',
      { ...own(shopper), TYPE_NAME: 'NEW_VOUCHER', POINTS: 200 },
      { cookie: shopper.cookie },
    );
    const code = made.json<{ VOUCHER_NO: string }>().VOUCHER_NO;
    const first = await pos('vouchers/redeem', {
      customer: { custCode: shopper.code },
      voucherCode: code,
    });
    expect(first.json()).toEqual({
      STATUS: true,
      MESSAGE: 'Voucher redeemed',
      voucherCode: code,
      value: 10,
    });
    const second = await pos('vouchers/redeem', {
      customer: { custCode: shopper.code },
      voucherCode: code,
    });
    expect(second.statusCode).toBe(409);
    const used = await call(
      t.app,
      'GetVoucher',
      { ...DEMO, TYPE_NAME: 'VOUCHER_HISTORY', CUST_CODE: shopper.code, USED: 1 },
      { cookie: shopper.cookie },
    );
    expect(
      used
        .json<{ VOUCHER_HEADER: { VOUCHER_NO: string }[] }>()
        .VOUCHER_HEADER.map((v) => v.VOUCHER_NO),
    ).toContain(code);
  });

  it("refuses another customer's voucher", async () => {
    const made = await call(
      t.app,
      'CreateVoucher',
      { ...own(shopper), TYPE_NAME: 'NEW_VOUCHER', POINTS: 200 },
      { cookie: shopper.cookie },
    );
    const code = made.json<{ VOUCHER_NO: string }>().VOUCHER_NO;
    const res = await pos('vouchers/redeem', {
      customer: { mobile: '0507654321' },
      voucherCode: code,
    });
    expect(res.statusCode).toBe(409);
  });

  it('issues N claimable codes of a value; a customer claims one in the app', async () => {
    const res = await pos('voucher-codes', { count: 3, value: 20, validDays: 30 });
    const { codes } = res.json<{ codes: string[] }>();
    expect(res.json()).toEqual({ STATUS: true, value: 20, codes: expect.any(Array) });
    expect(new Set(codes).size).toBe(3);
    const claim = await call(
      t.app,
      'LoyAddVoucherExternal',
      { ...own(shopper), TYPE_NAME: 'NEW_VOUCHER', ENTRY_NO: codes[0] },
      { cookie: shopper.cookie },
    );
    expect(claim.json()).toEqual({ STATUS: true, MESSAGE: 'Voucher added successfully' });
    expect((await pos('voucher-codes', { count: 0, value: 20 })).statusCode).toBe(400);
    expect((await pos('voucher-codes', { count: 2, value: 0 })).statusCode).toBe(422);
  });
});
