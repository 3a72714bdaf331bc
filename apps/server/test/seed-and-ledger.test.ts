import path from 'node:path';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemo } from '../src/seed/seed';
import { ledgerRepository } from '../src/ledger/ledger.repository';
import { createTestApp, login, type TestApp } from './helper';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

async function customer(email: string) {
  return t.app.db
    .selectFrom('customers')
    .select(['id', 'points_balance', 'tenant_id'])
    .where('email', '=', email)
    .executeTakeFirstOrThrow();
}

describe('the demo seed', () => {
  it('creates both programmes and the three customers, who sign in with demo1234', async () => {
    for (const [email, client] of [
      ['demo@example.com', '1001'],
      ['friend@example.com', '1001'],
      ['lite@example.com', '1002'],
    ] as const) {
      const { res } = await login(t.app, email, { client });
      expect(res.json()).toMatchObject({ STATUS: true });
    }
  });

  it('opens the demo balance with at least 10,000 points, as an adjust entry', async () => {
    const demo = await customer('demo@example.com');
    expect(demo.points_balance).toBeGreaterThanOrEqual(10_000);
    const opening = await t.app.db
      .selectFrom('ledger_entries')
      .select(['kind', 'points'])
      .where('customer_id', '=', demo.id)
      .where('reference', '=', 'Opening balance')
      .execute();
    expect(opening).toEqual([{ kind: 'adjust', points: expect.any(Number) }]);
    expect(opening[0]?.points).toBeGreaterThanOrEqual(10_000);
  });

  it('keeps every balance equal to the sum of its entries', async () => {
    const ledger = ledgerRepository(t.app.db);
    for (const email of ['demo@example.com', 'friend@example.com', 'lite@example.com']) {
      const c = await customer(email);
      expect(await ledger.sumOfEntries(c.id)).toBe(c.points_balance);
    }
  });

  it('adds nothing twice when run again', async () => {
    const count = async () =>
      Number(
        (
          await t.app.db
            .selectFrom('customers')
            .select((eb) => eb.fn.countAll().as('n'))
            .executeTakeFirstOrThrow()
        ).n,
      );
    const before = await count();
    await seedDemo(t.app.db, path.join(t.dataDir, 'files'), t.clock());
    expect(await count()).toBe(before);
  });
});

describe('the ledger', () => {
  it('moves the balance and appends an entry in one step', async () => {
    const friend = await customer('friend@example.com');
    const ledger = ledgerRepository(t.app.db);
    await t.app.db.transaction().execute((trx) =>
      ledgerRepository(trx).append({
        customerId: friend.id,
        kind: 'redeem',
        points: -100,
        reference: 'test',
        createdAt: t.clock().toISOString(),
      }),
    );
    const after = await customer('friend@example.com');
    expect(after.points_balance).toBe(friend.points_balance - 100);
    expect(await ledger.sumOfEntries(friend.id)).toBe(after.points_balance);
  });

  it('never lets a balance go below 0, and writes no entry then', async () => {
    const friend = await customer('friend@example.com');
    const ledger = ledgerRepository(t.app.db);
    await expect(
      t.app.db.transaction().execute((trx) =>
        ledgerRepository(trx).append({
          customerId: friend.id,
          kind: 'redeem',
          points: -(friend.points_balance + 1),
          reference: 'too much',
          createdAt: t.clock().toISOString(),
        }),
      ),
    ).rejects.toThrow('Insufficient points');
    expect((await customer('friend@example.com')).points_balance).toBe(friend.points_balance);
    expect(await ledger.sumOfEntries(friend.id)).toBe(friend.points_balance);
  });

  it('has the database refuse a negative balance too', async () => {
    const friend = await customer('friend@example.com');
    await expect(
      sql`update customers set points_balance = -1 where id = ${friend.id}`.execute(t.app.db),
    ).rejects.toThrow();
  });
});
