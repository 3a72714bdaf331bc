import type { StoresMessageKey } from '../stores';

export const arStores: Record<StoresMessageKey, string> = {
  'stores.title': 'الفروع',
  'stores.contact': 'بيانات التواصل',
  'stores.call': 'اتصل بـ {name} على {phone}',
  'stores.map': 'فتح في الخرائط',
  'stores.mapLabel': 'فتح عنوان {name} في الخرائط',
  'stores.empty': 'لم يتم العثور على فروع',
  'stores.loading': 'جارٍ تحميل الفروع',
};
