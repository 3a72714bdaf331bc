import { describe, expect, it } from 'vitest';
import { DEMO, answerOf, call, createTestApp, expectFailure } from './helper';
import { t, outbox, sendOtp } from './password-reset-helper';

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
