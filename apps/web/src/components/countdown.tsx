import { useEffect, useState } from 'react';
import { parseDate } from '../lib/format';
import { tOffers } from '../i18n/offers';
import './countdown.css';

export const COUNTDOWN_TICK_MS = 1000;

export interface TimeLeft {
  days: number;
  hours: number;
  minutes: number;
  seconds: number;
}

/** Whole days, hours, minutes and seconds from `now` to `end`; all 0 once it has passed. */
export function timeLeft(end: Date, now: Date): TimeLeft {
  const total = Math.max(0, Math.floor((end.getTime() - now.getTime()) / 1000));
  return {
    days: Math.floor(total / 86_400),
    hours: Math.floor((total % 86_400) / 3600),
    minutes: Math.floor((total % 3600) / 60),
    seconds: total % 60,
  };
}

/**
 * The end of the day `value` names: an offer valid to 2025-06-30 runs through that whole day.
 * A value with a time of day is taken as it is.
 */
export function endOf(value: string): Date | undefined {
  const date = parseDate(value);
  if (!date) return undefined;
  if (/[T ]\d{2}:\d{2}/.test(value)) return date;
  return new Date(date.getFullYear(), date.getMonth(), date.getDate(), 23, 59, 59);
}

/** docs/wire-protocol.md §2/§4: days, hrs, mins and secs to `to`, ticking every second. */
export function Countdown({ to }: { to: string }) {
  const end = endOf(to);
  const [now, setNow] = useState(() => new Date());

  const finished = !end || end.getTime() <= now.getTime();
  useEffect(() => {
    if (finished) return;
    const timer = setInterval(() => setNow(new Date()), COUNTDOWN_TICK_MS);
    return () => clearInterval(timer);
  }, [finished]);

  const left = end ? timeLeft(end, now) : { days: 0, hours: 0, minutes: 0, seconds: 0 };
  const parts = [
    [left.days, tOffers('countdown.days')],
    [left.hours, tOffers('countdown.hrs')],
    [left.minutes, tOffers('countdown.mins')],
    [left.seconds, tOffers('countdown.secs')],
  ] as const;
  // role="timer" is not announced on every tick; the label names what it counts.
  return (
    <div className="countdown" role="timer" aria-label={tOffers('countdown.label')}>
      {parts.map(([value, unit]) => (
        <span className="countdown__part" key={unit} data-unit={unit}>
          <span className="countdown__value">{String(value).padStart(2, '0')}</span>
          <span className="countdown__unit">{unit}</span>
        </span>
      ))}
    </div>
  );
}
