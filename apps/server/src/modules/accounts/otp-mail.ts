import { html } from '../../lib/html';

export interface OtpMailInput {
  programme: string;
  logoUrl: string;
  customerName: string;
  code: string;
  minutes: number;
}

/** The password-reset mail: the programme's name and logo, and the code. */
export function otpMail(m: OtpMailInput) {
  const subject = `${m.programme}: your password reset code`;
  const text = [
    `Hello ${m.customerName},`,
    '',
    `Your ${m.programme} password reset code is ${m.code}.`,
    `It expires in ${m.minutes} minutes. If you did not ask for it, ignore this mail.`,
  ].join('\n');
  const logo = m.logoUrl
    ? html`<img
        src="${m.logoUrl}"
        alt=""
        width="48"
        height="48"
        style="border-radius:12px;vertical-align:middle"
      /> `
    : '';
  const body = html`<!doctype html>
    <html>
      <body
        style="margin:0;background:#f3f5f8;font-family:Arial,Helvetica,sans-serif;color:#111827"
      >
        <table role="presentation" width="100%" cellpadding="0" cellspacing="0">
          <tr>
            <td align="center" style="padding:32px 16px">
              <table
                role="presentation"
                width="100%"
                style="max-width:480px;background:#ffffff;border-radius:16px;padding:32px"
              >
                <tr>
                  <td style="font-size:20px;font-weight:bold">${logo}${m.programme}</td>
                </tr>
                <tr>
                  <td style="padding-top:24px;font-size:16px">Hello ${m.customerName},</td>
                </tr>
                <tr>
                  <td style="padding-top:12px;font-size:16px">Your password reset code is:</td>
                </tr>
                <tr>
                  <td style="padding:16px 0;font-size:36px;font-weight:bold;letter-spacing:12px">
                    ${m.code}
                  </td>
                </tr>
                <tr>
                  <td style="font-size:14px;color:#4b5563">
                    It expires in ${m.minutes} minutes. If you did not ask for it, ignore this mail.
                  </td>
                </tr>
              </table>
            </td>
          </tr>
        </table>
      </body>
    </html>`;
  return { subject, text, html: body.value };
}
