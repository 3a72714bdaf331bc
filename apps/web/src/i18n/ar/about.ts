import type { AboutMessageKey } from '../about';

export const arAbout: Record<AboutMessageKey, string> = {
  'about.loading': 'جارٍ التحميل',
  'about.empty': 'لا توجد معلومات بعد',
  'about.back': 'العودة إلى «من نحن»',
};
