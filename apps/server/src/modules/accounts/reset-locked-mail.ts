import { html } from '../../lib/html';
import { brandedMail } from './branded-mail';
import { greeting, type MailLanguage } from './mail-language';

export interface ResetLockedMailInput {
  programme: string;
  logoUrl: string;
  customerName: string;
  /** When a reset can be asked for again. */
  until: Date;
  language?: MailLanguage | undefined;
}

/** "2026-11-28 10:32 UTC": a time every reader can place, whatever their zone. */
export const utcMinute = (at: Date) => `${at.toISOString().slice(0, 16).replace('T', ' ')} UTC`;

/** Tells an account's owner that too many wrong reset codes locked password resets. */
export function resetLockedMail(m: ResetLockedMailInput) {
  const until = utcMinute(m.until);
  const language = m.language ?? 'en';
  const subject =
    language === 'ar'
      ? `${m.programme}: تم إيقاف إعادة تعيين كلمة المرور مؤقتاً`
      : `${m.programme}: password reset locked`;
  const lines =
    language === 'ar'
      ? [
          `أُدخلت رموز خاطئة كثيرة لإعادة تعيين كلمة مرور حسابك في ${m.programme}، لذا أُوقفت إعادة التعيين حتى ${until}.`,
          'لم تتغير كلمة مرورك ويمكنك تسجيل الدخول بها. إن لم تطلب إعادة التعيين، فقد يحاول أحدهم الدخول إلى حسابك؛ لا يلزمك أي إجراء.',
        ]
      : [
          `Too many wrong password reset codes were entered for your ${m.programme} account, so password resets are locked until ${until}.`,
          'Your password has not changed and you can still sign in with it. If you did not ask for a reset, someone may be trying to get into your account; no action is needed.',
        ];
  const text = [greeting(m.customerName, language), '', ...lines].join('\n');
  const rows = html`<tr>
      <td style="padding-top:12px;font-size:16px">${lines[0] ?? ''}</td>
    </tr>
    <tr>
      <td style="padding-top:12px;font-size:14px;color:#4b5563">${lines[1] ?? ''}</td>
    </tr>`;
  const body = brandedMail({ ...m, rows });
  return { subject, text, html: body };
}
