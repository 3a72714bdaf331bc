/**
 * Number and date normalisation shared by requests and answers. The vendor sends `YYYY-MM-DD`,
 * `YYYY-MM-DDTHH:mm:ss` or `DD-MM-YYYY` (docs/decisions/013-vendor-backend.md); everything leaves the contract as
 * ISO `YYYY-MM-DD` or ISO `YYYY-MM-DDTHH:mm:ss` (plus the zone when one was given), so the
 * client formats dates in one place and the server stores them one way.
 */
const ISO =
  /^(\d{4})-(\d{2})-(\d{2})(?:[T ](\d{2}):(\d{2})(?::(\d{2})(?:\.\d+)?)?(Z|[+-]\d{2}:?\d{2})?)?$/;
const DAY_FIRST = /^(\d{2})-(\d{2})-(\d{4})$/;

function isCalendarDay(year: number, month: number, day: number): boolean {
  if (month < 1 || month > 12 || day < 1) return false;
  return day <= new Date(Date.UTC(year, month, 0)).getUTCDate();
}

/** ISO form of a wire date, or undefined when it is not one of the accepted forms. */
export function normaliseDate(raw: string): string | undefined {
  const text = raw.trim();
  const dayFirst = DAY_FIRST.exec(text);
  if (dayFirst) {
    const [, dd = '', mm = '', yyyy = ''] = dayFirst;
    return isCalendarDay(+yyyy, +mm, +dd) ? `${yyyy}-${mm}-${dd}` : undefined;
  }
  const iso = ISO.exec(text);
  if (!iso) return undefined;
  const [, yyyy = '', mm = '', dd = '', hh, min, ss = '00', zone = ''] = iso;
  if (!isCalendarDay(+yyyy, +mm, +dd)) return undefined;
  const date = `${yyyy}-${mm}-${dd}`;
  if (hh === undefined || min === undefined) return date;
  if (+hh > 23 || +min > 59 || +ss > 59) return undefined;
  return `${date}T${hh}:${min}:${ss}${zone}`;
}

const NUMERIC = /^[+-]?(?:\d+\.?\d*|\.\d+)$/;

/** The number a numeric string holds (`'120.50'` → 120.5, spaces ignored), else undefined. */
export function numericValue(raw: string): number | undefined {
  const text = raw.trim();
  return NUMERIC.test(text) ? Number(text) : undefined;
}

/**
 * The one stored form of a mobile number: its digits, and a UAE mobile in its national form
 * (`0501234567`) however it was written: `+971 50 123 4567`, `00971501234567`,
 * `971501234567`, `+971 (0)50 123 4567`, `050-123-4567` or `501234567`. Other numbers keep
 * their digits, as before.
 */
export function normaliseMobile(raw: string): string {
  // Spaces, dashes, dots and brackets are how people group digits; anything else (a letter)
  // is not a number, left as written for the checks to refuse.
  const compact = raw.trim().replace(/[\s().-]/g, '');
  if (!/^\+?\d*$/.test(compact)) return compact;
  const international = compact.startsWith('+') || compact.startsWith('00');
  const digits = compact.replace(/^\+|^00/, '');
  // The country code: written with + or 00, or bare on a number too long to be national.
  const uae =
    (international || digits.length >= 11) && digits.startsWith('971')
      ? digits.slice(3).replace(/^0/, '')
      : undefined;
  if (uae !== undefined && /^\d{8,9}$/.test(uae)) return `0${uae}`;
  // A mobile without its trunk zero: 5X XXX XXXX.
  if (/^5\d{8}$/.test(digits)) return `0${digits}`;
  // Other numbers keep their digits (an international one without its + or 00, as before).
  return digits;
}
