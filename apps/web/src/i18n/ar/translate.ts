import { IntlMessageFormat } from 'intl-messageformat';
import { ARABIC_INTL } from './formats';
import type { TextValues } from '../locale';
import { arabicTables } from './tables';

type MessageFormatElement = ReturnType<IntlMessageFormat['getAst']>[number];

// First Strong Isolate … Pop Directional Isolate: a value (a code, an e-mail, a name in Latin
// letters) keeps its own direction inside an Arabic sentence, as <bdi> does in markup.
const FSI = '\u2068';
const PDI = '\u2069';
// A whole number as the app writes it ('12,500'): a plural needs it as a number.
const WRITTEN_WHOLE = /^\d{1,3}(?:,\d{3})*$|^\d+$/;

interface Compiled {
  format: IntlMessageFormat;
  /** The arguments a plural reads: they are given as numbers, the others as written. */
  counted: Set<string>;
}

const compiled = new Map<string, Compiled>();

function pluralArguments(elements: MessageFormatElement[], into: Set<string>): Set<string> {
  for (const element of elements) {
    if ('options' in element && 'pluralType' in element) {
      into.add(element.value);
      for (const option of Object.values(element.options)) pluralArguments(option.value, into);
    }
  }
  return into;
}

function message(area: string, key: string, text: string): Compiled {
  const id = `${area}\u0000${key}`;
  let found = compiled.get(id);
  if (!found) {
    const format = new IntlMessageFormat(text, ARABIC_INTL);
    found = { format, counted: pluralArguments(format.getAst(), new Set()) };
    compiled.set(id, found);
  }
  return found;
}

function arabicValue(value: string | number, counted: boolean): string | number {
  if (counted) return typeof value === 'number' ? value : Number(value.replace(/,/g, ''));
  if (typeof value === 'number' || value === '' || WRITTEN_WHOLE.test(value)) return value;
  return `${FSI}${value}${PDI}`;
}

/** The Arabic text of `key` in table `area`, ICU plurals resolved; undefined where none. */
export function translateArabic(
  area: string,
  key: string,
  values?: TextValues,
): string | undefined {
  const text = arabicTables[area]?.[key];
  if (text === undefined) return undefined;
  const { format, counted } = message(area, key, text);
  const given: Record<string, string | number> = {};
  for (const [name, value] of Object.entries(values ?? {}))
    given[name] = arabicValue(value, counted.has(name));
  const formatted = format.format(given);
  return typeof formatted === 'string' ? formatted : String(formatted);
}

export { loadArabicFont } from './font';
export { arabicFormats } from './formats';
export { arabicRefusal } from './refusals';
