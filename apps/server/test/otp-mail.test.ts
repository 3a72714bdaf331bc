import { describe, expect, it } from 'vitest';
import { otpMail } from '../src/modules/accounts/otp-mail';

describe('the OTP mail', () => {
  it('escapes every interpolation', () => {
    const mail = otpMail({
      programme: '<script>alert(1)</script> & Co',
      logoUrl: 'https://x.test/logo.png" onerror="alert(2)',
      customerName: '<b>Eve</b>',
      code: '0042',
      minutes: 10,
    });
    expect(mail.html).not.toContain('<script>');
    expect(mail.html).not.toContain('<b>Eve</b>');
    expect(mail.html).toContain('&lt;script&gt;alert(1)&lt;/script&gt; &amp; Co');
    expect(mail.html).toContain('src="https://x.test/logo.png&quot; onerror=&quot;alert(2)"');
    expect(mail.html).toContain('0042');
    expect(mail.text).toContain('code is 0042');
    expect(mail.subject).toBe('<script>alert(1)</script> & Co: your password reset code');
  });

  it('leaves the logo out when the programme has none', () => {
    const mail = otpMail({
      programme: 'Club',
      logoUrl: '',
      customerName: 'Ann',
      code: '1234',
      minutes: 10,
    });
    expect(mail.html).not.toContain('<img');
  });
});
