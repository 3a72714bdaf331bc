import { createHmac, createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { answerOf, newCustomer } from '../helper';
import {
  t,
  INVALID,
  mailsTo,
  sendOtp,
  otpFor,
  verify,
  grantOf,
  wrongOf,
} from './reset-abuse-helper';

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
