const DAY = new Intl.DateTimeFormat('en-GB', {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  timeZone: 'UTC',
});

/** A day (`2026-12-31` or a full ISO time) as staff read it: 31 Dec 2026. */
export function formatDay(iso: string): string {
  const date = new Date(iso.length === 10 ? `${iso}T00:00:00Z` : iso);
  return Number.isNaN(date.getTime()) ? iso : DAY.format(date);
}

/** An amount in dirhams with two decimals. */
export function formatAed(value: number): string {
  return `${value.toLocaleString('en', { minimumFractionDigits: 2, maximumFractionDigits: 2 })} AED`;
}
