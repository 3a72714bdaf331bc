import { IntlMessageFormat } from 'intl-messageformat';
import { describe, expect, it } from 'vitest';
import { aboutMessages } from '../about';
import { accountMessages } from '../account';
import { authMessages } from '../auth';
import { cardMessages } from '../card';
import { feedbackMessages } from '../feedback';
import { historyMessages } from '../history';
import { homeMessages } from '../home';
import { languageMessages } from '../language';
import { messages } from '../messages';
import { offersMessages } from '../offers';
import { placeMessages } from '../places';
import { pointsMessages } from '../points';
import { profileMessages } from '../profile';
import { storesMessages } from '../stores';
import { voucherMessages } from '../vouchers';
import { arabicTables } from './tables';

type MessageFormatElement = ReturnType<IntlMessageFormat['getAst']>[number];

/** Every English table by the area name it passes to `localText`. */
const english: Record<string, Record<string, string>> = {
  about: aboutMessages,
  account: accountMessages,
  app: messages,
  auth: authMessages,
  card: cardMessages,
  feedback: feedbackMessages,
  history: historyMessages,
  home: homeMessages,
  language: languageMessages,
  offers: offersMessages,
  places: placeMessages,
  points: pointsMessages,
  profile: profileMessages,
  stores: storesMessages,
  vouchers: voucherMessages,
};

/** Texts that stay in Latin letters in Arabic: the programme's English name beside its Arabic one. */
const LATIN_ALLOWED = new Set(['app/splash.footer3']);

function placeholders(text: string): string[] {
  return [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1] ?? '').sort();
}

/** The words of a parsed message (literals, plural branches) and the arguments it reads. */
function walk(elements: MessageFormatElement[], words: string[], args: Set<string>): void {
  for (const element of elements) {
    if ('value' in element && typeof element.value === 'string' && element.type === 0) {
      words.push(element.value);
    } else if ('value' in element && typeof element.value === 'string') {
      args.add(element.value);
    }
    if ('options' in element) {
      for (const option of Object.values(element.options)) walk(option.value, words, args);
    }
  }
}

describe('the Arabic tables', () => {
  it('have a table for every English table', () => {
    expect(Object.keys(arabicTables).sort()).toEqual(Object.keys(english).sort());
  });

  for (const [area, table] of Object.entries(english)) {
    describe(area, () => {
      const arabic = arabicTables[area] ?? {};

      it('have exactly the English keys', () => {
        expect(Object.keys(arabic).sort()).toEqual(Object.keys(table).sort());
      });

      it('read the same placeholders and say no word in Latin letters', () => {
        for (const [key, text] of Object.entries(table)) {
          const translated = arabic[key] ?? '';
          const words: string[] = [];
          const args = new Set<string>();
          walk(new IntlMessageFormat(translated, 'ar').getAst(), words, args);
          expect([...args].sort(), `${area}/${key}`).toEqual([...new Set(placeholders(text))]);
          if (!LATIN_ALLOWED.has(`${area}/${key}`)) {
            expect(words.join(' '), `${area}/${key}`).not.toMatch(/[A-Za-z]/);
          }
        }
      });
    });
  }
});
