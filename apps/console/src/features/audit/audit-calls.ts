import { auditPage, staffPage } from '@loyalty/contract/admin';
import { queryOptions } from '@tanstack/react-query';
import { adminCall } from '../../lib/api';
import { queryString } from '../../lib/list-params';

export const AUDIT_PAGE_SIZE = 50;

export interface AuditFilters {
  staff: string;
  action: string;
  customer: string;
  from: string;
  to: string;
}

/** A page of the audit log, newest first, with the filters the address holds. */
export const auditQuery = (page: number, filters: AuditFilters) =>
  queryOptions({
    queryKey: ['audit', page, filters],
    queryFn: ({ signal }) =>
      adminCall('GET', `/audit${queryString({ page, size: AUDIT_PAGE_SIZE, ...filters })}`, {
        answer: auditPage,
        signal,
      }),
    placeholderData: (previous) => previous,
  });

/** The staff to filter by (owners may list them; a manager filters from a row instead). */
export const staffChoicesQuery = queryOptions({
  queryKey: ['staff', 'choices'],
  queryFn: ({ signal }) =>
    adminCall('GET', `/staff${queryString({ page: 1, size: 200 })}`, { answer: staffPage, signal }),
  staleTime: 60_000,
});

const show = (value: unknown): string =>
  value === null || value === undefined
    ? '—'
    : typeof value === 'object'
      ? JSON.stringify(value)
      : String(value as string | number | boolean);

/** What an entry changed, one `field: before → after` per line (only what was given). */
export function changeLines(
  before: Record<string, unknown>,
  after: Record<string, unknown>,
): string[] {
  const keys = [...new Set([...Object.keys(before), ...Object.keys(after)])];
  return keys.map((key) => {
    if (!(key in before)) return `${key}: ${show(after[key])}`;
    if (!(key in after)) return `${key}: ${show(before[key])} removed`;
    return `${key}: ${show(before[key])} → ${show(after[key])}`;
  });
}
