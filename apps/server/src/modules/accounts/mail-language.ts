import type { CustomerLanguage } from '../../db/tables/accounts';

/** The language of a customer's mail: the one they chose in the app, else English. */
export type MailLanguage = CustomerLanguage;

export const mailLanguage = (stored: string | null | undefined): MailLanguage =>
  stored === 'ar' ? 'ar' : 'en';

/** The programme's name in the mail's language: its Arabic name when it has one. */
export const programmeIn = (
  tenant: { displayName: string; displayNameAr: string },
  language: MailLanguage,
): string =>
  language === 'ar' && tenant.displayNameAr ? tenant.displayNameAr : tenant.displayName;

/** The greeting every customer mail opens with. */
export const greeting = (name: string, language: MailLanguage) =>
  language === 'ar' ? `مرحباً ${name}،` : `Hello ${name},`;
