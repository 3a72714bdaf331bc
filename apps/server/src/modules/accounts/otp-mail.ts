import { html } from '../../lib/html';
import { brandedMail } from './branded-mail';

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
  const rows = html`<tr>
      <td style="padding-top:12px;font-size:16px">Your password reset code is:</td>
    </tr>
    <tr>
      <td style="padding:16px 0;font-size:36px;font-weight:bold;letter-spacing:12px">${m.code}</td>
    </tr>
    <tr>
      <td style="font-size:14px;color:#4b5563">
        It expires in ${m.minutes} minutes. If you did not ask for it, ignore this mail.
      </td>
    </tr>`;
  const body = brandedMail({ ...m, rows });
  return { subject, text, html: body };
}
