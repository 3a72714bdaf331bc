import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createTestApp, DEMO, expectFailure, type TestApp } from '../helper';
import { fakeTransport } from '../mail-helper';
import { LIMITS } from '../../src/lib/limits';
import { freshIp } from '../programme-helper';

/**
 * Guessing at scale: bursts of logins and OTP requests, all at once and from many addresses
 * (a botnet), against the per-account limits. Known and unknown accounts must look alike.
 * (OTP expiry on a controlled clock is in password-reset.test.ts.)
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const BURST = 40;
// Every guess of the burst comes from an address of its own: the budget over all addresses.
const LOGIN_FAILURES_ALLOWED = LIMITS.loginFailuresPerAccount.max;
const OTP_MAILS_ALLOWED = 5;

const guess = (username: string, password: string) =>
  call(
    t.app,
    'LoyLogin',
    { ...DEMO, USERNAME: username, PWORD: password, TYPE_NAME: 'EMAIL' },
    { ip: freshIp() },
  );

const outboxTo = async (email: string) =>
  (await t.app.db.selectFrom('outbox').select('id').where('to_address', '=', email).execute())
    .length;

describe('login brute force', () => {
  it('checks at most the allowed number of guesses of a burst, the rest are 429', async () => {
    const answers = await Promise.all(
      Array.from({ length: BURST }, (_, i) => guess('friend@example.com', `guess-${i}`)),
    );
    const tried = answers.filter((r) => r.statusCode === 200);
    const limited = answers.filter((r) => r.statusCode === 429);
    expect(tried.length + limited.length).toBe(BURST);
    expect(tried.length).toBeLessThanOrEqual(LOGIN_FAILURES_ALLOWED);
    for (const res of limited) expectFailure(res, 429);
    // The right password is refused too while the account is held.
    expectFailure(await guess('friend@example.com', 'demo1234'), 429);
  });

  it('answers a known and an unknown account alike, in status, body and work', async () => {
    const known: number[] = [];
    const unknown: number[] = [];
    let bodies: unknown[] = [];
    // The CPU time this process spends on each answer (the password hash runs on its thread
    // pool), not the wall clock, which other work on a busy machine stretches at random.
    // Interleaved; 8 of each stays under the limit.
    for (let i = 0; i < 8; i++) {
      for (const [user, times] of [
        ['demo@example.com', known],
        [`nobody-${i}@example.com`, unknown],
      ] as const) {
        const start = process.cpuUsage();
        const res = await guess(user, `wrong-${i}`);
        const cpu = process.cpuUsage(start);
        times.push((cpu.user + cpu.system) / 1000);
        expect(res.statusCode).toBe(200);
        bodies.push(res.json());
      }
    }
    bodies = [...new Set(bodies.map((b) => JSON.stringify(b)))];
    expect(bodies).toEqual([
      JSON.stringify({ STATUS: false, MESSAGE: 'Invalid username or password.' }),
    ]);
    const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[xs.length >> 1]!;
    // Without a dummy hash an unknown user costs about a millisecond, a known one tens: a
    // ratio of 10 or more. A real check on both keeps it near 1.
    const ratio = median(unknown) / median(known);
    expect(ratio).toBeGreaterThan(0.33);
    expect(ratio).toBeLessThan(3);
  });
});

describe('OTP mail bombing', () => {
  it('a burst of SendOTP from many addresses mails no more than the limit', async () => {
    const email = 'demo@example.com';
    const before = await outboxTo(email);
    const answers = await Promise.all(
      Array.from({ length: BURST }, () =>
        call(t.app, 'SendOTP', { ...DEMO, EMAIL_ID: email }, { ip: freshIp() }),
      ),
    );
    const sent = answers.filter((r) => r.statusCode === 200).length;
    expect(sent).toBeLessThanOrEqual(OTP_MAILS_ALLOWED);
    for (const res of answers.filter((r) => r.statusCode !== 200)) expectFailure(res, 429);
    expect((await outboxTo(email)) - before).toBe(sent);
  });

  it('answers a known and an unknown e-mail alike, and mails only the known one', async () => {
    const send = (email: string) =>
      call(t.app, 'SendOTP', { ...DEMO, EMAIL_ID: email }, { ip: freshIp() });
    const before = await outboxTo('friend@example.com');
    const known = await send('friend@example.com');
    const unknown = await send('stranger@example.com');
    expect(known.statusCode).toBe(unknown.statusCode);
    const strip = (body: { DATA?: { EMAIL_ID?: string } }) => ({
      ...body,
      DATA: { ...body.DATA, EMAIL_ID: '' },
    });
    expect(strip(known.json())).toEqual(strip(unknown.json()));
    expect(await outboxTo('friend@example.com')).toBe(before + 1);
    expect(await outboxTo('stranger@example.com')).toBe(0);
  });
});

describe('OTP mail with the mail server failing', () => {
  let down: TestApp;
  const smtp = fakeTransport();
  beforeAll(async () => {
    // A mail server that refuses after a while, as one that is unreachable does.
    smtp.down = true;
    smtp.delayMs = 150;
    down = await createTestApp({ build: { mailer: smtp } });
  });
  afterAll(() => down.close());

  it('answers a known and an unknown e-mail alike, without waiting for the mail server', async () => {
    const send = (email: string) =>
      call(down.app, 'SendOTP', { ...DEMO, EMAIL_ID: email }, { ip: freshIp() });
    // The mail server does not answer at all until the end of the test: a send that waited
    // for it would make the known address answer later than the unknown one (or never).
    let answerMail!: () => void;
    smtp.gate = new Promise<void>((resolve) => (answerMail = resolve));
    const answers = new Set<string>();
    for (let i = 0; i < 8; i++) {
      // A fresh window of the per-address limit (5 in 15 minutes) every few rounds.
      if (i % 4 === 0) down.clock.advance(15 * 60_000);
      for (const email of ['friend@example.com', `stranger-${i}@example.com`]) {
        const res = await Promise.race([
          send(email),
          new Promise<never>((_, reject) =>
            setTimeout(() => reject(new Error(`${email} waited for the mail server`)), 10_000),
          ),
        ]);
        const body = res.json<{ DATA?: { EMAIL_ID?: string } }>();
        answers.add(
          JSON.stringify({ status: res.statusCode, ...body, DATA: { ...body.DATA, EMAIL_ID: '' } }),
        );
      }
    }
    answerMail();
    smtp.gate = undefined;
    expect([...answers]).toEqual([
      JSON.stringify({
        status: 200,
        SUCCESS: 'true',
        MESSAGE: 'OTP sent to your email address.',
        DATA: { EMAIL_ID: '', OTP: '' },
      }),
    ]);
    // The mail was queued, and is still being tried.
    await down.app.mailQueue.drain();
    const queued = await down.app.db
      .selectFrom('outbox')
      .select('status')
      .where('to_address', '=', 'friend@example.com')
      .execute();
    expect(queued.length).toBe(8);
    expect(queued.every((r) => r.status === 'queued')).toBe(true);
  });
});
