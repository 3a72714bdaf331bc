import { billDetail, billPage, reverseBillResponse } from '@loyalty/contract/admin';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { adminCall } from '../../lib/api';
import { queryString } from '../../lib/list-params';

export const PAGE_SIZE = 25;

export interface BillFilters {
  q: string;
  custCode: string;
  from: string;
  to: string;
}

export const billsQuery = (filters: BillFilters, page: number) =>
  queryOptions({
    queryKey: ['bills', 'search', filters, page],
    queryFn: ({ signal }) =>
      adminCall('GET', `/bills${queryString({ ...filters, page, size: PAGE_SIZE })}`, {
        answer: billPage,
        signal,
      }),
    placeholderData: keepPreviousData,
  });

export const billQuery = (id: number) =>
  queryOptions({
    queryKey: ['bills', id],
    queryFn: ({ signal }) => adminCall('GET', `/bills/${id}`, { answer: billDetail, signal }),
  });

export const reverseBill = (id: number, reason: string) =>
  adminCall('POST', `/bills/${id}/reverse`, { answer: reverseBillResponse, body: { reason } });
