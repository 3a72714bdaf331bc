import {
  customerDetail,
  customerPage,
  tillBillResponse,
  tillRedeemResponse,
  type TillBillRequest,
  type TillRedeemRequest,
} from '@loyalty/contract/admin';
import { queryOptions } from '@tanstack/react-query';
import { adminCall } from '../../lib/api';
import { queryString } from '../../lib/list-params';
import { exactMatches } from './match';

/** The customers whose card, mobile or code is exactly `text`. */
export async function findAtTill(text: string) {
  const found = await adminCall('GET', `/customers${queryString({ q: text.trim(), size: 20 })}`, {
    answer: customerPage,
  });
  return exactMatches(found.items, text);
}

export const tillCustomerQuery = (id: number) =>
  queryOptions({
    queryKey: ['customers', id],
    queryFn: ({ signal }) =>
      adminCall('GET', `/customers/${id}`, { answer: customerDetail, signal }),
  });

export const postTillBill = (body: TillBillRequest, key: string) =>
  adminCall('POST', '/till/bills', { answer: tillBillResponse, body, idempotencyKey: key });

export const redeemAtTill = (body: TillRedeemRequest) =>
  adminCall('POST', '/till/vouchers/redeem', { answer: tillRedeemResponse, body });
