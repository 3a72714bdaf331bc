import { describe, expect, it } from 'vitest';
import { formatDate } from '../../lib/format';
import {
  DEFAULT_PERIOD,
  fourYears,
  historyPeriods,
  monthsBefore,
  periodRange,
} from './period-range';
import type { Period } from './period-range';

const iso = (date: Date) => formatDate(date, 'YYYY-MM-DD');
const range = (period: Period, today: Date) => {
  const { from, to } = periodRange(period, today);
  return [iso(from), iso(to)];
};

describe('periodRange', () => {
  const today = new Date(2025, 4, 15, 17, 45); // 15 May 2025, late afternoon

  it('counts the last days back from today', () => {
    expect(range('last3Days', today)).toEqual(['2025-05-12', '2025-05-15']);
    expect(range('last7Days', today)).toEqual(['2025-05-08', '2025-05-15']);
    expect(range('last30Days', today)).toEqual(['2025-04-15', '2025-05-15']);
    expect(range('last60Days', today)).toEqual(['2025-03-16', '2025-05-15']);
  });

  it('counts the last month and the last 3 months to the same day', () => {
    expect(range('lastMonth', today)).toEqual(['2025-04-15', '2025-05-15']);
    expect(range('last3Months', today)).toEqual(['2025-02-15', '2025-05-15']);
  });

  it('starts the last 6 months at the start of that month', () => {
    expect(range('last6Months', today)).toEqual(['2024-11-01', '2025-05-15']);
  });

  it('gives whole past years and the current year to today', () => {
    expect(range('2025', today)).toEqual(['2025-01-01', '2025-05-15']);
    expect(range('2024', today)).toEqual(['2024-01-01', '2024-12-31']);
    expect(range('2022', today)).toEqual(['2022-01-01', '2022-12-31']);
  });

  it('crosses year ends and short months', () => {
    const newYear = new Date(2025, 0, 2);
    expect(range('last7Days', newYear)).toEqual(['2024-12-26', '2025-01-02']);
    expect(range('lastMonth', newYear)).toEqual(['2024-12-02', '2025-01-02']);
    expect(range('last6Months', newYear)).toEqual(['2024-07-01', '2025-01-02']);
    expect(range('lastMonth', new Date(2024, 2, 31))).toEqual(['2024-02-29', '2024-03-31']);
    expect(range('last3Months', new Date(2025, 4, 31))).toEqual(['2025-02-28', '2025-05-31']);
  });

  it('always ends today or earlier and starts before it ends', () => {
    for (const { period } of historyPeriods(today)) {
      const { from, to } = periodRange(period, today);
      expect(from.getTime()).toBeLessThan(to.getTime());
      expect(iso(to) <= '2025-05-15').toBe(true);
    }
  });

  it('refuses a period it does not know', () => {
    expect(() => periodRange('fortnight' as Period, today)).toThrow(RangeError);
  });
});

describe('historyPeriods', () => {
  it('lists the rolling periods, then this year and the three before', () => {
    const labels = historyPeriods(new Date(2025, 4, 15)).map((p) => p.label);
    expect(labels).toEqual([
      'Last 3 days',
      'Last 7 days',
      'Last 30 days',
      'Last 60 days',
      'Last month',
      'Last 3 months',
      'Last 6 months',
      '2025',
      '2024',
      '2023',
      '2022',
    ]);
  });

  it('defaults to the last month (docs/decisions/015-spec-readings.md)', () => {
    expect(DEFAULT_PERIOD).toBe('lastMonth');
  });
});

describe('helpers', () => {
  it('keeps the day of month where it exists', () => {
    expect(iso(monthsBefore(new Date(2025, 6, 31), 1))).toBe('2025-06-30');
    expect(iso(monthsBefore(new Date(2025, 6, 15), 12))).toBe('2024-07-15');
  });

  it('searches the four years the dropdown reaches', () => {
    const { from, to } = fourYears(new Date(2025, 4, 15, 9));
    expect([iso(from), iso(to)]).toEqual(['2022-01-01', '2025-05-15']);
  });
});
