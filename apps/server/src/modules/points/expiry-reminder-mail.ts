import { html } from '../../lib/html';
import { grouped } from '../../ledger/money';
import { brandedMail } from '../accounts/branded-mail';
import { greeting, type MailLanguage } from '../accounts/mail-language';

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** `2026-12-31` as `31 Dec 2026`, the way the app writes dates. */
export function longDay(day: string): string {
  const [y, m, d] = day.split('-').map(Number);
  return `${d} ${MONTHS[(m ?? 1) - 1]} ${y}`;
}

/** The reminder that points expire soon: how many, on which day, and that spending keeps them. */
export function expiryReminderMail(m: {
  programme: string;
  logoUrl: string;
  customerName: string;
  points: number;
  expiresOn: string;
  language?: MailLanguage | undefined;
}) {
  const language = m.language ?? 'en';
  const what =
    language === 'ar'
      ? `تنتهي صلاحية ${grouped(m.points)} نقطة في ${m.expiresOn}`
      : `${grouped(m.points)} points expire on ${longDay(m.expiresOn)}`;
  const subject = `${m.programme}: ${what}`;
  const hint =
    language === 'ar'
      ? 'حوّلها إلى قسيمة في التطبيق قبل ذلك للاحتفاظ بقيمتها.'
      : 'Turn them into a voucher in the app before then to keep their value.';
  const text = [greeting(m.customerName, language), '', `${what}.`, hint].join('\n');
  const rows = html`<tr>
      <td style="padding-top:12px;font-size:16px">${what}.</td>
    </tr>
    <tr>
      <td style="padding-top:12px;font-size:14px;color:#4b5563">${hint}</td>
    </tr>`;
  return { subject, text, html: brandedMail({ ...m, rows }) };
}
