import { html, type SafeHtml } from '../../lib/html';

function layout(title: string, body: SafeHtml): string {
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

/** To the new address: the link that applies the change. */
export function confirmEmailMail(m: {
  programme: string;
  customerName: string;
  link: string;
  hours: number;
}) {
  const subject = `${m.programme}: confirm your new e-mail address`;
  const text = [
    `Hello ${m.customerName},`,
    '',
    `To use this address for your ${m.programme} account, open this link:`,
    m.link,
    '',
    `It works for ${m.hours} hours. If you did not ask for this, ignore this mail.`,
  ].join('\n');
  const body = layout(
    subject,
    html`<p>Hello ${m.customerName},</p>
      <p>To use this address for your ${m.programme} account, open this link:</p>
      <p><a href="${m.link}">Confirm my new e-mail address</a></p>
      <p>It works for ${m.hours} hours. If you did not ask for this, ignore this mail.</p>`,
  );
  return { subject, text, html: body };
}

/** To the old address, once the change is applied. */
export function emailChangedMail(m: { programme: string; customerName: string; newEmail: string }) {
  const subject = `${m.programme}: your e-mail address was changed`;
  const text = [
    `Hello ${m.customerName},`,
    '',
    `The e-mail address of your ${m.programme} account is now ${m.newEmail}.`,
    'If you did not make this change, contact us at once.',
  ].join('\n');
  const body = layout(
    subject,
    html`<p>Hello ${m.customerName},</p>
      <p>The e-mail address of your ${m.programme} account is now ${m.newEmail}.</p>
      <p>If you did not make this change, contact us at once.</p>`,
  );
  return { subject, text, html: body };
}

/** The page the link opens. */
export function confirmEmailPage(newEmail: string | null): string {
  return newEmail === null
    ? layout(
        'Link not valid',
        html`<h1>This link can no longer be used</h1>
          <p>Sign in to the app and change your e-mail address again.</p>`,
      )
    : layout(
        'E-mail address changed',
        html`<h1>Your e-mail address is changed</h1>
          <p>Sign in with ${newEmail} from now on.</p>`,
      );
}
