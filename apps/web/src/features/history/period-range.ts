import { tHistory } from '../../i18n/history';

/**
 * docs/wire-protocol.md §9 history periods: last 3, 7, 30, 60 days; last month; last 3 months; last 6 months
 * (from the start of that month); the current year and the previous three years.
 */
export type RollingPeriod =
  | 'last3Days'
  | 'last7Days'
  | 'last30Days'
  | 'last60Days'
  | 'lastMonth'
  | 'last3Months'
  | 'last6Months';

/** A rolling period, or a calendar year (`'2025'`). */
export type Period = RollingPeriod | `${number}`;

export interface DateRange {
  from: Date;
  to: Date;
}

/** docs/decisions/015-spec-readings.md: the first load shows the last month, and the dropdown says so. */
export const DEFAULT_PERIOD: Period = 'lastMonth';

const ROLLING: RollingPeriod[] = [
  'last3Days',
  'last7Days',
  'last30Days',
  'last60Days',
  'lastMonth',
  'last3Months',
  'last6Months',
];

const DAYS: Partial<Record<RollingPeriod, number>> = {
  last3Days: 3,
  last7Days: 7,
  last30Days: 30,
  last60Days: 60,
};

const MONTHS: Partial<Record<RollingPeriod, number>> = {
  lastMonth: 1,
  last3Months: 3,
};

function day(date: Date): Date {
  return new Date(date.getFullYear(), date.getMonth(), date.getDate());
}

/** `months` before `date`, on the same day or the month's last day (31 March − 1 → 28/29 Feb). */
export function monthsBefore(date: Date, months: number): Date {
  const first = new Date(date.getFullYear(), date.getMonth() - months, 1);
  const lastDay = new Date(first.getFullYear(), first.getMonth() + 1, 0).getDate();
  return new Date(first.getFullYear(), first.getMonth(), Math.min(date.getDate(), lastDay));
}

/** The dates a period covers, both days included, as seen on `today`. */
export function periodRange(period: Period, today: Date): DateRange {
  const to = day(today);
  const days = DAYS[period as RollingPeriod];
  if (days !== undefined) {
    return { from: new Date(to.getFullYear(), to.getMonth(), to.getDate() - days), to };
  }
  const months = MONTHS[period as RollingPeriod];
  if (months !== undefined) return { from: monthsBefore(to, months), to };
  if (period === 'last6Months') {
    const start = monthsBefore(to, 6);
    return { from: new Date(start.getFullYear(), start.getMonth(), 1), to };
  }
  const year = Number(period);
  if (!Number.isInteger(year)) throw new RangeError(`unknown history period: ${period}`);
  const end = new Date(year, 11, 31);
  // The current year runs to today; asking for days to come would add nothing.
  return { from: new Date(year, 0, 1), to: end > to ? to : end };
}

/** Every period the dropdown offers, in its order, with its label. */
export function historyPeriods(today: Date): { period: Period; label: string }[] {
  const year = today.getFullYear();
  const years = [0, 1, 2, 3].map((back) => `${year - back}` as Period);
  return [
    ...ROLLING.map((period) => ({ period, label: tHistory(`period.${period}`) })),
    ...years.map((period) => ({ period, label: period })),
  ];
}

/** The range the detail screen searches on a reload: the four years the dropdown reaches. */
export function fourYears(today: Date): DateRange {
  return { from: new Date(today.getFullYear() - 3, 0, 1), to: day(today) };
}
