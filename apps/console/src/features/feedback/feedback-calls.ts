import { feedbackResults } from '@loyalty/contract/admin';
import { queryOptions } from '@tanstack/react-query';
import { adminCall } from '../../lib/api';
import { queryString } from '../../lib/list-params';

export const COMMENTS_PAGE_SIZE = 20;

/** The results of the period (days, both counted; open when left out), comments paged. */
export const feedbackQuery = (page: number, from: string, to: string) =>
  queryOptions({
    queryKey: ['feedback', page, from, to],
    queryFn: ({ signal }) =>
      adminCall('GET', `/feedback${queryString({ page, size: COMMENTS_PAGE_SIZE, from, to })}`, {
        answer: feedbackResults,
        signal,
      }),
    placeholderData: (previous) => previous,
  });

/** Each option's share of a question's answers, in whole per cent (0 without answers). */
export function shares(counts: readonly number[]): number[] {
  const total = counts.reduce((sum, n) => sum + n, 0);
  return counts.map((n) => (total === 0 ? 0 : Math.round((n / total) * 100)));
}

/** An average as the screen says it: one decimal, or a dash without answers. */
export const averageText = (average: number | null) =>
  average === null ? '—' : average.toLocaleString('en', { maximumFractionDigits: 1 });
