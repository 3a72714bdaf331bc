/** How the console writes numbers, money and times: English digits, the programme's AED. */
const points = new Intl.NumberFormat('en');
const aed = new Intl.NumberFormat('en', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
const when = new Intl.DateTimeFormat('en-GB', { dateStyle: 'medium', timeStyle: 'short' });
const day = new Intl.DateTimeFormat('en-GB', { dateStyle: 'medium' });

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

export function formatDay(iso: string): string {
  const at = new Date(iso);
  return Number.isNaN(at.getTime()) ? iso : day.format(at);
}
