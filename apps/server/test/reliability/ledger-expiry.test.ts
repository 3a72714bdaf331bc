import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expiryService } from '../../src/modules/points/expiry.service';
import { expiryRemindersService } from '../../src/modules/points/expiry-reminders.service';
import { call, createTestApp, DEMO, type TestApp } from '../helper';
import { balance, deps, freshIp, newCustomer, own, signIn, type Signed } from '../programme-helper';
import { checkLedger } from './ledger-invariants';
import { seedPropertyTests, size } from './reliability-helper';

seedPropertyTests();

/**
 * Value moves mixed with time passing, the expiry job, the reminders and members deleting their
 * accounts: after every step the ledger's invariants hold, the coming expiries add up to the
 * balance (every point held expires once), the activity list adds up to it too, no batch is
 * reminded twice, and a deleted account has no inbox.
 */
let t: TestApp;
let run = 0;
/** The customers who deleted their accounts: nobody signs in as them any more. */
const gone = new Set<number>();
const DAY = 86_400_000;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
  console.warn(`accounts deleted in the mix: ${gone.size}`);
});

type Step =
  | { kind: 'bill'; who: number; amount: number }
  | { kind: 'voucher'; who: number; points: number }
  | { kind: 'share'; from: number; to: number; points: number }
  | { kind: 'age'; days: number }
  | { kind: 'delete'; who: number };

async function apply(step: Step, people: Signed[]) {
  if (step.kind === 'bill') {
    await t.app.inject({
      method: 'POST',
      url: '/api/pos/bills',
      payload: {
        billRef: `X-${run}-${Math.random()}`,
        customer: { custCode: people[step.who]!.code },
        amount: step.amount,
      },
      headers: { authorization: 'Bearer demo-staff-key' },
      remoteAddress: freshIp(),
    });
  } else if (step.kind === 'voucher') {
    const me = people[step.who]!;
    await call(
      t.app,
      'CreateVoucher',
      { ...own(me), TYPE_NAME: 'NEW_VOUCHER', POINTS: step.points },
      { cookie: me.cookie, ip: freshIp() },
    );
  } else if (step.kind === 'share') {
    const a = people[step.from]!;
    const b = people[step.to]!;
    await call(
      t.app,
      'LoySharePoints',
      {
        ...DEMO,
        EMAIL_SENDER: a.email,
        MOBILE_NUM_SENDER: a.mobile,
        EMAIL_RECEIVER: b.email,
        MOBILE_NUM_RECEIVER: b.mobile,
        SHARE_POINTS: step.points,
      },
      { cookie: a.cookie, ip: freshIp() },
    );
  } else if (step.kind === 'delete') {
    const me = people[step.who]!;
    if (gone.has(me.id)) return;
    const res = await call(
      t.app,
      'OurDeleteAccount',
      { ...DEMO, PASSWORD: 'demo1234', CONFIRM: true },
      { cookie: me.cookie, ip: freshIp() },
    );
    expect(res.json()).toMatchObject({ STATUS: true });
    gone.add(me.id);
  } else {
    t.clock.advance(step.days * DAY);
    for (const [i, p] of people.entries())
      if (!gone.has(p.id)) people[i] = await signIn(t.app, p.email);
    await expiryService(deps(t.app)).run();
    const reminders = expiryRemindersService({
      ...deps(t.app),
      mailer: t.app.mailer,
      publicOrigin: undefined,
    });
    await Promise.all([reminders.run(), reminders.run()]);
  }
}

async function expectSound(people: Signed[]) {
  for (const p of people) {
    if (gone.has(p.id)) continue;
    const held = await balance(t.app, p.id);
    const coming = (await call(t.app, 'LoyPointsExpiry', DEMO, { cookie: p.cookie })).json<{
      DATA: { POINTS: number }[];
    }>().DATA;
    expect(coming.reduce((sum, e) => sum + e.POINTS, 0)).toBe(held);
    let moved = 0;
    let cursor: string | undefined;
    do {
      const page = (
        await call(
          t.app,
          'LoyActivity',
          { ...DEMO, PAGE_SIZE: 50, ...(cursor ? { CURSOR: cursor } : {}) },
          { cookie: p.cookie },
        )
      ).json<{ DATA: { POINTS: number }[]; NEXT_CURSOR?: string }>();
      moved += page.DATA.reduce((sum, m) => sum + m.POINTS, 0);
      cursor = page.NEXT_CURSOR;
    } while (cursor);
    expect(moved).toBe(held);
  }
  const mails = await t.app.db
    .selectFrom('outbox')
    .select(['to_address', 'subject'])
    .where('subject', 'like', '%expire on%')
    .execute();
  expect(new Set(mails.map((m) => `${m.to_address}|${m.subject}`)).size).toBe(mails.length);
  const lines = await t.app.db
    .selectFrom('notifications')
    .select(['customer_id', 'data_json'])
    .where('kind', '=', 'points-expiring')
    .execute();
  const batches = lines.map(
    (l) => `${l.customer_id}|${(JSON.parse(l.data_json) as { until?: string }).until}`,
  );
  expect(new Set(batches).size).toBe(lines.length);
  const deleted = await t.app.db
    .selectFrom('notifications')
    .select('customer_id')
    .where('customer_id', 'in', [0, ...gone])
    .execute();
  expect(deleted).toEqual([]);
  expect((await checkLedger(t.app.db)).broken).toEqual([]);
}

const who = fc.nat({ max: 1 });
const often = <T>(arbitrary: fc.Arbitrary<T>) => ({ arbitrary, weight: 4 });
const step: fc.Arbitrary<Step> = fc.oneof(
  often(
    fc.record({
      kind: fc.constant('bill' as const),
      who,
      amount: fc.integer({ min: 1, max: 300 }),
    }),
  ),
  often(
    fc.record({
      kind: fc.constant('voucher' as const),
      who,
      points: fc.integer({ min: 1, max: 300 }),
    }),
  ),
  often(
    fc.record({
      kind: fc.constant('share' as const),
      from: who,
      to: who,
      points: fc.integer({ min: 1, max: 200 }),
    }),
  ),
  often(fc.record({ kind: fc.constant('age' as const), days: fc.integer({ min: 1, max: 200 }) })),
  // Rarer, so most runs keep someone to move value with after it.
  { arbitrary: fc.record({ kind: fc.constant('delete' as const), who }), weight: 1 },
);

describe('the ledger with expiries in the mix', () => {
  it(
    'holds its invariants, and the timeline and the activity list add up',
    { timeout: 300_000 },
    async () => {
      await fc.assert(
        fc.asyncProperty(
          fc.array(step, { minLength: 4, maxLength: size(12, 40) }),
          async (steps) => {
            run += 1;
            const people: Signed[] = [];
            for (let i = 0; i < 2; i++) {
              const mobile = `0506${String(run).padStart(4, '0')}${i}${run % 10}`;
              people.push(await newCustomer(t.app, `aging-${run}-${i}`, mobile, 200));
            }
            for (const s of steps) {
              await apply(s, people);
              await expectSound(people);
            }
          },
        ),
        { numRuns: size(5, 40) },
      );
    },
  );
});
