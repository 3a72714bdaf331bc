import { localText } from './locale';
import type { TextValues } from './locale';

/** Texts of the language switch (the landing, the account menu): not in the entry chunk. */
export const languageMessages = {
  'language.label': 'Language',
  'language.failed': 'Arabic could not be loaded. Check your connection and try again.',
} as const;

export type LanguageMessageKey = keyof typeof languageMessages;

export function tLanguage(key: LanguageMessageKey, values?: TextValues): string {
  return localText('language', key, languageMessages[key], values);
}
