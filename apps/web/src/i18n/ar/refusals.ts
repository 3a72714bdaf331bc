/**
 * The server's refusals in Arabic. The server writes them in English (its wire answers follow
 * the vendor's, one language); an Arabic screen shows them through this table, keyed by the
 * server's own words. A refusal it does not know reads as a general one, never in English.
 */

import { arAuth } from './auth';

const REFUSED = 'تعذّر تنفيذ الطلب. تحقّق مما أدخلته وحاول مرة أخرى.';

const EXACT: Record<string, string> = {
  'Insufficient points': 'رصيد النقاط غير كافٍ.',
  'Customer does not exist': 'لا يوجد عميل بهذا البريد الإلكتروني أو رقم الجوال.',
  'Voucher code does not exist': 'رمز القسيمة غير موجود.',
  // The sign-up rules the app checks first, in the same words, so a refusal finds its field.
  'All fields are required.': arAuth['signup.required'],
  'An account with this email address already exists.': 'يوجد حساب بهذا البريد الإلكتروني بالفعل.',
  'An account with this mobile number already exists.': 'يوجد حساب برقم الجوال هذا بالفعل.',
  'Ask for at most five years of history at a time.':
    'اطلب سجل خمس سنوات على الأكثر في المرة الواحدة.',
  'Choose a new password that differs from the current one.':
    'اختر كلمة مرور جديدة تختلف عن الحالية.',
  'Choose your experience before you share it.': 'اختر تقييمك قبل إرساله.',
  'Enter a whole number of points above 0.': 'أدخل عددًا صحيحًا من النقاط أكبر من 0.',
  'Invalid or expired OTP.': 'رمز التحقق غير صحيح أو انتهت صلاحيته.',
  'Invalid username or password.': 'البريد الإلكتروني أو كلمة المرور غير صحيحة.',
  'Password must be greater than 3 characters.': arAuth['signup.shortPassword'],
  'Please enter a valid email address.': arAuth['signup.badEmail'],
  'Please enter a valid phone number.': arAuth['signup.badPhone'],
  'Please sign in to continue.': 'يرجى تسجيل الدخول للمتابعة.',
  'Please verify the OTP sent to your email first.':
    'يرجى أولًا تأكيد رمز التحقق المرسل إلى بريدك الإلكتروني.',
  'Points must be a whole number of 0 or more.': 'يجب أن تكون النقاط عددًا صحيحًا من 0 فأكثر.',
  'Requests from another site are not accepted.': 'لا تُقبل الطلبات الواردة من موقع آخر.',
  'Sending points is not available in this programme.': 'إرسال النقاط غير متاح في هذا البرنامج.',
  'Something went wrong. Please try again.': 'حدث خطأ ما. يرجى المحاولة مرة أخرى.',
  'That is more points than one voucher can hold.': 'هذه نقاط أكثر مما تتسع له قسيمة واحدة.',
  'That password is not right.': 'كلمة المرور هذه غير صحيحة.',
  'The file is not a picture we accept: send a JPEG, PNG, WebP, GIF or AVIF image.':
    'هذا الملف ليس صورة نقبلها. اختر صورة أخرى.',
  'The picture is larger than 5 MB.': 'حجم الصورة أكبر من 5 ميغابايت.',
  'The picture is too large: at most 40 megapixels.':
    'أبعاد الصورة كبيرة جدًا: 40 ميغابكسل على الأكثر.',
  'The request body is too large. Sign in to send more.':
    'الطلب كبير جدًا. سجّل الدخول لإرسال المزيد.',
  'The request was refused.': 'تم رفض الطلب.',
  'The service is busy. Please try again in a moment.': 'الخدمة مشغولة. يرجى المحاولة بعد قليل.',
  'The upload could not be read. Please try again.':
    'تعذّرت قراءة الملف المرفوع. يرجى المحاولة مرة أخرى.',
  'The voucher value must be above 0 AED.': 'يجب أن تكون قيمة القسيمة أكبر من 0 درهم.',
  'This account is blocked. Please contact the store to have it unblocked.':
    'هذا الحساب موقوف. يرجى التواصل مع المتجر لإعادة تفعيله.',
  'This mobile number cannot be used. Please enter another.':
    'لا يمكن استخدام رقم الجوال هذا. يرجى إدخال رقم آخر.',
  'This voucher is not yours to transfer, or it is used or expired.':
    'لا يمكنك تحويل هذه القسيمة، أو أنها مستخدمة أو منتهية الصلاحية.',
  'Too many requests. Please wait a moment and try again.':
    'طلبات كثيرة جدًا. يرجى الانتظار قليلًا ثم المحاولة مرة أخرى.',
  'Upload the picture first: this file is unknown.': 'ارفع الصورة أولًا: هذا الملف غير معروف.',
  'Voucher not found for this customer, already used or expired.':
    'القسيمة غير موجودة لهذا العميل، أو مستخدمة، أو منتهية الصلاحية.',
  'Vouchers are not available in this programme.': 'القسائم غير متاحة في هذا البرنامج.',
  'You can only access your own account.': 'يمكنك الوصول إلى حسابك فقط.',
  'You must be at least 18 years old.': arAuth['signup.tooYoung'],
  'Your current password is not right.': 'كلمة المرور الحالية غير صحيحة.',
  'Your e-mail address or mobile number has been changed too often today. Please try again tomorrow.':
    'تم تغيير بريدك الإلكتروني أو رقم جوالك مرات كثيرة اليوم. يرجى المحاولة غدًا.',
  "This customer's personal data was erased; nothing more can change.":
    'تم محو البيانات الشخصية لهذا الحساب، ولا يمكن تغيير أي شيء بعد الآن.',
  'A value in the request is not valid.': 'إحدى القيم في الطلب غير صالحة.',
};

/** Refusals with a figure in them: the server's pattern and the Arabic, `$1` the figure. */
const PATTERNS: readonly (readonly [RegExp, string])[] = [
  [/^Enter at most ([\d,]+) points(?: at a time)?\.$/, 'أدخل $1 نقطة على الأكثر في المرة الواحدة.'],
  [/^You cannot send .+ to yourself\.$/, 'لا يمكنك الإرسال إلى نفسك.'],
  [
    /^The voucher value may be at most AED ([\d,.]+) in this programme\.$/,
    'يمكن أن تصل قيمة القسيمة إلى $1 درهم على الأكثر في هذا البرنامج.',
  ],
  [
    /^Too many failed sign-ins\. Please wait (\d+) minutes? and try again, or reset your password\.$/,
    'محاولات دخول فاشلة كثيرة. يرجى الانتظار $1 دقيقة ثم المحاولة مرة أخرى، أو إعادة تعيين كلمة المرور.',
  ],
  [
    /^Too many failed sign-ins\. Please wait (\d+) hours and try again, or reset your password\.$/,
    'محاولات دخول فاشلة كثيرة. يرجى الانتظار $1 ساعة ثم المحاولة مرة أخرى، أو إعادة تعيين كلمة المرور.',
  ],
];

/** The Arabic of a refusal the server wrote in English. */
export function arabicRefusal(english: string): string {
  const text = english.trim();
  const exact = EXACT[text];
  if (exact !== undefined) return exact;
  for (const [pattern, arabic] of PATTERNS) {
    if (pattern.test(text)) return text.replace(pattern, arabic);
  }
  return REFUSED;
}
