import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createTestApp, DEMO, type TestApp } from '../helper';
import { balance, freshIp, newCustomer, own, type Signed } from '../programme-helper';
import { checkLedger } from './ledger-invariants';
import { seedPropertyTests, size } from './reliability-helper';

seedPropertyTests();

/**
 * Random sequences of value moves run against the real server and against a model of a few
 * lines (balances, and who holds which voucher in which state); after every step they agree.
 */
interface Model {
  balances: number[];
  vouchers: { owner: number; used: boolean }[];
}
interface Real {
  people: Signed[];
  vouchers: { id: number; code: string }[];
}

let t: TestApp;
let run = 0;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const PEOPLE = 3;
const START = 300;

async function expectSame(m: Model, r: Real) {
  for (let i = 0; i < PEOPLE; i++)
    expect(await balance(t.app, r.people[i]!.id)).toBe(m.balances[i]);
  for (const [i, v] of r.vouchers.entries()) {
    const row = await t.app.db
      .selectFrom('vouchers')
      .select(['customer_id', 'status'])
      .where('id', '=', v.id)
      .executeTakeFirstOrThrow();
    const want = m.vouchers[i]!;
    expect({ owner: row.customer_id, used: row.status === 'used' }).toEqual({
      owner: r.people[want.owner]!.id,
      used: want.used,
    });
  }
}

const ok = (json: { STATUS?: unknown }) => json.STATUS === true;

class Bill implements fc.AsyncCommand<Model, Real> {
  constructor(
    readonly who: number,
    readonly amount: number,
  ) {}
  check = () => true;
  async run(m: Model, r: Real) {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/pos/bills',
      payload: {
        billRef: `M-${run}-${Math.random()}`,
        customer: { custCode: r.people[this.who]!.code },
        amount: this.amount,
      },
      headers: { authorization: 'Bearer demo-staff-key' },
      remoteAddress: freshIp(),
    });
    expect(res.json()).toMatchObject({ STATUS: true, pointsEarned: this.amount });
    m.balances[this.who]! += this.amount;
    await expectSame(m, r);
  }
  toString = () => `bill(${this.who}, ${this.amount})`;
}

class MakeVoucher implements fc.AsyncCommand<Model, Real> {
  constructor(
    readonly who: number,
    readonly points: number,
  ) {}
  check = () => true;
  async run(m: Model, r: Real) {
    const me = r.people[this.who]!;
    const res = await call(
      t.app,
      'CreateVoucher',
      { ...own(me), TYPE_NAME: 'NEW_VOUCHER', POINTS: this.points },
      { cookie: me.cookie, ip: freshIp() },
    );
    const json = res.json<{ STATUS?: unknown; VOUCHER_NO?: string; MESSAGE?: string }>();
    expect(ok(json)).toBe(m.balances[this.who]! >= this.points);
    if (ok(json)) {
      m.balances[this.who]! -= this.points;
      m.vouchers.push({ owner: this.who, used: false });
      const row = await t.app.db
        .selectFrom('vouchers')
        .select('id')
        .where('code', '=', json.VOUCHER_NO!)
        .executeTakeFirstOrThrow();
      r.vouchers.push({ id: row.id, code: json.VOUCHER_NO! });
    } else expect(json.MESSAGE).toBe('Insufficient points');
    await expectSame(m, r);
  }
  toString = () => `voucher(${this.who}, ${this.points})`;
}

class Share implements fc.AsyncCommand<Model, Real> {
  constructor(
    readonly from: number,
    readonly to: number,
    readonly points: number,
  ) {}
  check = () => this.from !== this.to;
  async run(m: Model, r: Real) {
    const [a, b] = [r.people[this.from]!, r.people[this.to]!];
    const res = await call(
      t.app,
      'LoySharePoints',
      {
        ...DEMO,
        EMAIL_SENDER: a.email,
        MOBILE_NUM_SENDER: a.mobile,
        EMAIL_RECEIVER: b.email,
        MOBILE_NUM_RECEIVER: b.mobile,
        SHARE_POINTS: this.points,
      },
      { cookie: a.cookie, ip: freshIp() },
    );
    expect(ok(res.json())).toBe(m.balances[this.from]! >= this.points);
    if (ok(res.json())) {
      m.balances[this.from]! -= this.points;
      m.balances[this.to]! += this.points;
    }
    await expectSame(m, r);
  }
  toString = () => `share(${this.from} → ${this.to}, ${this.points})`;
}

class Transfer implements fc.AsyncCommand<Model, Real> {
  constructor(
    readonly from: number,
    readonly to: number,
    readonly index: number,
  ) {}
  check = (m: Readonly<Model>) => this.from !== this.to && m.vouchers.length > 0;
  async run(m: Model, r: Real) {
    const i = this.index % m.vouchers.length;
    const [a, b] = [r.people[this.from]!, r.people[this.to]!];
    const res = await call(
      t.app,
      'TransferVoucher',
      {
        ...DEMO,
        voucherEntryNo: String(r.vouchers[i]!.id),
        senderEmail: a.email,
        senderMobile: a.mobile,
        receiverEmail: b.email,
        receiverMobile: b.mobile,
      },
      { cookie: a.cookie, ip: freshIp() },
    );
    const v = m.vouchers[i]!;
    expect(ok(res.json())).toBe(v.owner === this.from && !v.used);
    if (ok(res.json())) v.owner = this.to;
    await expectSame(m, r);
  }
  toString = () => `transfer(${this.from} → ${this.to}, #${this.index})`;
}

class Redeem implements fc.AsyncCommand<Model, Real> {
  constructor(
    readonly who: number,
    readonly index: number,
  ) {}
  check = (m: Readonly<Model>) => m.vouchers.length > 0;
  async run(m: Model, r: Real) {
    const i = this.index % m.vouchers.length;
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/pos/vouchers/redeem',
      payload: {
        customer: { custCode: r.people[this.who]!.code },
        voucherCode: r.vouchers[i]!.code,
      },
      headers: { authorization: 'Bearer demo-staff-key' },
      remoteAddress: freshIp(),
    });
    const v = m.vouchers[i]!;
    const allowed = v.owner === this.who && !v.used;
    expect(res.statusCode === 200).toBe(allowed);
    if (allowed) v.used = true;
    await expectSame(m, r);
  }
  toString = () => `redeem(${this.who}, #${this.index})`;
}

const who = fc.nat({ max: PEOPLE - 1 });
const commands = [
  fc.tuple(who, fc.integer({ min: 1, max: 200 })).map(([w, a]) => new Bill(w, a)),
  fc.tuple(who, fc.integer({ min: 1, max: 400 })).map(([w, p]) => new MakeVoucher(w, p)),
  fc.tuple(who, who, fc.integer({ min: 1, max: 400 })).map(([a, b, p]) => new Share(a, b, p)),
  fc.tuple(who, who, fc.nat()).map(([a, b, i]) => new Transfer(a, b, i)),
  fc.tuple(who, fc.nat()).map(([w, i]) => new Redeem(w, i)),
];

describe('the ledger against a model', () => {
  it('agrees after every step of random sequences', { timeout: 300_000 }, async () => {
    await fc.assert(
      fc.asyncProperty(fc.commands(commands, { maxCommands: size(15, 40) }), async (cmds) => {
        run += 1;
        // A fresh rate-limit window for each run: its sign-ups and logins come from few addresses.
        t.clock.advance(16 * 60_000);
        const people: Signed[] = [];
        for (let i = 0; i < PEOPLE; i++) {
          const mobile = `0503${String(run).padStart(4, '0')}${i}${run % 10}`;
          people.push(await newCustomer(t.app, `model-${run}-${i}`, mobile, START));
        }
        const setup = () => ({
          model: { balances: people.map(() => START), vouchers: [] } as Model,
          real: { people, vouchers: [] } as Real,
        });
        await fc.asyncModelRun(setup, cmds);
      }),
      { numRuns: size(8, 60) },
    );
    expect((await checkLedger(t.app.db)).broken).toEqual([]);
  });
});
