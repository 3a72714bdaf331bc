import { sql, type RawBuilder } from 'kysely';
import { zonedTimeToUtc, dayIn } from '../../lib/time-zone';

/** A report's months in the programme's time zone, each with the UTC instant it starts. */
export interface MonthRange {
  from: string;
  to: string;
  months: { month: string; start: string }[];
  /** The instant the month after `to` starts. */
  end: string;
}

const index = (m: string) => Number(m.slice(0, 4)) * 12 + Number(m.slice(5, 7)) - 1;
const label = (i: number) =>
  `${String(Math.floor(i / 12)).padStart(4, '0')}-${String((i % 12) + 1).padStart(2, '0')}`;

/** `from` and `to` as asked; left out, the current month and the eleven before it. */
export function monthRange(
  zone: string,
  now: Date,
  asked: { from?: string | undefined; to?: string | undefined },
): MonthRange {
  const to = asked.to ?? dayIn(now, zone).slice(0, 7);
  const from = asked.from ?? label(index(to) - 11);
  const startOf = (i: number) => zonedTimeToUtc(`${label(i)}-01T00:00:00`, zone).toISOString();
  const months = [];
  for (let i = index(from); i <= index(to); i++)
    months.push({ month: label(i), start: startOf(i) });
  return { from, to, months, end: startOf(index(to) + 1) };
}

/**
 * The month a stored time falls in, as SQL: `case when t < start2 then m1 … else mN end`.
 * `key` cuts each start to the stored form (whole UTC hours for the hourly summary).
 */
export function monthOf(
  column: RawBuilder<unknown>,
  range: MonthRange,
  key: (instant: string) => string = (s) => s,
): RawBuilder<string> {
  const { months } = range;
  const whens = months
    .slice(1)
    .map((m, i) => sql`when ${column} < ${key(m.start)} then cast(${months[i]!.month} as text)`);
  const last = months[months.length - 1]!.month;
  const otherwise = sql`cast(${last} as text)`;
  if (whens.length === 0) return sql<string>`${otherwise}`;
  return sql<string>`case ${sql.join(whens, sql` `)} else ${otherwise} end`;
}
