import type { MessageKey } from '../messages';
import { unreadOf } from './plural';

/** The shell's texts in Arabic (messages.ts). */
export const arApp: Record<MessageKey, string> = {
  'app.defaultName': 'مكافآت الولاء',
  'app.logoAlt': 'شعار {name}',

  'settings.failed': 'تعذّر تحميل إعدادات التطبيق',

  'offline.title': 'أنت غير متصل بالإنترنت',
  'offline.unreachable': 'تعذّر الوصول إلى الخادم',
  'offline.text': 'تحتاج هذه الشاشة إلى اتصال. اتصل بالإنترنت ثم أعد المحاولة.',
  'offline.retry': 'إعادة المحاولة',

  'alert.close': 'إغلاق الرسالة',

  'splash.label': 'جارٍ تحميل {name}',
  'splash.footer1': 'مقدَّم إليك من',
  'splash.footer2': 'مكافآت الولاء',
  'splash.footer3': 'Loyalty Rewards',
  'splash.version': 'الإصدار {version}',

  'landing.welcome': 'مرحبًا بك في {name}',
  'landing.carousel': 'صور الترحيب',
  'landing.tagline': 'اكسب النقاط مع كل عملية شراء، واستبدلها بمكافآت.',
  'landing.slide': 'الصورة {index} من {count}',
  'landing.login': 'تسجيل الدخول',
  'landing.join': 'انضم إلينا',
  'landing.install': 'تثبيت التطبيق',
  'landing.startJourney': 'ابدأ رحلتك:',
  'landing.joinWithButton': 'انضم برقم الجوال',
  'landing.cancel': 'إلغاء',
  'landing.choices': 'ابدأ الآن',

  'install.title': 'تثبيت التطبيق',
  'install.intro': 'أضف {name} إلى الشاشة الرئيسية:',
  'install.step1': 'افتح هذه الصفحة في متصفح سفاري.',
  'install.step2': 'اضغط على زر المشاركة.',
  'install.step3': 'اختر «إضافة إلى الشاشة الرئيسية».',
  'install.step4': 'اضغط «إضافة».',
  'install.unavailable': 'استخدم قائمة المتصفح لتثبيت هذا التطبيق، أو أنه مثبّت بالفعل.',
  'install.bannerText': 'ثبّت {name} على جهازك للوصول السريع.',
  'install.bannerAction': 'تثبيت',
  'install.bannerDismiss': 'ليس الآن',

  'modal.close': 'إغلاق',

  'sheet.done': 'تم',

  'nav.label': 'التنقل الرئيسي',
  'nav.backToStart': 'العودة إلى البداية',
  'nav.home': 'الرئيسية',
  'nav.offers': 'العروض',
  'nav.vouchers': 'القسائم',
  'nav.history': 'السجل',
  'nav.profile': 'الحساب',
  'nav.unread': unreadOf('count'),

  'error.title': 'حدث خطأ غير متوقع في التطبيق!',
  'error.home': 'الذهاب إلى الصفحة الرئيسية',

  'screen.feedback': 'رأيك يهمنا',
  'screen.about': 'عن {name}',
};
