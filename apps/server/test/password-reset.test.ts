import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  DEMO,
  answerOf,
  call,
  createTestApp,
  expectFailure,
  login,
  newCustomer,
  type TestApp,
} from './helper';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

interface Mail {
  id: number;
  to: string;
  subject: string;
  text: string;
  html: string;
  sentAt: string;
}

async function outbox(): Promise<Mail[]> {
  const res = await t.app.inject({ method: 'GET', url: '/dev/outbox' });
  expect(res.statusCode).toBe(200);
  return res.json<Mail[]>();
}

let address = 0;
/** From an address of its own unless given: the per-address limit has a test of its own. */
async function sendOtp(email: string, ip = `10.5.0.${++address}`) {
  return call(t.app, 'SendOTP', { EMAIL_ID: email, ...DEMO }, { ip });
}

/** Sends a code and reads it from the newest mail to that address. */
async function otpFor(email: string): Promise<string> {
  expect((await sendOtp(email)).json()).toMatchObject({ SUCCESS: 'true' });
  const mail = (await outbox()).find((m) => m.to === email);
  const code = /code is (\d{4})/.exec(mail?.text ?? '')?.[1];
  expect(code).toMatch(/^\d{4}$/);
  return code ?? '';
}

const verify = (email: string, OTP: string) =>
  call(t.app, 'VerifyOTP', { EMAIL_ID: email, OTP, ...DEMO });
/** The reset grant a successful VerifyOTP set, as a request Cookie header. */
const grantOf = (res: LightMyRequestResponse) => {
  const grant = res.cookies.find((c) => c.name === 'reset_grant');
  return grant?.value ? `reset_grant=${grant.value}` : undefined;
};
const changePwd = (email: string, password: string, cookie?: string) =>
  call(t.app, 'ChangePWD', { EMAIL_ID: email, NEW_PASSWORD: password, ...DEMO }, { cookie });
const wrongOf = (code: string) => String((Number(code) + 1) % 10_000).padStart(4, '0');

describe('SendOTP', () => {
  it('mails a 4-digit code with the programme name and logo, and never returns it', async () => {
    const res = await sendOtp('friend@example.com');
    expect(res.statusCode).toBe(200);
    expect(answerOf('SendOTP', res)).toEqual({
      SUCCESS: 'true',
      MESSAGE: 'OTP sent to your email address.',
      DATA: { EMAIL_ID: 'friend@example.com', OTP: '' },
    });
    const [mail] = await outbox();
    expect(mail).toMatchObject({
      to: 'friend@example.com',
      subject: expect.stringContaining('Oasis Rewards'),
    });
    expect(mail?.text).toMatch(/code is \d{4}/);
    expect(mail?.html).toContain('Oasis Rewards');
    expect(mail?.html).toMatch(/<img\s+src="http:\/\/localhost(:\d+)?\/files\/demo-mark\.png"/);
    const code = /code is (\d{4})/.exec(mail?.text ?? '')?.[1] ?? '';
    expect(JSON.stringify(res.json())).not.toContain(code);
    expect(new Date(mail?.sentAt ?? '').getTime()).not.toBeNaN();
  });

  it('answers an unknown e-mail like a known one and sends nothing', async () => {
    const before = (await outbox()).length;
    const res = await sendOtp('stranger@example.com');
    expect(answerOf('SendOTP', res)).toEqual({
      SUCCESS: 'true',
      MESSAGE: 'OTP sent to your email address.',
      DATA: { EMAIL_ID: 'stranger@example.com', OTP: '' },
    });
    expect((await outbox()).length).toBe(before);
  });

  it("answers SUCCESS 'false' for an address that is not an e-mail", async () => {
    const res = await sendOtp('not-an-email');
    expect(answerOf('SendOTP', res)).toEqual({
      SUCCESS: 'false',
      MESSAGE: 'Please enter a valid email address.',
    });
  });

  it('is rate-limited per e-mail, whatever the address it comes from', async () => {
    const email = 'ratelimited@example.com';
    const statuses: number[] = [];
    for (let i = 0; i < 6; i++) statuses.push((await sendOtp(email, `10.3.0.${i}`)).statusCode);
    expect(statuses).toEqual([200, 200, 200, 200, 200, 429]);
    expectFailure(await sendOtp(email, '10.3.1.1'), 429);
  });

  it('is rate-limited per address', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 21; i++) {
      statuses.push((await sendOtp(`someone${i}@example.com`, '10.4.0.1')).statusCode);
    }
    expect(statuses.filter((s) => s === 429)).toEqual([429]);
    expect(statuses[20]).toBe(429);
  });
});

describe('LoyaltyEssOtpEmailSender', () => {
  it('answers 200 and sends nothing new', async () => {
    const before = (await outbox()).length;
    const res = await call(t.app, 'LoyaltyEssOtpEmailSender', {
      ...DEMO,
      TemplateFile: 'OTP.html',
      mailTo: [{ MailId: 'demo@example.com', MailName: 'Layla' }],
      paramData: [{ OTP: '' }],
    });
    expect(res.statusCode).toBe(200);
    expect(answerOf('LoyaltyEssOtpEmailSender', res)).toMatchObject({ STATUS: true });
    expect((await outbox()).length).toBe(before);
  });
});

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

describe('GET /dev/outbox', () => {
  it('lists mails newest first', async () => {
    const mails = await outbox();
    const ids = mails.map((m) => m.id);
    expect(ids).toEqual([...ids].sort((a, b) => b - a));
    expect(Object.keys(mails[0] ?? {}).sort()).toEqual([
      'html',
      'id',
      'sentAt',
      'subject',
      'text',
      'to',
    ]);
  });

  it('does not exist outside demo mode', async () => {
    const prod = await createTestApp({ config: { demoMode: false } });
    try {
      const res = await prod.app.inject({ method: 'GET', url: '/dev/outbox' });
      expect(res.statusCode).toBe(404);
    } finally {
      await prod.close();
    }
  });
});
