// Two signed-up customers on a test app, and the calls that move points and vouchers between
// them. Importing this file gives the importing test file its own app (the hooks below).
import { afterAll, beforeAll } from 'vitest';
import { call, createTestApp, DEMO, type TestApp } from './helper';
import { freshIp, newCustomer, type Signed } from './programme-helper';

export let t: TestApp;
export let alice: Signed;
export let bob: Signed;
beforeAll(async () => {
  t = await createTestApp();
  alice = await newCustomer(t.app, 'alice', '0508880001', 2000);
  bob = await newCustomer(t.app, 'bob', '0508880002', 100);
});
afterAll(() => t.close());

export const share = (
  from: Signed,
  to: { email: string; mobile: string },
  points: unknown,
  headers: Record<string, string> = {},
) =>
  call(
    t.app,
    'LoySharePoints',
    {
      ...DEMO,
      EMAIL_SENDER: from.email,
      MOBILE_NUM_SENDER: from.mobile,
      EMAIL_RECEIVER: to.email,
      MOBILE_NUM_RECEIVER: to.mobile,
      SHARE_POINTS: points,
    },
    { cookie: from.cookie, ip: freshIp(), headers },
  );
export const transfer = (
  from: Signed,
  to: { email: string; mobile: string },
  entryNo: string,
  headers: Record<string, string> = {},
) =>
  call(
    t.app,
    'TransferVoucher',
    {
      ...DEMO,
      voucherEntryNo: entryNo,
      senderMobile: from.mobile,
      senderEmail: from.email,
      receiverMobile: to.mobile,
      receiverEmail: to.email,
    },
    { cookie: from.cookie, ip: freshIp(), headers },
  );
export const newVouchers = async (who: Signed) =>
  (
    await call(
      t.app,
      'GetVoucher',
      { ...DEMO, TYPE_NAME: 'VOUCHER_HISTORY', CUST_CODE: who.code, USED: 0 },
      { cookie: who.cookie },
    )
  ).json<{ VOUCHER_HEADER: { entry_no: string; VOUCHER_NO: string }[] }>().VOUCHER_HEADER;
