import { parseWith, registry } from '@loyalty/contract';
import { afterEach, describe, expect, it } from 'vitest';
import { setLocale } from '../../i18n/locale';
import { questionsOf, ratingText, secondLanguageTag } from './ratings';

function read(data: Record<string, unknown>) {
  const parsed = parseWith(registry.Loy_getRatingsAndOptions.response, {
    STATUS: true,
    DATA: data,
  });
  if (!parsed.ok) throw new Error(parsed.message);
  return parsed.data.DATA;
}

const option = (index: number, extra: Record<string, unknown> = {}) => ({
  index_num: index,
  options_id: `o${index}`,
  options_desc: `Option ${index}`,
  ...extra,
});

describe('questionsOf', () => {
  it('reads the rating type as star when it starts with star in any case', () => {
    const questions = questionsOf(
      read({
        RATINGS: [
          { rating_id: '1', description: 'A', rating_type: 'Star' },
          { rating_id: '2', description: 'B', rating_type: 'stars' },
          { rating_id: '3', description: 'C', rating_type: 'smiley' },
        ],
        RATING_OPTIONS: [option(1)],
      }),
    );
    expect(questions.map((q) => q.rating_type)).toEqual(['Star', 'Star', 'Emoji']);
  });

  it('gives each question its own options in index order, else the shared ones, at most 5', () => {
    const [first, second] = questionsOf(
      read({
        RATINGS: [
          { rating_id: '1', description: 'A', rating_type: 'Star' },
          { rating_id: '2', description: 'B', rating_type: 'Emoji' },
        ],
        RATING_OPTIONS: [
          option(3, { rating_id: '1' }),
          option(1, { rating_id: '1' }),
          option(2, { rating_id: '1' }),
          ...[6, 5, 4, 3, 2, 1].map((i) => option(i)),
        ],
      }),
    );
    expect(first?.options.map((o) => o.index_num)).toEqual([1, 2, 3]);
    expect(second?.options.map((o) => o.index_num)).toEqual([1, 2, 3, 4, 5]);
  });

  it('has no questions without data', () => {
    expect(questionsOf(undefined)).toEqual([]);
  });
});

describe('secondLanguageTag', () => {
  it('tags Arabic text as Arabic and leaves others to the browser', () => {
    expect(secondLanguageTag('كيف كانت تجربتك؟')).toBe('ar');
    expect(secondLanguageTag('Comment était votre visite ?')).toBeUndefined();
  });
});

describe('ratingText', () => {
  afterEach(() => setLocale('en', false));

  it("makes a rating's Arabic its text in Arabic, and keeps English with its second line", async () => {
    expect(ratingText('Good', 'جيد')).toEqual({ shown: { text: 'Good' }, second: 'جيد' });
    await setLocale('ar', false);
    expect(ratingText('Good', 'جيد')).toEqual({ shown: { text: 'جيد' } });
    // A second language that is not Arabic stays beneath the English.
    expect(ratingText('Good', 'Bon')).toEqual({
      shown: { text: 'Good', lang: 'en' },
      second: 'Bon',
    });
    expect(ratingText('Good', undefined)).toEqual({ shown: { text: 'Good', lang: 'en' } });
  });
});
