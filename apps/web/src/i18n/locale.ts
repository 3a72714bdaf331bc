import { useSyncExternalStore } from 'react';
import { getCookie, setCookie } from '../lib/cookies';
import type { ArabicFormats } from './ar/formats';
import type { arabicRefusal, translateArabic } from './ar/translate';

/**
 * The language the app speaks (docs/decisions/026-arabic.md). English is built in; Arabic's
 * texts, its message formatter and its font are a chunk of their own, loaded only when chosen,
 * so the English path carries only this store.
 */
export type Locale = 'en' | 'ar';

export type TextValues = Record<string, string | number>;

export const LOCALE_COOKIE = 'lang';
// Kept like the theme: a setting of this phone, for a year.
const LOCALE_COOKIE_DAYS = 365;

/** What the Arabic chunk gives: its texts and its formats. */
interface Arabic {
  translateArabic: typeof translateArabic;
  arabicFormats: ArabicFormats;
  arabicRefusal: typeof arabicRefusal;
}

interface LocaleState {
  locale: Locale;
  arabic?: Arabic;
}

let state: LocaleState = { locale: 'en' };
const listeners = new Set<() => void>();

function isLocale(value: unknown): value is Locale {
  return value === 'en' || value === 'ar';
}

/** The language chosen on this phone; before any choice, the browser's first language. */
export function readLocale(): Locale {
  const saved = getCookie(LOCALE_COOKIE);
  if (isLocale(saved)) return saved;
  const first = navigator.languages[0] ?? navigator.language;
  return first.toLowerCase().startsWith('ar') ? 'ar' : 'en';
}

export function currentLocale(): Locale {
  return state.locale;
}

/** Arabic's number, money and month formats while Arabic is on; undefined in English. */
export function arabicFormats(): ArabicFormats | undefined {
  return state.arabic?.arabicFormats;
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The language on screen; a change re-renders whoever reads it. */
export function useLocale(): Locale {
  return useSyncExternalStore(subscribe, currentLocale, currentLocale);
}

async function loadArabic(): Promise<Arabic> {
  const arabic = await import('./ar/translate');
  arabic.loadArabicFont();
  return arabic;
}

/**
 * Shows the app in `locale`: loads its texts first (Arabic's chunk), then sets `lang` and
 * `dir` on <html> and tells every reader. `save` keeps the choice on this phone.
 */
export async function setLocale(locale: Locale, save = true): Promise<void> {
  const arabic = locale === 'ar' ? await loadArabic() : undefined;
  if (save) setCookie(LOCALE_COOKIE, locale, { days: LOCALE_COOKIE_DAYS });
  const root = document.documentElement;
  root.lang = locale;
  root.dir = locale === 'ar' ? 'rtl' : 'ltr';
  if (state.locale === locale && state.arabic === arabic) return;
  state = { locale, arabic };
  for (const listener of listeners) listener();
}

/** A refusal the server wrote (in English) in the language on screen. */
export function refusalText(text: string): string {
  return state.arabic?.arabicRefusal(text) ?? text;
}

/** `text` with `{name}` placeholders filled from `values`. */
export function fillText(text: string, values?: TextValues): string {
  if (!values) return text;
  return text.replace(/\{(\w+)\}/g, (whole, name: string) =>
    name in values ? String(values[name]) : whole,
  );
}

/** The text of `key` in table `area` in the chosen language; `english` where it has none. */
export function localText(area: string, key: string, english: string, values?: TextValues): string {
  return state.arabic?.translateArabic(area, key, values) ?? fillText(english, values);
}
