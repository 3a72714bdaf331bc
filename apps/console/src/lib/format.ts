/** How the console writes numbers, money and times: English digits, the programme's AED. */
const points = new Intl.NumberFormat('en');
const aed = new Intl.NumberFormat('en', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
const when = new Intl.DateTimeFormat('en-GB', { dateStyle: 'medium', timeStyle: 'short' });
const day = new Intl.DateTimeFormat('en-GB', { dateStyle: 'medium' });
// A date without a time names a calendar day, not an instant: read and written in UTC.
const calendarDay = new Intl.DateTimeFormat('en-GB', { dateStyle: 'medium', timeZone: 'UTC' });

export const formatPoints = (n: number): string => points.format(n);

/** A signed change of points: +50, −20. */
export const formatChange = (n: number): string =>
  n > 0 ? `+${points.format(n)}` : `−${points.format(Math.abs(n))}`;

export const formatAed = (n: number): string => `AED ${aed.format(n)}`;

/** An instant, or the text itself when it is not one. */
export function formatWhen(iso: string): string {
  const at = new Date(iso);
  return Number.isNaN(at.getTime()) ? iso : when.format(at);
}

/** A day (`2026-12-31` or a full ISO time) as staff read it: 31 Dec 2026. */
export function formatDay(iso: string): string {
  const dateOnly = /^\d{4}-\d{2}-\d{2}$/.test(iso);
  const at = new Date(dateOnly ? `${iso}T00:00:00Z` : iso);
  if (Number.isNaN(at.getTime())) return iso;
  return (dateOnly ? calendarDay : day).format(at);
}
