import { html, type SafeHtml } from '../../lib/html';
import { brandedMail } from '../accounts/branded-mail';
import { greeting, type MailLanguage } from '../accounts/mail-language';

interface Brand {
  programme: string;
  logoUrl: string;
  customerName: string;
  language?: MailLanguage | undefined;
}

/** One paragraph of a branded mail's content. */
const row = (content: SafeHtml | string) =>
  html`<tr>
    <td style="padding-top:12px;font-size:16px">${content}</td>
  </tr>`;

/** To the new address: the link that applies the change. */
export function confirmEmailMail(m: Brand & { link: string; hours: number }) {
  const ar = m.language === 'ar';
  const subject = ar
    ? `${m.programme}: أكّد عنوان بريدك الإلكتروني الجديد`
    : `${m.programme}: confirm your new e-mail address`;
  const lead = ar
    ? `لاستخدام هذا العنوان لحسابك في ${m.programme}، افتح هذا الرابط:`
    : `To use this address for your ${m.programme} account, open this link:`;
  const note = ar
    ? `يعمل الرابط لمدة ${m.hours} ساعة. إن لم تطلب ذلك، فتجاهل هذه الرسالة.`
    : `It works for ${m.hours} hours. If you did not ask for this, ignore this mail.`;
  const action = ar ? 'تأكيد عنوان بريدي الإلكتروني الجديد' : 'Confirm my new e-mail address';
  const text = [greeting(m.customerName, m.language ?? 'en'), '', lead, m.link, '', note].join(
    '\n',
  );
  const rows = html`${row(lead)}${row(html`<a href="${m.link}">${action}</a>`)}${row(note)}`;
  return { subject, text, html: brandedMail({ ...m, rows }) };
}

/** To the old address, once the change is applied. */
export function emailChangedMail(m: Brand & { newEmail: string }) {
  const ar = m.language === 'ar';
  const subject = ar
    ? `${m.programme}: تم تغيير عنوان بريدك الإلكتروني`
    : `${m.programme}: your e-mail address was changed`;
  const lines = ar
    ? [
        `أصبح عنوان البريد الإلكتروني لحسابك في ${m.programme} الآن ${m.newEmail}.`,
        'إن لم تقم بهذا التغيير، فتواصل معنا فوراً.',
      ]
    : [
        `The e-mail address of your ${m.programme} account is now ${m.newEmail}.`,
        'If you did not make this change, contact us at once.',
      ];
  const text = [greeting(m.customerName, m.language ?? 'en'), '', ...lines].join('\n');
  const rows = html`${row(lines[0] ?? '')}${row(lines[1] ?? '')}`;
  return { subject, text, html: brandedMail({ ...m, rows }) };
}

/** The page the link opens. */
export function confirmEmailPage(newEmail: string | null): string {
  const [title, body] =
    newEmail === null
      ? [
          'Link not valid',
          html`<h1>This link can no longer be used</h1>
            <p>Sign in to the app and change your e-mail address again.</p>`,
        ]
      : [
          'E-mail address changed',
          html`<h1>Your e-mail address is changed</h1>
            <p>Sign in with ${newEmail} from now on.</p>`,
        ];
  return html`<!doctype html>
    <html lang="en">
      <head>
        <meta charset="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <title>${title}</title>
      </head>
      <body>
        ${body}
      </body>
    </html>`.value;
}
