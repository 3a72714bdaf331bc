import { html } from '../../lib/html';
import { brandedMail } from './branded-mail';
import { greeting, type MailLanguage } from './mail-language';

export interface OtpMailInput {
  programme: string;
  logoUrl: string;
  customerName: string;
  code: string;
  minutes: number;
  language?: MailLanguage | undefined;
}

const OTP_TEXTS = {
  en: {
    subject: (p: string) => `${p}: your password reset code`,
    line: (p: string, code: string) => `Your ${p} password reset code is ${code}.`,
    lead: 'Your password reset code is:',
    note: (min: number) =>
      `It expires in ${min} minutes. If you did not ask for it, ignore this mail.`,
  },
  ar: {
    subject: (p: string) => `${p}: رمز إعادة تعيين كلمة المرور`,
    line: (p: string, code: string) => `رمز إعادة تعيين كلمة المرور لحسابك في ${p} هو ${code}.`,
    lead: 'رمز إعادة تعيين كلمة المرور:',
    note: (min: number) => `تنتهي صلاحيته خلال ${min} دقائق. إن لم تطلبه، فتجاهل هذه الرسالة.`,
  },
};

/** The password-reset mail: the programme's name and logo, and the code. */
export function otpMail(m: OtpMailInput) {
  const language = m.language ?? 'en';
  const t = OTP_TEXTS[language];
  const subject = t.subject(m.programme);
  const note = t.note(m.minutes);
  const text = [greeting(m.customerName, language), '', t.line(m.programme, m.code), note].join(
    '\n',
  );
  const rows = html`<tr>
      <td style="padding-top:12px;font-size:16px">${t.lead}</td>
    </tr>
    <tr>
      <td dir="ltr" style="padding:16px 0;font-size:36px;font-weight:bold;letter-spacing:12px">
        ${m.code}
      </td>
    </tr>
    <tr>
      <td style="font-size:14px;color:#4b5563">${note}</td>
    </tr>`;
  const body = brandedMail({ ...m, rows });
  return { subject, text, html: body };
}
