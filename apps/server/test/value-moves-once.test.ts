import { setTimeout as sleep } from 'node:timers/promises';
import { sql } from 'kysely';
import { describe, expect, it, vi } from 'vitest';
import { newVoucherCode } from '../src/modules/vouchers/voucher-codes';
import type * as VoucherCodes from '../src/modules/vouchers/voucher-codes';
import { answerOf, call } from './helper';
import { share, t } from './sharing-helper';
import { balance, freshIp, ledgerSum, newCustomer, own, type Signed } from './programme-helper';

// The code generator, so a test can draw a code the programme already has.
vi.mock('../src/modules/vouchers/voucher-codes', async (importOriginal) => {
  const real = await importOriginal<typeof VoucherCodes>();
  return { ...real, newVoucherCode: vi.fn(real.newVoucherCode) };
});

const create = (who: Signed, POINTS: number, key?: string) =>
  call(
    t.app,
    'CreateVoucher',
    { ...own(who), TYPE_NAME: 'NEW_VOUCHER', POINTS },
    { cookie: who.cookie, ip: freshIp(), headers: key ? { 'idempotency-key': key } : {} },
  );

const send = (from: Signed, to: Signed, points: number, key?: string) =>
  share(from, to, points, key ? { 'idempotency-key': key } : {});

/**
 * PostgreSQL: until a statement waits for a row lock (the send, behind the open credit).
 * SQLite's one connection is held by the open transaction, so the send waits for it anyway.
 */
async function waitUntilBlocked(): Promise<void> {
  if (t.app.dialect !== 'postgres') return sleep(200);
  for (let tries = 0; tries < 100; tries++) {
    const { rows } = await sql<{ n: number }>`
      select count(*)::int as n from pg_locks where not granted and locktype = 'transactionid'
    `.execute(t.app.db);
    if ((rows[0]?.n ?? 0) > 0) return;
    await sleep(50);
  }
  throw new Error('the send never waited for the credit');
}

async function notificationsOf(customerId: number) {
  return t.app.db
    .selectFrom('notifications')
    .select('kind')
    .where('customer_id', '=', customerId)
    .execute();
}

async function vouchersOf(customerId: number) {
  return t.app.db
    .selectFrom('vouchers')
    .select(['code', 'points_cost'])
    .where('customer_id', '=', customerId)
    .execute();
}

describe('CreateVoucher, written once', () => {
  it('gives a retry the first answer even when the first spent the points it needs', async () => {
    const buyer = await newCustomer(t.app, 'all-in', '0509990101', 500);
    const first = answerOf('CreateVoucher', await create(buyer, 500, 'spend-all'));
    expect(first.STATUS).toBe(true);
    expect(answerOf('CreateVoucher', await create(buyer, 500, 'spend-all'))).toEqual(first);
    // Without the key the same request is a new one, refused for the balance.
    expect(answerOf('CreateVoucher', await create(buyer, 500))).toEqual({
      STATUS: false,
      MESSAGE: 'Insufficient points',
    });
    expect(await balance(t.app, buyer.id)).toBe(0);
    expect(await vouchersOf(buyer.id)).toHaveLength(1);
  });

  it('moves the points once for twenty retries sent at the same moment', async () => {
    const buyer = await newCustomer(t.app, 'impatient', '0509990102', 1000);
    const answers = await Promise.all(
      Array.from({ length: 20 }, () => create(buyer, 100, 'tapped-many-times')),
    );
    const bodies = answers.map((res) => answerOf('CreateVoucher', res));
    expect(bodies[0]?.STATUS).toBe(true);
    for (const body of bodies) expect(body).toEqual(bodies[0]);
    expect(await balance(t.app, buyer.id)).toBe(900);
    expect(await ledgerSum(t.app, buyer.id)).toBe(900);
    expect(await vouchersOf(buyer.id)).toEqual([{ code: bodies[0]?.VOUCHER_NO, points_cost: 100 }]);
  });

  it('draws another code when the one drawn is taken, and writes nothing twice', async () => {
    const first = await newCustomer(t.app, 'first-owner', '0509990103', 1000);
    const second = await newCustomer(t.app, 'second-owner', '0509990104', 1000);
    const taken = answerOf('CreateVoucher', await create(first, 100)).VOUCHER_NO as string;
    const drawn = vi.mocked(newVoucherCode);
    drawn.mockClear();
    drawn.mockReturnValueOnce(taken);
    const made = answerOf('CreateVoucher', await create(second, 200));
    expect(made.STATUS).toBe(true);
    // The taken code was drawn first and refused; the voucher has the second draw.
    expect(drawn.mock.results.map((r) => r.value as string)).toEqual([taken, made.VOUCHER_NO]);
    expect(await vouchersOf(first.id)).toEqual([{ code: taken, points_cost: 100 }]);
    expect(await vouchersOf(second.id)).toEqual([{ code: made.VOUCHER_NO, points_cost: 200 }]);
    expect(await balance(t.app, second.id)).toBe(800);
    expect(await ledgerSum(t.app, second.id)).toBe(800);
  });
});

describe('LoySharePoints, written once', () => {
  it('gives a retry the first answer even when the first sent all the points', async () => {
    const from = await newCustomer(t.app, 'giver', '0509990111', 300);
    const to = await newCustomer(t.app, 'taker', '0509990112');
    const first = answerOf('LoySharePoints', await send(from, to, 300, 'send-all'));
    expect(first).toEqual({ STATUS: true, MESSAGE: 'Successful' });
    expect(answerOf('LoySharePoints', await send(from, to, 300, 'send-all'))).toEqual(first);
    expect(answerOf('LoySharePoints', await send(from, to, 300)).MESSAGE).toBe(
      'Insufficient points',
    );
    expect([await balance(t.app, from.id), await balance(t.app, to.id)]).toEqual([0, 300]);
    expect(await notificationsOf(to.id)).toEqual([{ kind: 'points-received' }]);
  });

  it('moves the points once for twenty retries sent at the same moment', async () => {
    const from = await newCustomer(t.app, 'double-tap', '0509990113', 1000);
    const to = await newCustomer(t.app, 'lucky', '0509990114');
    const answers = await Promise.all(
      Array.from({ length: 20 }, () => send(from, to, 100, 'tapped-twenty-times')),
    );
    for (const res of answers) {
      expect(answerOf('LoySharePoints', res)).toEqual({ STATUS: true, MESSAGE: 'Successful' });
    }
    expect([await balance(t.app, from.id), await balance(t.app, to.id)]).toEqual([900, 100]);
    expect(await ledgerSum(t.app, from.id)).toBe(900);
    expect(await ledgerSum(t.app, to.id)).toBe(100);
    expect(await notificationsOf(to.id)).toHaveLength(1);
  });

  it('counts a credit written while the send waited for the sender', async () => {
    const from = await newCustomer(t.app, 'waiting', '0509990117', 100);
    const to = await newCustomer(t.app, 'waited-for', '0509990118');
    let sending: ReturnType<typeof send> | undefined;
    await t.app.db.transaction().execute(async (trx) => {
      await trx
        .updateTable('customers')
        .set({ points_balance: sql<number>`points_balance + 30` })
        .where('id', '=', from.id)
        .execute();
      await trx
        .insertInto('ledger_entries')
        .values({
          customer_id: from.id,
          kind: 'adjust',
          points: 30,
          reference: 'a credit under way',
          created_at: new Date().toISOString(),
        })
        .execute();
      sending = send(from, to, 130);
      await waitUntilBlocked();
    });
    expect(answerOf('LoySharePoints', await sending!)).toEqual({
      STATUS: true,
      MESSAGE: 'Successful',
    });
    expect([await balance(t.app, from.id), await balance(t.app, to.id)]).toEqual([0, 130]);
    expect(await ledgerSum(t.app, from.id)).toBe(0);
  });

  it('sends both ways between two customers at once without losing or making a point', async () => {
    const a = await newCustomer(t.app, 'ping', '0509990115', 500);
    const b = await newCustomer(t.app, 'pong', '0509990116', 500);
    const answers = await Promise.all(
      Array.from({ length: 60 }, (_, i) => (i % 2 === 0 ? send(a, b, 7) : send(b, a, 5))),
    );
    for (const res of answers) expect(answerOf('LoySharePoints', res).STATUS).toBe(true);
    expect(await balance(t.app, a.id)).toBe(500 - 30 * 7 + 30 * 5);
    expect(await balance(t.app, b.id)).toBe(500 + 30 * 7 - 30 * 5);
    expect(await ledgerSum(t.app, a.id)).toBe(await balance(t.app, a.id));
    expect(await ledgerSum(t.app, b.id)).toBe(await balance(t.app, b.id));
  });
});
