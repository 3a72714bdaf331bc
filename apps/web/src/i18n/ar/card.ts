import type { CardMessageKey } from '../card';

export const arCard: Record<CardMessageKey, string> = {
  'card.title': 'بطاقة العضوية',
  'card.barcode': 'الباركود لرمز العميل {code}',
  'card.name': 'حامل البطاقة',
  'card.balance': 'رصيد النقاط',
  'card.website': 'الموقع الإلكتروني',
  'card.follow': 'تابعنا',
  'card.regions': 'صالحة في',
  'card.regionList': 'الإمارات، قطر، السعودية، عُمان',
  'card.lost': 'في حال العثور على هذه البطاقة، يرجى إعادتها إلى أي فرع من فروع {name}.',
  'card.asOf': 'حتى {date} {time}',
  'avatar.label': 'صورة الملف الشخصي لـ {name}',
};
