import {
  adjustPointsResponse,
  customerDetail,
  customerExport,
  customerPage,
  customerStateResponse,
  ledgerPage,
} from '@loyalty/contract/admin';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { adminCall } from '../../lib/api';
import { queryString } from '../../lib/list-params';

export const PAGE_SIZE = 25;

export const searchQuery = (q: string, page: number) =>
  queryOptions({
    queryKey: ['customers', 'search', q, page],
    queryFn: ({ signal }) =>
      adminCall('GET', `/customers${queryString({ q, page, size: PAGE_SIZE })}`, {
        answer: customerPage,
        signal,
      }),
    placeholderData: keepPreviousData,
  });

export const detailQuery = (id: number) =>
  queryOptions({
    queryKey: ['customers', id],
    queryFn: ({ signal }) =>
      adminCall('GET', `/customers/${id}`, { answer: customerDetail, signal }),
  });

export const ledgerQuery = (id: number, page: number) =>
  queryOptions({
    queryKey: ['customers', id, 'ledger', page],
    queryFn: ({ signal }) =>
      adminCall('GET', `/customers/${id}/ledger${queryString({ page, size: PAGE_SIZE })}`, {
        answer: ledgerPage,
        signal,
      }),
    placeholderData: keepPreviousData,
  });

export const adjustPoints = (id: number, points: number, reason: string, key: string) =>
  adminCall('POST', `/customers/${id}/adjust`, {
    answer: adjustPointsResponse,
    body: { points, reason },
    idempotencyKey: key,
  });

export type StandingAction = 'block' | 'unblock' | 'erase';

export const changeStanding = (id: number, action: StandingAction, reason: string) =>
  adminCall('POST', `/customers/${id}/${action}`, {
    answer: customerStateResponse,
    body: { reason },
  });

export const exportCustomer = (id: number) =>
  adminCall('GET', `/customers/${id}/export`, { answer: customerExport });
