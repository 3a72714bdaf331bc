import {
  page,
  voucherBatch,
  voucherBatchIssued,
  voucherBatchVoided,
  type VoucherBatchRequest,
} from '@loyalty/contract/admin';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { adminCall } from '../../lib/api';
import { queryString } from '../../lib/list-params';

export const BATCH_PAGE_SIZE = 20;

/** One page of the batches, newest first. */
export const batchesQuery = (pageNumber: number) =>
  queryOptions({
    queryKey: ['voucher-batches', pageNumber],
    queryFn: ({ signal }) =>
      adminCall(
        'GET',
        `/voucher-batches${queryString({ page: pageNumber, size: BATCH_PAGE_SIZE })}`,
        { answer: page(voucherBatch), signal },
      ),
    placeholderData: keepPreviousData,
  });

export const issueBatch = (body: VoucherBatchRequest) =>
  adminCall('POST', '/voucher-batches', { answer: voucherBatchIssued, body });

export const voidBatch = (id: number) =>
  adminCall('POST', `/voucher-batches/${id}/void`, { answer: voucherBatchVoided });

/** The batch's codes as CSV, fetched by the browser itself as a download (same-origin cookie). */
export const exportUrl = (id: number) => `/api/admin/voucher-batches/${id}/export`;
