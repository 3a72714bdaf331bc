import type { HomeMessageKey } from '../home';
import { monthsOf, pointsOf } from './plural';

/** Home, the card, contact, tiers and expiries in Arabic (home.ts). */
export const arHome: Record<HomeMessageKey, string> = {
  'home.welcome': 'أهلًا، {name}',
  'home.welcomeNoName': 'أهلًا بك',
  'home.balance': 'رصيد النقاط',
  'home.value': 'قيمة النقاط',
  'home.cardType': 'نوع البطاقة',
  'home.points': 'نقطة',
  'home.showCard': 'عرض بطاقة العضوية',
  'home.allOffers': 'كل العروض',
  'home.seeAll': 'عرض الكل',
  'home.noPromotions': 'لا توجد عروض',
  'home.noPromotionsHint': 'تظهر العروض الجديدة هنا فور بدئها.',
  'home.loadingOffers': 'جارٍ تحميل العروض',
  'home.readyToUse': 'جاهزة للاستخدام',
  'home.readyVoucher': 'قسيمة بقيمة {value} درهم',
  'home.readyUntil': 'استخدمها قبل {date}',
  'home.endingSoon': 'تنتهي قريبًا',
  'home.endsOn': 'تنتهي في {date}',
  'home.validUntil': 'صالح حتى {date}',
  'home.brochure': 'تنزيل الكتيّب',
  'home.receipt': 'الإيصال الرقمي',
  'home.pullToRefresh': 'اسحب للأسفل للتحديث',
  'home.releaseToRefresh': 'أفلت للتحديث',
  'home.refreshing': 'جارٍ التحديث…',

  'card.title': 'بطاقة العضوية',
  'card.barcode': 'الباركود لرمز العميل {code}',
  'card.back': 'العودة إلى الرئيسية',

  'contact.title': 'تواصل معنا',
  'contact.phone': 'اتصل على {phone}',
  'contact.email': 'راسلنا على {email}',
  'contact.social': 'تابعنا',
  'contact.socialLink': '{name} (يفتح في علامة تبويب جديدة)',

  'tier.title': 'فئتك',
  'tier.progress': 'التقدم نحو {tier}',
  'tier.toNext': `${pointsOf('points')} للوصول إلى {tier}`,
  'tier.top': 'أنت في أعلى فئة.',
  'tier.counted': `${pointsOf('points')} محتسبة`,
  'tier.window': `تُحتسب نقاط آخر ${monthsOf('months')}.`,

  'expiry.next': `تنتهي صلاحية ${pointsOf('points')} في {date}`,
  'expiry.seeDates': 'عرض كل التواريخ',
  'expiry.title': 'النقاط التي ستنتهي صلاحيتها',
  'expiry.back': 'العودة إلى الرئيسية',
  'expiry.intro':
    'تنتهي صلاحية النقاط حسب التاريخ، الأقدم أولًا. استخدمها قبل ذلك للحفاظ على قيمتها.',
  'expiry.none': 'لا توجد نقاط ستنتهي صلاحيتها.',
  'expiry.listLabel': 'مواعيد انتهاء الصلاحية القادمة',
  'expiry.points': pointsOf('points'),
  'expiry.failed': 'تعذّر تحميل التواريخ. حاول مرة أخرى لاحقًا.',
  'expiry.loading': 'جارٍ تحميل التواريخ…',
};
