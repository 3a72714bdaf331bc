import { describe, expect, it } from 'vitest';
import { DEMO, answerOf, call, expectFailure, login, newCustomer } from './helper';
import { t, otpFor, verify, grantOf, changePwd, wrongOf } from './password-reset-helper';

describe('VerifyOTP and ChangePWD', () => {
  it('resets a password: the old one stops working, the new one works, other sessions end', async () => {
    const email = 'demo@example.com';
    const { cookie: otherDevice } = await login(t.app, email);
    const code = await otpFor(email);
    const verified = await verify(email, code);
    expect(answerOf('VerifyOTP', verified)).toEqual({
      SUCCESS: 'true',
      MESSAGE: 'OTP verified successfully.',
    });
    const grant = grantOf(verified);
    const changed = await changePwd(email, 'fresh-pass', grant);
    expect(changed.statusCode).toBe(200);
    expect(answerOf('ChangePWD', changed)).toEqual({
      STATUS: true,
      MESSAGE: 'Password reset successfully',
    });
    expect((await login(t.app, email)).res.json()).toMatchObject({ STATUS: false });
    expect((await login(t.app, email, { password: 'fresh-pass' })).res.json()).toMatchObject({
      STATUS: true,
    });
    expectFailure(await call(t.app, 'Logout', DEMO, { cookie: otherDevice }), 401);
    // One verification, one change.
    expectFailure(await changePwd(email, 'another-pass', grant), 403);
  });

  it('refuses ChangePWD without a verified OTP (4xx) and changes nothing', async () => {
    const { email } = await newCustomer(t.app);
    expectFailure(
      await changePwd(email, 'hijacked'),
      403,
      'Please verify the OTP sent to your email first.',
    );
    await otpFor(email);
    expectFailure(await changePwd(email, 'hijacked'), 403);
    expect((await login(t.app, email, { password: 'hijacked' })).res.json()).toMatchObject({
      STATUS: false,
    });
    expectFailure(await changePwd('stranger@example.com', 'hijacked'), 403);
  });

  it('burns the code after five wrong tries: the right one then fails too', async () => {
    const { email } = await newCustomer(t.app);
    const code = await otpFor(email);
    for (let i = 0; i < 5; i++) {
      expect(answerOf('VerifyOTP', await verify(email, wrongOf(code)))).toEqual({
        SUCCESS: 'false',
        MESSAGE: 'Invalid or expired OTP.',
      });
    }
    expect((await verify(email, code)).json()).toMatchObject({ SUCCESS: 'false' });
    expectFailure(await changePwd(email, 'hijacked'), 403);
  });

  it('accepts the right code after four wrong tries', async () => {
    const { email } = await newCustomer(t.app);
    const code = await otpFor(email);
    for (let i = 0; i < 4; i++) await verify(email, wrongOf(code));
    expect((await verify(email, code)).json()).toMatchObject({ SUCCESS: 'true' });
  });

  it('expires a code after 10 minutes', async () => {
    const { email } = await newCustomer(t.app);
    const code = await otpFor(email);
    t.clock.advance(10 * 60_000 + 1);
    expect((await verify(email, code)).json()).toEqual({
      SUCCESS: 'false',
      MESSAGE: 'Invalid or expired OTP.',
    });
  });

  it('needs the change within 10 minutes of the verification', async () => {
    const { email } = await newCustomer(t.app);
    const code = await otpFor(email);
    const verified = await verify(email, code);
    expect(verified.json()).toMatchObject({ SUCCESS: 'true' });
    t.clock.advance(11 * 60_000);
    expectFailure(await changePwd(email, 'too-late', grantOf(verified)), 403);
  });

  it('lets only the newest code count', async () => {
    const { email } = await newCustomer(t.app);
    const first = await otpFor(email);
    const second = await otpFor(email);
    if (first !== second) {
      expect((await verify(email, first)).json()).toMatchObject({ SUCCESS: 'false' });
    }
    expect((await verify(email, second)).json()).toMatchObject({ SUCCESS: 'true' });
  });

  it('answers an unknown e-mail as a wrong code', async () => {
    expect((await verify('stranger@example.com', '1234')).json()).toEqual({
      SUCCESS: 'false',
      MESSAGE: 'Invalid or expired OTP.',
    });
  });
});
