import type { OffersMessageKey } from '../offers';

/** Offers, the countdown and the flyer in Arabic (offers.ts). */
export const arOffers: Record<OffersMessageKey, string> = {
  'offers.title': 'العروض',
  'offers.empty': 'لا توجد عروض متاحة',
  'offers.emptyHint': 'تظهر العروض الجديدة هنا فور بدئها، وتواصل بطاقتك كسب النقاط في الأثناء.',
  'offers.emptyNext': 'عرض بطاقتي',
  'offers.from': 'من',
  'offers.to': 'إلى',
  'offers.open': 'فتح {title}',
  'offers.loading': 'جارٍ تحميل العروض',
  'offers.imageAlt': '{title}',

  'offer.title': 'العرض',
  'offer.loading': 'جارٍ تحميل العرض',
  'offer.back': 'العودة إلى العروض',
  'offer.validUntil': 'صالح حتى {date}',
  'offer.endsIn': 'ينتهي خلال',
  'offer.share': 'مشاركة',
  'offer.images': 'صور العرض',
  'offer.slide': 'الصورة {index} من {count}',
  'offer.previous': 'الصورة السابقة',
  'offer.next': 'الصورة التالية',
  'offer.goTo': 'عرض الصورة {index}',
  'offer.enlarge': 'عرض الصورة {index} بالحجم الكامل',
  'offer.preview': 'صورة',
  'offer.noImages': 'لا توجد صور متاحة',
  'offer.imagesFailed': 'تعذّر تحميل الصور',

  'countdown.days': 'يوم',
  'countdown.hrs': 'ساعة',
  'countdown.mins': 'دقيقة',
  'countdown.secs': 'ثانية',
  'countdown.label': 'الوقت المتبقي',

  'flyer.download': 'تنزيل النشرة',
  'flyer.downloading': 'جارٍ التنزيل…',
  'flyer.failed': 'تعذّر التنزيل. يرجى المحاولة مرة أخرى.',
  'flyer.iosTitle': 'حفظ النشرة',
  'flyer.iosHint': 'اضغط مطولًا على رابط تنزيل الملف، ثم اختر «حفظ».',
  'flyer.iosLink': 'تنزيل الملف',
  'flyer.fileName': 'صورة النشرة',
};
