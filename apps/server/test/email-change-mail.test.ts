import { describe, expect, it } from 'vitest';
import { brandedMail } from '../src/modules/accounts/branded-mail';
import { html } from '../src/lib/html';
import { confirmEmailMail, emailChangedMail } from '../src/modules/profile/email-change-mail';

const brand = {
  programme: '<i>Club</i> & Co',
  logoUrl: 'https://x.test/files/logo.png',
  customerName: '<b>Eve</b>',
};

describe('the e-mail change mails', () => {
  it('are in the branded frame of the other customer mails, every value escaped', () => {
    const frame = brandedMail({ ...brand, rows: html`` });
    const head = frame.slice(0, frame.indexOf('Hello'));
    for (const mail of [
      confirmEmailMail({ ...brand, link: 'https://x.test/confirm?token="a"', hours: 24 }),
      emailChangedMail({ ...brand, newEmail: 'new@example.com' }),
    ]) {
      expect(mail.html.startsWith(head)).toBe(true);
      expect(mail.html).toContain('src="https://x.test/files/logo.png"');
      expect(mail.html).toContain('&lt;i&gt;Club&lt;/i&gt; &amp; Co');
      expect(mail.html).toContain('Hello &lt;b&gt;Eve&lt;/b&gt;,');
      expect(mail.html).not.toContain('<b>Eve</b>');
      expect(mail.text.startsWith('Hello <b>Eve</b>,\n')).toBe(true);
    }
  });

  it('carry the link, or the new address, in the mail and in its text', () => {
    const confirm = confirmEmailMail({ ...brand, link: 'https://x.test/c?token=t1', hours: 24 });
    expect(confirm.subject).toBe('<i>Club</i> & Co: confirm your new e-mail address');
    expect(confirm.html).toContain('<a href="https://x.test/c?token=t1">');
    expect(confirm.text).toContain('\nhttps://x.test/c?token=t1\n');
    expect(confirm.text).toContain('It works for 24 hours.');

    const changed = emailChangedMail({ ...brand, newEmail: 'new@example.com' });
    expect(changed.subject).toBe('<i>Club</i> & Co: your e-mail address was changed');
    expect(changed.html).toContain('is now new@example.com.');
    expect(changed.text).toContain('is now new@example.com.');
  });

  it('leave the logo out when the programme has none', () => {
    const mail = emailChangedMail({ ...brand, logoUrl: '', newEmail: 'new@example.com' });
    expect(mail.html).not.toContain('<img');
  });
});
