import {
  feedbackReport,
  membersReport,
  pointsReport,
  vouchersReport,
} from '@loyalty/contract/admin';
import { queryOptions } from '@tanstack/react-query';
import { adminCall } from '../../lib/api';

// The reports' own default: the current month and the eleven before it.
const report = <S extends Parameters<typeof adminCall>[2]['answer']>(name: string, answer: S) =>
  queryOptions({
    queryKey: ['reports', name],
    queryFn: ({ signal }) => adminCall('GET', `/reports/${name}`, { answer, signal }),
    staleTime: 60_000,
  });

export const membersQuery = report('members', membersReport);
export const pointsQuery = report('points', pointsReport);
export const vouchersQuery = report('vouchers', vouchersReport);
export const feedbackQuery = report('feedback', feedbackReport);

/** `2026-03` as `Mar 2026`, as the charts and their tables label a month. */
export function monthLabel(month: string): string {
  const [year, number] = month.split('-').map(Number);
  if (!year || !number) return month;
  return new Date(Date.UTC(year, number - 1, 1)).toLocaleDateString('en-GB', {
    month: 'short',
    year: 'numeric',
    timeZone: 'UTC',
  });
}

/** A count or an amount as the dashboard shows it. */
export const figure = (n: number, digits = 0) =>
  n.toLocaleString('en', { minimumFractionDigits: digits, maximumFractionDigits: digits });
