import { currentLocale } from './locale';

/** A place's name as a picker shows it, with its language where it is not the screen's. */
export interface PlaceName {
  label: string;
  lang?: 'en';
}

let arabicRegions: Intl.DisplayNames | undefined;

/**
 * A country's name in the screen's language. The lists (the vendor's countries, the bundled
 * nationalities) are English only: in Arabic the browser's own name for the ISO code is shown,
 * and the English name, tagged, where it has none. What is sent stays the English name.
 */
export function countryName(code: string, english: string): PlaceName {
  if (currentLocale() !== 'ar') return { label: english };
  const iso = code.toUpperCase();
  try {
    arabicRegions ??= new Intl.DisplayNames(['ar'], { type: 'region', fallback: 'none' });
    const arabic = /^[A-Z]{2}$/.test(iso) ? arabicRegions.of(iso) : undefined;
    if (arabic) return { label: arabic };
  } catch {
    // A browser without region names: the English one, tagged.
  }
  return { label: english, lang: 'en' };
}

/** A city's or an area's name: the vendor's, in English, tagged so on an Arabic screen. */
export function placeName(english: string): PlaceName {
  return currentLocale() === 'ar' ? { label: english, lang: 'en' } : { label: english };
}
