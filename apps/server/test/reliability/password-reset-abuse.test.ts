import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { DEMO, LITE, answerOf, call, createTestApp, expectFailure, newCustomer } from '../helper';
import {
  t,
  GRANT,
  VERIFY_FIRST,
  otpFor,
  verify,
  changePwd,
  grantOf,
  signsIn,
} from './reset-abuse-helper';

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
