import type { CallName } from '@loyalty/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createTestApp, DEMO, expectFailure, type TestApp } from './helper';
import { freshIp, signIn, type Signed } from './programme-helper';

/**
 * Every customer-scoped call of the running programme, asked by the demo customer's session
 * in the friend's name (code, mobile or e-mail, whichever the call carries): 403, nothing changed.
 */
let t: TestApp;
let demo: Signed;
let friend: Signed;
let friendVoucher: string;
beforeAll(async () => {
  t = await createTestApp();
  demo = await signIn(t.app, 'demo@example.com');
  friend = await signIn(t.app, 'friend@example.com');
  const made = await call(
    t.app,
    'CreateVoucher',
    {
      ...DEMO,
      CUST_CODE: friend.code,
      MOBILE_NUM: friend.mobile,
      TYPE_NAME: 'NEW_VOUCHER',
      POINTS: 100,
    },
    { cookie: friend.cookie },
  );
  const code = made.json<{ VOUCHER_NO: string }>().VOUCHER_NO;
  const row = await t.app.db
    .selectFrom('vouchers')
    .select('id')
    .where('code', '=', code)
    .executeTakeFirstOrThrow();
  friendVoucher = String(row.id);
});
afterAll(() => t.close());

/** Everything a call could change. */
async function snapshot() {
  const db = t.app.db;
  return {
    customers: await db.selectFrom('customers').selectAll().orderBy('id').execute(),
    ledger: await db.selectFrom('ledger_entries').selectAll().orderBy('id').execute(),
    vouchers: await db.selectFrom('vouchers').selectAll().orderBy('id').execute(),
    feedback: await db.selectFrom('feedback_ratings').selectAll().execute(),
  };
}

function cases(): [CallName, Record<string, unknown>][] {
  const asFriendCode = { ...DEMO, CUST_CODE: friend.code, MOBILE_NUM: demo.mobile };
  const asFriendMobile = { ...DEMO, CUST_CODE: demo.code, MOBILE_NUM: friend.mobile };
  const share = {
    ...DEMO,
    EMAIL_RECEIVER: 'demo@example.com',
    MOBILE_NUM_RECEIVER: demo.mobile,
    SHARE_POINTS: 10,
  };
  const transfer = {
    ...DEMO,
    voucherEntryNo: friendVoucher,
    receiverEmail: demo.email,
    receiverMobile: demo.mobile,
  };
  const feedbackEntry = { client_id: '1001', rating_id: '1', rating_name: 'x', option_id: '1' };
  return [
    ['GetLoyPoints', { ...asFriendCode, TYPE_NAME: 'CUSTOMER' }],
    ['GetLoyPoints', { ...asFriendMobile, TYPE_NAME: 'CUSTOMER' }],
    [
      'GetLoyPoints',
      {
        ...DEMO,
        TYPE_NAME: 'CUSTOMER_HISTORY',
        MOBILE_NUM: friend.mobile,
        FROM_DATE: '2020-01-01',
        TO_DATE: '2030-01-01',
      },
    ],
    ['CalculatePoints', { ...asFriendCode, TYPE_NAME: 'CAL_POINTS', POINTS: 10 }],
    ['CalculatePoints', { ...asFriendMobile, TYPE_NAME: 'CAL_POINTS', POINTS: 10 }],
    ['GetVoucher', { ...DEMO, TYPE_NAME: 'VOUCHER_HISTORY', CUST_CODE: friend.code, USED: 0 }],
    [
      'GetVoucher',
      {
        ...DEMO,
        TYPE_NAME: 'VOUCHER_HISTORY',
        CUST_CODE: demo.code,
        MOBILE_NUM: friend.mobile,
        USED: 0,
      },
    ],
    ['LoyAddVoucherExternal', { ...asFriendCode, TYPE_NAME: 'NEW_VOUCHER', ENTRY_NO: 'WELCOME50' }],
    [
      'LoyAddVoucherExternal',
      { ...asFriendMobile, TYPE_NAME: 'NEW_VOUCHER', ENTRY_NO: 'WELCOME50' },
    ],
    ['CreateVoucher', { ...asFriendCode, TYPE_NAME: 'NEW_VOUCHER', POINTS: 100 }],
    ['CreateVoucher', { ...asFriendMobile, TYPE_NAME: 'NEW_VOUCHER', POINTS: 100 }],
    ['LoySharePoints', { ...share, EMAIL_SENDER: friend.email, MOBILE_NUM_SENDER: friend.mobile }],
    ['LoySharePoints', { ...share, EMAIL_SENDER: demo.email, MOBILE_NUM_SENDER: friend.mobile }],
    ['LoySharePoints', { ...share, EMAIL_SENDER: friend.email, MOBILE_NUM_SENDER: demo.mobile }],
    ['TransferVoucher', { ...transfer, senderEmail: friend.email, senderMobile: friend.mobile }],
    ['TransferVoucher', { ...transfer, senderEmail: demo.email, senderMobile: friend.mobile }],
    ['TransferVoucher', { ...transfer, senderEmail: friend.email, senderMobile: demo.mobile }],
    [
      'LoyUpdateCustomer',
      {
        ...DEMO,
        TYPE_NAME: 'CUSTOMER_UPDATE',
        CUSTOMER_DETAILS: { CUST_CODE: friend.code, FIRSTNAME: 'Taken' },
      },
    ],
    [
      'Loy_InsertUpdateFeedbackRatings',
      { client_id: '1001', TRAN: [{ ...feedbackEntry, customer_code: friend.code }] },
    ],
    [
      'Loy_InsertUpdateFeedbackRatings',
      {
        client_id: '1001',
        TRAN: [
          { ...feedbackEntry, customer_code: demo.code },
          { ...feedbackEntry, customer_code: friend.code },
        ],
      },
    ],
  ];
}

describe("a customer's session naming another customer", () => {
  it('is refused with 403 by every customer-scoped call, and changes nothing', async () => {
    const before = await snapshot();
    for (const [name, data] of cases()) {
      const res = await call(t.app, name, data, { cookie: demo.cookie, ip: freshIp() });
      expect({ name, status: res.statusCode }).toEqual({ name, status: 403 });
      expectFailure(res, 403, 'You can only access your own account.');
    }
    expect(await snapshot()).toEqual(before);
  });

  it('is refused with 401 without a session, before anything else', async () => {
    for (const [name, data] of cases())
      expectFailure(await call(t.app, name, data, { ip: freshIp() }), 401);
  });
});
