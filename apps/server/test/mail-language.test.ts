import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accountDeletedMail, passwordChangedMail } from '../src/modules/accounts/account-self-mail';
import { otpMail } from '../src/modules/accounts/otp-mail';
import { resetLockedMail } from '../src/modules/accounts/reset-locked-mail';
import { expiryReminderMail } from '../src/modules/points/expiry-reminder-mail';
import { confirmEmailMail, emailChangedMail } from '../src/modules/profile/email-change-mail';
import { call, createTestApp, DEMO, type TestApp } from './helper';
import { freshIp, newCustomer, type Signed } from './programme-helper';

/** Every customer mail in the customer's language: Arabic when chosen, else English. */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const mailsTo = (email: string) =>
  t.app.db
    .selectFrom('outbox')
    .select(['subject', 'text_body', 'html_body'])
    .where('to_address', '=', email)
    .orderBy('id')
    .execute();
const choose = (who: Signed, LANGUAGE: string) =>
  call(t.app, 'OurSetLanguage', { ...DEMO, LANGUAGE }, { cookie: who.cookie, ip: freshIp() });
const askCode = (who: Signed) =>
  call(t.app, 'SendOTP', { ...DEMO, EMAIL_ID: who.email }, { ip: freshIp() });

describe('the mails the server queues', () => {
  it('sends the reset code in Arabic to a customer who chose Arabic', async () => {
    const who = await newCustomer(t.app, 'mail.ar', '0505554001');
    expect((await choose(who, 'ar')).json()).toMatchObject({ STATUS: true });
    expect((await askCode(who)).json()).toMatchObject({ SUCCESS: 'true' });
    const [mail] = await mailsTo(who.email);
    expect(mail?.subject).toBe('مكافآت الواحة: رمز إعادة تعيين كلمة المرور');
    expect(mail?.text_body).toMatch(/^مرحباً mail\.ar،/i);
    expect(mail?.html_body).toContain('<html lang="ar" dir="rtl">');
  });

  it('in English when the customer chose English or never chose', async () => {
    const never = await newCustomer(t.app, 'mail.none', '0505554002');
    const english = await newCustomer(t.app, 'mail.en', '0505554003');
    await choose(english, 'en');
    for (const who of [never, english]) {
      await askCode(who);
      const [mail] = await mailsTo(who.email);
      expect(mail?.subject).toBe('Oasis Rewards: your password reset code');
      expect(mail?.html_body).toContain('<html lang="en" dir="ltr">');
    }
  });

  it('tells of a password changed in the app in the chosen language', async () => {
    const who = await newCustomer(t.app, 'mail.pw', '0505554004');
    await choose(who, 'ar');
    const res = await call(
      t.app,
      'OurChangePassword',
      { ...DEMO, CURRENT_PASSWORD: 'demo1234', NEW_PASSWORD: 'fresh-pass' },
      { cookie: who.cookie, ip: freshIp() },
    );
    expect(res.json()).toMatchObject({ STATUS: true });
    const mails = await mailsTo(who.email);
    expect(mails.at(-1)?.subject).toBe('مكافآت الواحة: تم تغيير كلمة المرور');
  });
});

describe('each customer mail has an Arabic version', () => {
  const brand = { programme: 'الواحة', logoUrl: '', customerName: 'ليلى' };
  const at = new Date('2026-11-28T10:32:00Z');
  const arabic = [
    otpMail({ ...brand, code: '0042', minutes: 10, language: 'ar' }),
    resetLockedMail({ ...brand, until: at, language: 'ar' }),
    passwordChangedMail({ ...brand, at, language: 'ar' }),
    accountDeletedMail({ ...brand, at, language: 'ar' }),
    expiryReminderMail({ ...brand, points: 1200, expiresOn: '2026-12-31', language: 'ar' }),
    confirmEmailMail({ ...brand, link: 'https://x.test/c?t=1', hours: 24, language: 'ar' }),
    emailChangedMail({ ...brand, newEmail: 'new@example.com', language: 'ar' }),
  ];

  it('greets, writes and lays out the mail in Arabic, keeping codes and dates readable', () => {
    for (const mail of arabic) {
      expect(mail.text.startsWith('مرحباً ليلى،')).toBe(true);
      expect(mail.html).toContain('<html lang="ar" dir="rtl">');
      // Nothing of the English texts is left in it.
      expect(mail.text).not.toMatch(/\b(Hello|your|password|points|expire)\b/i);
    }
    expect(arabic[0]?.html).toContain('dir="ltr"');
    expect(arabic[0]?.text).toContain('0042');
    expect(arabic[1]?.text).toContain('2026-11-28 10:32 UTC');
    expect(arabic[4]?.subject).toBe('الواحة: تنتهي صلاحية 1,200 نقطة في 2026-12-31');
  });

  it('is English when no language is given', () => {
    const mail = expiryReminderMail({ ...brand, points: 5, expiresOn: '2026-12-31' });
    expect(mail.text.startsWith('Hello ليلى,')).toBe(true);
    expect(mail.html).toContain('<html lang="en" dir="ltr">');
  });
});
