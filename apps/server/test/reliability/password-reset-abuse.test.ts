import { createHmac, createHash } from 'node:crypto';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  DEMO,
  LITE,
  answerOf,
  call,
  createTestApp,
  expectFailure,
  login,
  newCustomer,
  type TestApp,
} from '../helper';
import { freshIp } from '../programme-helper';

/**
 * The password reset against someone who is not the account's owner: a client that did not
 * verify the code cannot set the password (the reset grant), and codes cannot be guessed by
 * asking for new ones (the tries of an account are capped, stored codes need the server key).
 */
type Client = { CLIENT_ID: string };
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const GRANT = 'reset_grant';
const INVALID = { SUCCESS: 'false', MESSAGE: 'Invalid or expired OTP.' };
const VERIFY_FIRST = 'Please verify the OTP sent to your email first.';

const mailsTo = (email: string) =>
  t.app.db
    .selectFrom('outbox')
    .select(['subject', 'text_body'])
    .where('to_address', '=', email)
    .orderBy('id')
    .execute();

const sendOtp = (email: string, client: Client = DEMO) =>
  call(t.app, 'SendOTP', { EMAIL_ID: email, ...client }, { ip: freshIp() });

/** Sends a code and reads it from the newest mail to that address. */
async function otpFor(email: string, client: Client = DEMO): Promise<string> {
  const before = (await mailsTo(email)).length;
  expect((await sendOtp(email, client)).json()).toMatchObject({ SUCCESS: 'true' });
  const mails = await mailsTo(email);
  expect(mails.length).toBe(before + 1);
  const code = /code is (\d{4})/.exec(mails.at(-1)?.text_body ?? '')?.[1];
  expect(code).toMatch(/^\d{4}$/);
  return code ?? '';
}

const verify = (email: string, OTP: string, client: Client = DEMO) =>
  call(t.app, 'VerifyOTP', { EMAIL_ID: email, OTP, ...client }, { ip: freshIp() });
const changePwd = (email: string, password: string, cookie?: string, client: Client = DEMO) =>
  call(
    t.app,
    'ChangePWD',
    { EMAIL_ID: email, NEW_PASSWORD: password, ...client },
    { cookie, ip: freshIp() },
  );
const grantOf = (res: LightMyRequestResponse) => {
  const grant = res.cookies.find((c) => c.name === GRANT);
  return grant?.value ? `${GRANT}=${grant.value}` : undefined;
};
const wrongOf = (code: string, n = 1) => String((Number(code) + n) % 10_000).padStart(4, '0');
const signsIn = async (email: string, password: string) =>
  (await login(t.app, email, { password })).res.json<{ STATUS: boolean }>().STATUS;

describe('ChangePWD needs the grant of the client that verified the code', () => {
  it('refuses a client without the grant while the owner has just verified, and changes nothing', async () => {
    const { email, password } = await newCustomer(t.app);
    const code = await otpFor(email);
    const owner = await verify(email, code);
    expect(answerOf('VerifyOTP', owner)).toEqual({
      SUCCESS: 'true',
      MESSAGE: 'OTP verified successfully.',
    });

    // Another client, no cookie: the verification of the last ten minutes is not its own.
    expectFailure(await changePwd(email, 'taken-over'), 403, VERIFY_FIRST);
    expectFailure(await changePwd(email, 'taken-over', `${GRANT}=made-up`), 403, VERIFY_FIRST);
    expect(await signsIn(email, 'taken-over')).toBe(false);
    expect(await signsIn(email, password)).toBe(true);

    // The owner's grant still works, once.
    const grant = grantOf(owner);
    const changed = await changePwd(email, 'owners-own', grant);
    expect(answerOf('ChangePWD', changed)).toEqual({
      STATUS: true,
      MESSAGE: 'Password reset successfully',
    });
    expect(changed.cookies.find((c) => c.name === GRANT)?.value).toBe('');
    expectFailure(await changePwd(email, 'second-time', grant), 403, VERIFY_FIRST);
    expect(await signsIn(email, 'second-time')).toBe(false);
    expect(await signsIn(email, 'owners-own')).toBe(true);
  });

  it('hands the grant as an httpOnly, SameSite=Strict cookie for 10 minutes, stored only hashed', async () => {
    const { email } = await newCustomer(t.app);
    const res = await verify(email, await otpFor(email));
    const cookie = res.cookies.find((c) => c.name === GRANT);
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Strict', path: '/', maxAge: 600 });
    expect(cookie?.secure).toBeFalsy();
    expect(cookie?.value).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const rows = await t.app.db
      .selectFrom('reset_grants')
      .select('token_hash')
      .where('email', '=', email)
      .execute();
    expect(rows).toEqual([
      {
        token_hash: createHash('sha256')
          .update(cookie?.value ?? '')
          .digest('hex'),
      },
    ]);
  });

  it('marks the grant Secure when the request came over HTTPS', async () => {
    const proxied = await createTestApp({ config: { trustProxy: true } });
    try {
      const https = { 'x-forwarded-proto': 'https' };
      await call(proxied.app, 'SendOTP', { EMAIL_ID: 'friend@example.com', ...DEMO });
      const mail = await proxied.app.db
        .selectFrom('outbox')
        .select('text_body')
        .where('to_address', '=', 'friend@example.com')
        .executeTakeFirstOrThrow();
      const code = /code is (\d{4})/.exec(mail.text_body)?.[1] ?? '';
      const res = await call(
        proxied.app,
        'VerifyOTP',
        { EMAIL_ID: 'friend@example.com', OTP: code, ...DEMO },
        { headers: https },
      );
      expect(res.cookies.find((c) => c.name === GRANT)?.secure).toBe(true);
    } finally {
      await proxied.close();
    }
  });

  it("refuses the grant of one e-mail for another e-mail or another programme's customer", async () => {
    const victim = await newCustomer(t.app);
    const attacker = await newCustomer(t.app);
    const grant = grantOf(await verify(attacker.email, await otpFor(attacker.email)));
    expect(grant).toBeDefined();
    expectFailure(await changePwd(victim.email, 'taken-over', grant), 403, VERIFY_FIRST);
    expect(await signsIn(victim.email, 'taken-over')).toBe(false);
    expect(await signsIn(victim.email, victim.password)).toBe(true);

    // A grant of the demo programme is nothing in Lite Club, even for its own e-mail.
    expectFailure(await changePwd(attacker.email, 'taken-over', grant, LITE), 403, VERIFY_FIRST);

    // Refused elsewhere, the grant is still its owner's, once.
    expect((await changePwd(attacker.email, 'mine-now', grant)).statusCode).toBe(200);
  });

  it('refuses a grant older than 10 minutes', async () => {
    const { email, password } = await newCustomer(t.app);
    const grant = grantOf(await verify(email, await otpFor(email)));
    t.clock.advance(10 * 60_000 + 1);
    expectFailure(await changePwd(email, 'too-late', grant), 403, VERIFY_FIRST);
    expect(await signsIn(email, password)).toBe(true);
  });

  it('gives one grant for a code verified twice at once', async () => {
    const { email } = await newCustomer(t.app);
    const code = await otpFor(email);
    const answers = await Promise.all([verify(email, code), verify(email, code)]);
    expect(answers.map(grantOf).filter(Boolean)).toHaveLength(1);
  });
});

describe('code guessing across resends', () => {
  const lockMails = async (email: string) =>
    (await mailsTo(email)).filter((m) => /password reset locked/.test(m.subject));

  it('locks resets after 10 wrong tries in a day whatever the number of codes, telling the owner once', async () => {
    const { email } = await newCustomer(t.app);
    // Five wrong tries on the first code, four on the second: nine.
    const first = await otpFor(email);
    for (let i = 1; i <= 5; i++)
      expect((await verify(email, wrongOf(first, i))).json()).toEqual(INVALID);
    const second = await otpFor(email);
    for (let i = 1; i <= 4; i++)
      expect((await verify(email, wrongOf(second, i))).json()).toEqual(INVALID);
    expect(await lockMails(email)).toEqual([]);

    // A third code, its first try wrong: the tenth of the day. The right code now fails too,
    // with the very answer of a wrong one.
    t.clock.advance(15 * 60_000);
    const third = await otpFor(email);
    expect((await verify(email, wrongOf(third))).json()).toEqual(INVALID);
    const right = await verify(email, third);
    expect(right.json()).toEqual(INVALID);
    expect(grantOf(right)).toBeUndefined();

    // SendOTP answers as always and sends no code; the owner has one mail saying until when.
    const before = (await mailsTo(email)).length;
    const again = await sendOtp(email);
    expect(answerOf('SendOTP', again)).toEqual({
      SUCCESS: 'true',
      MESSAGE: 'OTP sent to your email address.',
      DATA: { EMAIL_ID: email, OTP: '' },
    });
    const locks = await lockMails(email);
    expect(locks).toHaveLength(1);
    expect((await mailsTo(email)).length).toBe(before);
    expect(locks[0]?.text_body).toMatch(/locked until \d{4}-\d{2}-\d{2} \d{2}:\d{2} UTC/);

    // A day after the first wrong try the account may try again.
    t.clock.advance(24 * 60 * 60_000);
    const fresh = await otpFor(email);
    expect((await verify(email, fresh)).json()).toMatchObject({ SUCCESS: 'true' });
  });

  it('caps a burst of parallel guesses at the tries left', async () => {
    const { email } = await newCustomer(t.app);
    const first = await otpFor(email);
    for (let i = 1; i <= 5; i++) await verify(email, wrongOf(first, i));
    const second = await otpFor(email);
    for (let i = 1; i <= 3; i++) await verify(email, wrongOf(second, i));
    t.clock.advance(15 * 60_000);
    const third = await otpFor(email);
    const answers = await Promise.all(
      Array.from({ length: 8 }, (_, i) => verify(email, wrongOf(third, i + 1))),
    );
    for (const res of answers) expect(res.json()).toEqual(INVALID);
    const tries = await t.app.db
      .selectFrom('reset_tries')
      .select('id')
      .where('email', '=', email)
      .execute();
    // Never more than the cap. On PostgreSQL tries that all see each other's rows may all be
    // refused, which errs on the side of the account.
    expect(tries.length).toBeGreaterThanOrEqual(8);
    expect(tries.length).toBeLessThanOrEqual(10);
  });

  it('stores a code so that a dump of the table does not give it away', async () => {
    const { email } = await newCustomer(t.app);
    const code = await otpFor(email);
    const row = await t.app.db
      .selectFrom('otps')
      .select(['code_hash', 'salt', 'tenant_id'])
      .where('email', '=', email)
      .executeTakeFirstOrThrow();
    const sha256 = (s: string) => createHash('sha256').update(s).digest('hex');
    // Trying every four-digit code against what is stored, without the key, finds nothing.
    const unkeyed = Array.from({ length: 10_000 }, (_, n) => String(n).padStart(4, '0')).filter(
      (c) =>
        [sha256(`${row.salt}:${c}`), sha256(c), sha256(`${email}:${c}`)].includes(row.code_hash),
    );
    expect(unkeyed).toEqual([]);
    const keyed = (key: string) =>
      createHmac('sha256', key).update(`${row.tenant_id}\n${email}\n${code}`).digest('hex');
    expect(row.code_hash).toBe(keyed(t.app.config.secretKey));
    expect(row.code_hash).not.toBe(keyed(`${t.app.config.secretKey}-other`));
  });
});
