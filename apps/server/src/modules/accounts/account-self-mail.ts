import { html } from '../../lib/html';
import { brandedMail } from './branded-mail';
import { greeting, type MailLanguage } from './mail-language';
import { utcMinute } from './reset-locked-mail';

interface Brand {
  programme: string;
  logoUrl: string;
  customerName: string;
  language?: MailLanguage | undefined;
}

function mailOf(m: Brand, subject: string, lines: [string, string]) {
  const text = [greeting(m.customerName, m.language ?? 'en'), '', ...lines].join('\n');
  const rows = html`<tr>
      <td style="padding-top:12px;font-size:16px">${lines[0]}</td>
    </tr>
    <tr>
      <td style="padding-top:12px;font-size:14px;color:#4b5563">${lines[1]}</td>
    </tr>`;
  return { subject, text, html: brandedMail({ ...m, rows }) };
}

/** Tells the owner their password was changed from a signed-in app. */
export function passwordChangedMail(m: Brand & { at: Date }) {
  if (m.language === 'ar')
    return mailOf(m, `${m.programme}: تم تغيير كلمة المرور`, [
      `تم تغيير كلمة مرور حسابك في ${m.programme} بتاريخ ${utcMinute(m.at)} من التطبيق، وسُجّل خروج جميع الأجهزة الأخرى.`,
      'إن لم تقم بهذا التغيير، فأعد تعيين كلمة المرور من شاشة تسجيل الدخول فوراً وتواصل معنا.',
    ]);
  return mailOf(m, `${m.programme}: your password was changed`, [
    `The password of your ${m.programme} account was changed on ${utcMinute(m.at)} in the app. Every other device was signed out.`,
    'If you did not make this change, reset your password from the sign-in screen at once and contact us.',
  ]);
}

/** Tells the former owner their account is deleted, at the address it had. */
export function accountDeletedMail(m: Brand & { at: Date }) {
  if (m.language === 'ar')
    return mailOf(m, `${m.programme}: تم حذف حسابك`, [
      `تم حذف حسابك في ${m.programme} بتاريخ ${utcMinute(m.at)} بناءً على طلبك. مُحيت بياناتك الشخصية وانتهت نقاطك وقسائمك، وسُجّل خروجك من كل الأجهزة.`,
      'هذه آخر رسالة نرسلها إلى هذا العنوان. يسعدنا انضمامك مجدداً في أي وقت.',
    ]);
  return mailOf(m, `${m.programme}: your account was deleted`, [
    `Your ${m.programme} account was deleted on ${utcMinute(m.at)} at your request. Your personal details are erased, your points and vouchers are gone, and you were signed out everywhere.`,
    'This is the last mail we send to this address. You are welcome to sign up again at any time.',
  ]);
}
