import { Writable } from 'node:stream';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loggerOptions } from '../../src/lib/logger';
import { call, createTestApp, DEMO, expectFailure, type TestApp } from '../helper';
import { balance, freshIp, ledgerSum, newCustomer, own, type Signed } from '../programme-helper';

/**
 * One Idempotency-Key replayed ten times at once moves value once and answers the same each
 * time; the same key with another body is refused. For every write that moves value.
 */
let t: TestApp;
let alice: Signed;
let bob: Signed;
let carol: Signed;
const REPLAYS = 10;
/** Warnings and errors the server logged: a refusal is never one. */
const logged: string[] = [];

beforeAll(async () => {
  const options = loggerOptions('warn');
  const stream = new Writable({
    write(chunk: Buffer, _enc, done) {
      logged.push(chunk.toString());
      done();
    },
  });
  t = await createTestApp({
    build: { logger: typeof options === 'object' ? { ...options, stream } : options },
  });
  alice = await newCustomer(t.app, 'idem-alice', '0508880001', 5_000);
  bob = await newCustomer(t.app, 'idem-bob', '0508880002');
  carol = await newCustomer(t.app, 'idem-carol', '0508880003');
});
afterAll(() => t.close());

const entries = async (id: number) =>
  Number(
    (
      await t.app.db
        .selectFrom('ledger_entries')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('customer_id', '=', id)
        .executeTakeFirstOrThrow()
    ).n,
  );

async function replay(send: () => Promise<LightMyRequestResponse>) {
  const answers = await Promise.all(Array.from({ length: REPLAYS }, send));
  for (const res of answers) expect(res.statusCode).toBe(200);
  const bodies = answers.map((res) => res.json<Record<string, unknown>>());
  for (const body of bodies) expect(body).toEqual(bodies[0]);
  expect(bodies[0]).toMatchObject({ STATUS: true });
  return bodies[0]!;
}

const withKey = (key: string, signed: Signed) => ({
  cookie: signed.cookie,
  headers: { 'idempotency-key': key },
});

describe('Idempotency-Key under ten concurrent replays', () => {
  it('LoySharePoints moves the points once', async () => {
    const before = [await balance(t.app, alice.id), await balance(t.app, bob.id)];
    const share = (points: number) => ({
      ...DEMO,
      EMAIL_SENDER: alice.email,
      MOBILE_NUM_SENDER: alice.mobile,
      EMAIL_RECEIVER: bob.email,
      MOBILE_NUM_RECEIVER: bob.mobile,
      SHARE_POINTS: points,
    });
    await replay(() =>
      call(t.app, 'LoySharePoints', share(70), { ...withKey('share-1', alice), ip: freshIp() }),
    );
    expect(await balance(t.app, alice.id)).toBe(before[0]! - 70);
    expect(await balance(t.app, bob.id)).toBe(before[1]! + 70);
    expect(await ledgerSum(t.app, alice.id)).toBe(await balance(t.app, alice.id));

    const other = await call(t.app, 'LoySharePoints', share(71), {
      ...withKey('share-1', alice),
      ip: freshIp(),
    });
    expectFailure(other, 422, /Idempotency-Key/);
    expect(await balance(t.app, alice.id)).toBe(before[0]! - 70);
  });

  it('CreateVoucher makes one voucher', async () => {
    const vouchers = async () =>
      (
        await t.app.db
          .selectFrom('vouchers')
          .select('id')
          .where('customer_id', '=', alice.id)
          .execute()
      ).length;
    const count = await vouchers();
    const first = await replay(() =>
      call(
        t.app,
        'CreateVoucher',
        { ...own(alice), TYPE_NAME: 'NEW_VOUCHER', POINTS: 200 },
        { ...withKey('voucher-1', alice), ip: freshIp() },
      ),
    );
    expect(await vouchers()).toBe(count + 1);
    expect(first.VOUCHER_NO).toBeTruthy();
    const other = await call(
      t.app,
      'CreateVoucher',
      { ...own(alice), TYPE_NAME: 'NEW_VOUCHER', POINTS: 300 },
      { ...withKey('voucher-1', alice), ip: freshIp() },
    );
    expectFailure(other, 422);
    expect(await vouchers()).toBe(count + 1);
  });

  it('TransferVoucher moves the voucher once', async () => {
    const made = await call(
      t.app,
      'CreateVoucher',
      { ...own(alice), TYPE_NAME: 'NEW_VOUCHER', POINTS: 100 },
      { cookie: alice.cookie, ip: freshIp() },
    );
    const code = made.json<{ VOUCHER_NO: string }>().VOUCHER_NO;
    const voucher = await t.app.db
      .selectFrom('vouchers')
      .select('id')
      .where('code', '=', code)
      .executeTakeFirstOrThrow();
    const transfer = {
      ...DEMO,
      voucherEntryNo: String(voucher.id),
      senderEmail: alice.email,
      senderMobile: alice.mobile,
      receiverEmail: bob.email,
      receiverMobile: bob.mobile,
    };
    await replay(() =>
      call(t.app, 'TransferVoucher', transfer, { ...withKey('transfer-1', alice), ip: freshIp() }),
    );
    const owner = await t.app.db
      .selectFrom('vouchers')
      .select('customer_id')
      .where('id', '=', voucher.id)
      .executeTakeFirstOrThrow();
    expect(owner.customer_id).toBe(bob.id);
    expectFailure(
      await call(
        t.app,
        'TransferVoucher',
        { ...transfer, receiverEmail: carol.email, receiverMobile: carol.mobile },
        { ...withKey('transfer-1', alice), ip: freshIp() },
      ),
      422,
    );
  });

  it('a bill from the till earns once', async () => {
    const post = (amount: number) =>
      t.app.inject({
        method: 'POST',
        url: '/api/pos/bills',
        payload: { billRef: 'IDEM-1', customer: { custCode: bob.code }, amount },
        headers: { authorization: 'Bearer demo-staff-key', 'idempotency-key': 'bill-1' },
        remoteAddress: freshIp(),
      });
    const before = await balance(t.app, bob.id);
    const count = await entries(bob.id);
    const first = await replay(() => post(120));
    expect(first.pointsEarned).toBeGreaterThan(0);
    expect(await balance(t.app, bob.id)).toBe(before + Number(first.pointsEarned));
    expect(await entries(bob.id)).toBe(count + 1);
    expectFailure(await post(121), 422);
    expect(await balance(t.app, bob.id)).toBe(before + Number(first.pointsEarned));
  });
});

describe('one bill reference posted ten times at once', () => {
  it('with different keys or none: one 200, nine 409s, one bill in the ledger', async () => {
    const billRef = 'RACE-1';
    const before = await balance(t.app, carol.id);
    const count = await entries(carol.id);
    logged.length = 0;
    const answers = await Promise.all(
      Array.from({ length: REPLAYS }, (_, i) =>
        t.app.inject({
          method: 'POST',
          url: '/api/pos/bills',
          payload: { billRef, customer: { custCode: carol.code }, amount: 50 },
          headers: {
            authorization: 'Bearer demo-staff-key',
            // Half with a key of their own, half without one.
            ...(i % 2 === 0 ? { 'idempotency-key': `race-${i}` } : {}),
          },
          remoteAddress: freshIp(),
        }),
      ),
    );
    const statuses = answers.map((res) => res.statusCode).sort();
    expect(statuses).toEqual([200, ...Array<number>(REPLAYS - 1).fill(409)]);
    for (const res of answers.filter((r) => r.statusCode === 409)) {
      expect(res.json()).toEqual({ STATUS: false, MESSAGE: `Bill ${billRef} was posted already.` });
    }
    const bills = await t.app.db
      .selectFrom('bills')
      .select('id')
      .where('bill_ref', '=', billRef)
      .execute();
    expect(bills).toHaveLength(1);
    expect(await entries(carol.id)).toBe(count + 1);
    expect(await balance(t.app, carol.id)).toBe(before + 50);
    expect(logged).toEqual([]);
  });
});
