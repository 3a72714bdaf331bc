import type { ResponseOf } from '../../lib/api-client';
import { contentText } from '../../i18n/content';
import type { ContentText } from '../../i18n/content';

type RatingsData = NonNullable<ResponseOf<'Loy_getRatingsAndOptions'>['DATA']>;
export type RatingQuestion = RatingsData['RATINGS'][number];
export type RatingOption = RatingsData['RATING_OPTIONS'][number];

/** docs/wire-protocol.md §9: a rating has 5 stars or 5 emojis. */
export const SCALE = 5;

export interface Question extends RatingQuestion {
  options: RatingOption[];
}

/**
 * Each question with its options, in index order and at most 5. An option naming a rating_id
 * (ours, additive) belongs to that question only; the vendor's options name none and are
 * shared by every question.
 */
export function questionsOf(data: RatingsData | undefined): Question[] {
  if (!data) return [];
  const shared = data.RATING_OPTIONS.filter((option) => option.rating_id === undefined);
  return data.RATINGS.map((question) => {
    const own = data.RATING_OPTIONS.filter((option) => option.rating_id === question.rating_id);
    const options = [...(own.length > 0 ? own : shared)]
      .sort((a, b) => a.index_num - b.index_num)
      .slice(0, SCALE);
    return { ...question, options };
  });
}

/** A language tag for the second-language text: Arabic script reads as Arabic. */
export function secondLanguageTag(text: string): string | undefined {
  return /[\u0600-\u06ff\u0750-\u077f\ufb50-\ufdff\ufe70-\ufeff]/.test(text) ? 'ar' : undefined;
}

/**
 * A rating's text on screen: in Arabic, the second-language text when it is Arabic, else the
 * English one tagged as such; `second` is the second-language text still to show beneath it
 * (always in English, as before; in Arabic only when it is not the text shown).
 */
export function ratingText(
  english: string,
  secondLanguage: string | undefined,
): { shown: ContentText; second?: string } {
  const arabic = secondLanguage && secondLanguageTag(secondLanguage) ? secondLanguage : undefined;
  const shown = contentText(english, arabic);
  return secondLanguage && shown.text !== secondLanguage
    ? { shown, second: secondLanguage }
    : { shown };
}
