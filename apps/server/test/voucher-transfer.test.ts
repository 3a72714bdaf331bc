import { describe, expect, it } from 'vitest';
import { answerOf, call } from './helper';
import { own } from './programme-helper';
import { alice, bob, newVouchers, t, transfer } from './sharing-helper';

describe('TransferVoucher', () => {
  it("moves one of the sender's new vouchers to the receiver, once", async () => {
    const made = await call(
      t.app,
      'CreateVoucher',
      { ...own(alice), TYPE_NAME: 'NEW_VOUCHER', POINTS: 100 },
      { cookie: alice.cookie },
    );
    const code = made.json<{ VOUCHER_NO: string }>().VOUCHER_NO;
    const voucher = (await newVouchers(alice)).find((v) => v.VOUCHER_NO === code);
    const to = { email: bob.email, mobile: bob.mobile };
    expect(answerOf('TransferVoucher', await transfer(alice, to, voucher?.entry_no ?? ''))).toEqual(
      {
        STATUS: true,
        MESSAGE: 'Successful',
      },
    );
    expect((await newVouchers(alice)).some((v) => v.VOUCHER_NO === code)).toBe(false);
    expect((await newVouchers(bob)).some((v) => v.VOUCHER_NO === code)).toBe(true);
    // Once: it is no longer the sender's to give.
    expect((await transfer(alice, to, voucher?.entry_no ?? '')).json()).toEqual({
      STATUS: false,
      MESSAGE: 'This voucher is not yours to transfer, or it is used or expired.',
    });
  });

  it("answers 'Customer does not exist' for an unknown receiver and leaves the voucher", async () => {
    await call(
      t.app,
      'CreateVoucher',
      { ...own(alice), TYPE_NAME: 'NEW_VOUCHER', POINTS: 100 },
      { cookie: alice.cookie },
    );
    const [voucher] = await newVouchers(alice);
    const res = await transfer(
      alice,
      { email: bob.email, mobile: '0501111111' },
      voucher?.entry_no ?? '',
    );
    expect(answerOf('TransferVoucher', res)).toEqual({
      STATUS: false,
      MESSAGE: 'Customer does not exist',
    });
    expect((await newVouchers(alice)).map((v) => v.entry_no)).toContain(voucher?.entry_no);
  });

  it("refuses someone else's voucher", async () => {
    const [bobs] = await newVouchers(bob);
    const res = await transfer(
      alice,
      { email: 'friend@example.com', mobile: '0507654321' },
      bobs?.entry_no ?? '',
    );
    expect(res.json()).toMatchObject({ STATUS: false });
    expect((await newVouchers(bob)).map((v) => v.entry_no)).toContain(bobs?.entry_no);
  });
});
