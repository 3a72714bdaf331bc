import { html, type SafeHtml } from '../../lib/html';
import { brandedMail } from '../accounts/branded-mail';

interface Brand {
  programme: string;
  logoUrl: string;
  customerName: string;
}

/** One paragraph of a branded mail's content. */
const row = (content: SafeHtml | string) =>
  html`<tr>
    <td style="padding-top:12px;font-size:16px">${content}</td>
  </tr>`;

/** To the new address: the link that applies the change. */
export function confirmEmailMail(m: Brand & { link: string; hours: number }) {
  const subject = `${m.programme}: confirm your new e-mail address`;
  const lead = `To use this address for your ${m.programme} account, open this link:`;
  const note = `It works for ${m.hours} hours. If you did not ask for this, ignore this mail.`;
  const text = [`Hello ${m.customerName},`, '', lead, m.link, '', note].join('\n');
  const rows = html`${row(lead)}${row(html`<a href="${m.link}">Confirm my new e-mail address</a>`)}${row(note)}`;
  return { subject, text, html: brandedMail({ ...m, rows }) };
}

/** To the old address, once the change is applied. */
export function emailChangedMail(m: Brand & { newEmail: string }) {
  const subject = `${m.programme}: your e-mail address was changed`;
  const lines = [
    `The e-mail address of your ${m.programme} account is now ${m.newEmail}.`,
    'If you did not make this change, contact us at once.',
  ];
  const text = [`Hello ${m.customerName},`, '', ...lines].join('\n');
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
