import { currentLocale } from './locale';
import type { Locale } from './locale';

export interface ContentText {
  text: string;
  /** The text's language where it is not the screen's (for `lang`): a fallback. */
  lang?: Locale;
}

const hasText = (value: string | undefined): value is string =>
  value !== undefined && value.trim() !== '';

/**
 * A text of the programme's content (an offer's title, a store's name) in the customer's
 * language where the programme wrote one, else in the other, tagged with its language so a
 * screen reader says it right (docs/decisions/026-arabic.md).
 */
export function contentText(english: string | undefined, arabic?: string): ContentText {
  const arabicScreen = currentLocale() === 'ar';
  if (arabicScreen && hasText(arabic)) return { text: arabic };
  if (hasText(english)) {
    // Only a text with Latin letters is English: a code or a number is any language's.
    return arabicScreen && /[A-Za-z]/.test(english)
      ? { text: english, lang: 'en' }
      : { text: english };
  }
  if (hasText(arabic)) return { text: arabic, lang: 'ar' };
  return { text: '' };
}

/**
 * The programme's lines (voucher conditions) in the customer's language where the programme
 * wrote them, else in the other, tagged like `contentText`; none when both are empty.
 */
export function contentLines(
  english: readonly string[],
  arabic: readonly string[],
): { lines: string[]; lang?: Locale } {
  const [own, other, otherLang]: [string[], string[], Locale] =
    currentLocale() === 'ar'
      ? [arabic.filter(hasText), english.filter(hasText), 'en']
      : [english.filter(hasText), arabic.filter(hasText), 'ar'];
  if (own.length > 0 || other.length === 0) return { lines: own };
  return { lines: other, lang: otherLang };
}
