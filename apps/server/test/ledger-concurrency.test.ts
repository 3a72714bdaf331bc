import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createTestApp, DEMO, type TestApp } from './helper';
import { balance, freshIp, ledgerSum, newCustomer, own, type Signed } from './programme-helper';

let t: TestApp;
let sender: Signed;
let receiver: Signed;
const START = 1000;
const EACH = 20;

beforeAll(async () => {
  t = await createTestApp();
  sender = await newCustomer(t.app, 'sender', '0507770001', START);
  receiver = await newCustomer(t.app, 'receiver', '0507770002');
});
afterAll(() => t.close());

async function pointsInVouchers(customerId: number): Promise<number> {
  const row = await t.app.db
    .selectFrom('vouchers')
    .select((eb) => eb.fn.coalesce(eb.fn.sum<number>('points_cost'), eb.lit(0)).as('n'))
    .where('customer_id', '=', customerId)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

describe('the ledger under 200 concurrent spends of one customer', () => {
  it(
    'never goes below 0, equals its entries, and loses or makes no point',
    { timeout: 90_000 },
    async () => {
      const requests = Array.from({ length: 200 }, (_, i) =>
        i % 2 === 0
          ? call(
              t.app,
              'CreateVoucher',
              { ...own(sender), TYPE_NAME: 'NEW_VOUCHER', POINTS: EACH },
              { cookie: sender.cookie, ip: freshIp() },
            )
          : call(
              t.app,
              'LoySharePoints',
              {
                ...DEMO,
                EMAIL_SENDER: sender.email,
                MOBILE_NUM_SENDER: sender.mobile,
                EMAIL_RECEIVER: receiver.email,
                MOBILE_NUM_RECEIVER: receiver.mobile,
                SHARE_POINTS: EACH,
              },
              { cookie: sender.cookie, ip: freshIp() },
            ),
      );
      const answers = await Promise.all(requests);
      for (const res of answers) expect(res.statusCode).toBe(200);
      const ok = answers.filter((r) => r.json<{ STATUS: unknown }>().STATUS === true).length;
      const refused = answers.filter(
        (r) => r.json<{ MESSAGE?: string }>().MESSAGE === 'Insufficient points',
      ).length;
      expect(ok + refused).toBe(200);
      expect(ok).toBe(START / EACH);

      const left = await balance(t.app, sender.id);
      expect(left).toBe(0);
      expect(await ledgerSum(t.app, sender.id)).toBe(left);
      const received = await balance(t.app, receiver.id);
      expect(await ledgerSum(t.app, receiver.id)).toBe(received);
      // Every point that left the sender arrived at the receiver or sits in a voucher.
      expect(left + received + (await pointsInVouchers(sender.id))).toBe(START);
    },
  );
});
