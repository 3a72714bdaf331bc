/**
 * Wall-clock times in a named (IANA) time zone, with the runtime's own Intl data: the host's
 * `TZ` plays no part, so a till's `14:05` means the same instant on every server.
 */

export const DEFAULT_TIME_ZONE = 'Asia/Dubai';

const formatters = new Map<string, Intl.DateTimeFormat>();

function formatter(zone: string): Intl.DateTimeFormat {
  let f = formatters.get(zone);
  if (!f) {
    f = new Intl.DateTimeFormat('en-US', {
      timeZone: zone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    });
    formatters.set(zone, f);
  }
  return f;
}

/** Whether the runtime knows this IANA zone (`Asia/Dubai`, `Europe/London`, `UTC`). */
export function isTimeZone(zone: string): boolean {
  try {
    formatter(zone);
    return true;
  } catch {
    return false;
  }
}

interface WallClock {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
  second: number;
}

/** The wall clock in `zone` at an instant. */
function wallClock(instant: number, zone: string): WallClock {
  const parts: Record<string, number> = {};
  for (const p of formatter(zone).formatToParts(new Date(instant))) {
    if (p.type !== 'literal') parts[p.type] = Number(p.value);
  }
  return {
    year: parts.year ?? 0,
    month: parts.month ?? 1,
    day: parts.day ?? 1,
    hour: parts.hour ?? 0,
    minute: parts.minute ?? 0,
    second: parts.second ?? 0,
  };
}

const asUtc = (w: WallClock) => Date.UTC(w.year, w.month - 1, w.day, w.hour, w.minute, w.second);

/** How far `zone` is ahead of UTC at an instant, in ms. */
function offsetAt(instant: number, zone: string): number {
  const whole = instant - (((instant % 1000) + 1000) % 1000);
  return asUtc(wallClock(whole, zone)) - whole;
}

const LOCAL = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2}):(\d{2})$/;

/**
 * The instant a zone-less `YYYY-MM-DDTHH:mm:ss` names in `zone`: `2026-01-31T14:05:00` in
 * Asia/Dubai is `2026-01-31T10:05:00Z`. A time that a clock change skips or repeats is read
 * as the earlier of the instants it could mean.
 */
export function zonedTimeToUtc(local: string, zone: string): Date {
  const m = LOCAL.exec(local);
  if (!m) return new Date(NaN);
  const [, y, mo, d, h, mi, s] = m.map(Number) as number[];
  const guess = Date.UTC(y!, mo! - 1, d!, h!, mi!, s!);
  // The offset at the guess is right unless a clock change lies between the guess and the
  // answer; a second look with the offset at the first answer settles that.
  const first = guess - offsetAt(guess, zone);
  const second = guess - offsetAt(first, zone);
  return new Date(Math.min(first, second));
}

/** The calendar day (`YYYY-MM-DD`) in `zone` at an instant. */
export function dayIn(instant: Date, zone: string): string {
  const w = wallClock(instant.getTime(), zone);
  const pad = (n: number, width = 2) => String(n).padStart(width, '0');
  return `${pad(w.year, 4)}-${pad(w.month)}-${pad(w.day)}`;
}

/** `YYYY-MM-DD` plus a number of days (negative goes back). */
export function addDaysToDay(day: string, days: number): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
}
