/**
 * Number and date normalisation shared by requests and answers. The vendor sends `YYYY-MM-DD`,
 * `YYYY-MM-DDTHH:mm:ss` or `DD-MM-YYYY` (decisions.md §4); everything leaves the contract as
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
