import type { LanguageMessageKey } from '../language';

export const arLanguage: Record<LanguageMessageKey, string> = {
  'language.label': 'اللغة',
  'language.failed': 'تعذّر تحميل اللغة العربية. تحقق من اتصالك ثم أعد المحاولة.',
};
