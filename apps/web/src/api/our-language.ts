import { ourLanguageCall, ourSetLanguageCall } from '@loyalty/contract';
import type { Language } from '@loyalty/contract';
import { currentLocale, setLocale } from '../i18n/locale';
import { callApi, envelope } from '../lib/api-client';

/**
 * OurLanguage / OurSetLanguage (ours, docs/decisions/026-arabic.md): the customer's language
 * kept in the profile, so a new phone follows it and mails are written in it.
 */
export async function storeLanguage(language: Language): Promise<void> {
  await callApi(ourSetLanguageCall, envelope('OurSetLanguage', { LANGUAGE: language }));
}

/**
 * After a sign-in: the app follows the language the profile holds; a profile that holds none
 * is given the one on this phone. A failure leaves the phone's choice as it is.
 */
export async function followStoredLanguage(): Promise<void> {
  try {
    const result = await callApi(ourLanguageCall, envelope('OurLanguage', {}));
    if (!result.ok) return;
    const stored = result.data.DATA?.LANGUAGE ?? null;
    if (stored === null) await storeLanguage(currentLocale());
    else if (stored !== currentLocale()) await setLocale(stored);
  } catch {
    // Offline or refused: the language on this phone stays.
  }
}
