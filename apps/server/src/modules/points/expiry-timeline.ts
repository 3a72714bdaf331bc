import { dayIn } from '../../lib/time-zone';
import { expiryCutoff } from './expiry-rule';

export interface ComingExpiry {
  /** `YYYY-MM-DD` in the programme's time zone. */
  expiresOn: string;
  points: number;
}

/**
 * The first moment the expiry job finds a credit made at `credited` due: when the cutoff
 * (`months` back, clamped to a short month's end) reaches it; past a short month's end that is
 * the next month's first day.
 */
export function expiresAt(credited: Date, months: number): Date {
  const d = new Date(credited.getTime());
  const day = d.getUTCDate();
  d.setUTCDate(1);
  d.setUTCMonth(d.getUTCMonth() + months);
  const last = new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth() + 1, 0)).getUTCDate();
  d.setUTCDate(Math.min(day, last));
  if (expiryCutoff(d, months) >= credited) return d;
  return new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth() + 1, 1));
}

/**
 * The points still to expire, by day, under the ledger's first-in-first-out rule
 * (expiry-rule.ts): debits so far use up the oldest credits first, what remains of each later
 * credit expires `months` after it. Points already due (the job has not run yet) expire today.
 */
export function comingExpiries(args: {
  /** Credits made after the cutoff, oldest first. */
  credits: { points: number; at: string }[];
  /** Credits up to the cutoff and every debit so far, as the expiry job sums them. */
  oldCredits: number;
  debits: number;
  months: number;
  asOf: Date;
  timeZone: string;
}): ComingExpiry[] {
  const byDay = new Map<string, number>();
  const add = (day: string, points: number) => byDay.set(day, (byDay.get(day) ?? 0) + points);
  let unspent = args.debits - args.oldCredits;
  if (unspent < 0) {
    add(dayIn(args.asOf, args.timeZone), -unspent);
    unspent = 0;
  }
  for (const credit of args.credits) {
    const left = credit.points - Math.min(unspent, credit.points);
    unspent -= credit.points - left;
    if (left > 0) add(dayIn(expiresAt(new Date(credit.at), args.months), args.timeZone), left);
  }
  return [...byDay].map(([expiresOn, points]) => ({ expiresOn, points }));
}
