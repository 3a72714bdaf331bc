import { describe, expect, it } from 'vitest';
import { expiryService } from '../src/modules/points/expiry.service';
import { call, DEMO } from './helper';
import { admin, sessionFor, STAFF } from './admin-helper';
import { deps, own, signIn, type Signed } from './programme-helper';
import { alice, bob, newVouchers, share, t, transfer } from './sharing-helper';

interface Move {
  ID: string;
  KIND: string;
  POINTS: number;
  AT: string;
  BILL_REF?: string;
  VOUCHER_CODE?: string;
  OTHER_NAME?: string;
  REASON?: string;
}
interface Page {
  STATUS: boolean;
  MESSAGE?: string;
  DATA: Move[];
  NEXT_CURSOR?: string;
}

const page = async (who: Signed, extra: Record<string, unknown> = {}) =>
  (await call(t.app, 'LoyActivity', { ...DEMO, ...extra }, { cookie: who.cookie })).json<Page>();

async function walk(who: Signed, size: number): Promise<Move[]> {
  const out: Move[] = [];
  let cursor: string | undefined;
  for (let i = 0; i < 100; i += 1) {
    const p = await page(who, { PAGE_SIZE: size, ...(cursor ? { CURSOR: cursor } : {}) });
    expect(p.DATA.length).toBeLessThanOrEqual(size);
    out.push(...p.DATA);
    cursor = p.NEXT_CURSOR;
    if (!cursor) return out;
  }
  throw new Error('no end');
}

const bill = (c: Signed, billRef: string, amount: number) =>
  t.app.inject({
    method: 'POST',
    url: '/api/pos/bills',
    headers: { authorization: 'Bearer demo-staff-key' },
    payload: { billRef, customer: { custCode: c.code }, amount },
  });

describe('LoyActivity', () => {
  it('lists every move of both sides, newest first, the same in any page size', async () => {
    expect((await bill(alice, 'ACT-1', 300)).statusCode).toBe(200);
    await bill(alice, 'ACT-2', 100);
    await call(
      t.app,
      'CreateVoucher',
      { ...own(alice), TYPE_NAME: 'NEW_VOUCHER', POINTS: 200 },
      { cookie: alice.cookie },
    );
    expect((await share(alice, bob, 150)).json()).toMatchObject({ STATUS: true });
    const [voucher] = await newVouchers(alice);
    expect((await transfer(alice, bob, voucher!.entry_no)).json()).toMatchObject({ STATUS: true });
    const manager = await sessionFor(t.app, STAFF.manager);
    const { id: billId } = await t.app.db
      .selectFrom('bills')
      .select('id')
      .where('bill_ref', '=', 'ACT-1')
      .executeTakeFirstOrThrow();
    expect(billId).toBeGreaterThan(0);
    const rev = await admin(
      t.app,
      'POST',
      `/api/admin/bills/${billId}/reverse`,
      { cookie: manager },
      { reason: 'Goods returned' },
    );
    expect(rev.statusCode).toBe(200);

    const all = await walk(alice, 50);
    const kinds = all.map((m) => m.KIND);
    for (const kind of ['earn', 'reverse', 'voucher', 'send', 'voucher-sent', 'adjust'])
      expect(kinds).toContain(kind);
    expect(all.find((m) => m.KIND === 'send')).toMatchObject({ POINTS: -150, OTHER_NAME: 'Bob' });
    expect(all.find((m) => m.KIND === 'voucher-sent')).toMatchObject({
      OTHER_NAME: 'Bob',
      VOUCHER_CODE: voucher!.VOUCHER_NO,
    });
    expect(all.find((m) => m.KIND === 'reverse')).toMatchObject({
      POINTS: -300,
      BILL_REF: 'ACT-1',
    });
    expect(all.find((m) => m.KIND === 'adjust')).toMatchObject({ REASON: 'Test credit' });
    const times = all.map((m) => m.AT);
    expect([...times].sort().reverse()).toEqual(times);

    for (const size of [1, 2, 3, 7]) expect(await walk(alice, size)).toEqual(all);

    const bobs = await walk(bob, 5);
    expect(bobs.find((m) => m.KIND === 'receive')).toMatchObject({
      POINTS: 150,
      OTHER_NAME: 'Alice',
    });
    expect(bobs.find((m) => m.KIND === 'voucher-received')).toMatchObject({ OTHER_NAME: 'Alice' });
    expect(new Set(bobs.map((m) => m.ID)).size).toBe(bobs.length);
  });

  it('shows points expired', async () => {
    t.clock.advance(400 * 86_400_000);
    await expiryService(deps(t.app)).run();
    const me = await signIn(t.app, bob.email);
    const first = await page(me, { PAGE_SIZE: 1 });
    expect(first.DATA[0]).toMatchObject({ KIND: 'expire' });
    expect(first.DATA[0]!.POINTS).toBeLessThan(0);
  });

  it('refuses a cursor it did not write and a page size out of range, with a message', async () => {
    const me = await signIn(t.app, alice.email);
    const bad = await page(me, { CURSOR: "2026'; drop table ledger_entries" });
    expect(bad).toMatchObject({ STATUS: false });
    expect(bad.MESSAGE).toMatch(/load it again/);
    for (const size of [0, 51, 2.5, -1]) {
      const res = await call(
        t.app,
        'LoyActivity',
        { ...DEMO, PAGE_SIZE: size },
        { cookie: me.cookie },
      );
      expect(res.statusCode).toBe(400);
      expect(res.json<{ MESSAGE: string }>().MESSAGE).toMatch(/PAGE_SIZE/);
    }
  });
});
