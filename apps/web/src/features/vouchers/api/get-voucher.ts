import { getVoucherCall } from '@loyalty/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi, envelope } from '../../../lib/api-client';
import { useSession } from '../../../lib/session';
import type { SignedInUser } from '../../../lib/session';
import { logListFailure } from '../../../lib/log-list-failure';
import { KIND_FILTER } from '../voucher-kinds';
import type { Voucher, VoucherKind } from '../voucher-kinds';

/** 21 GetVoucher, TYPE_NAME VOUCHER_HISTORY: one of the three lists. */
export async function getVouchers(
  user: Pick<SignedInUser, 'CUST_CODE' | 'MOBILE'>,
  kind: VoucherKind,
  signal?: AbortSignal,
): Promise<Voucher[]> {
  const result = await callApi(
    getVoucherCall,
    envelope('GetVoucher', {
      TYPE_NAME: 'VOUCHER_HISTORY' as const,
      CUST_CODE: user.CUST_CODE,
      ...(user.MOBILE ? { MOBILE_NUM: user.MOBILE } : {}),
      ...KIND_FILTER[kind],
    }),
    signal ? { signal } : {},
  ).catch(logListFailure(`GetVoucher ${kind}`));
  return result.data.VOUCHER_HEADER;
}

export const vouchersQueryOptions = (
  user: Pick<SignedInUser, 'CUST_CODE' | 'MOBILE'>,
  kind: VoucherKind,
) =>
  queryOptions({
    queryKey: ['GetVoucher', user.CUST_CODE, kind],
    queryFn: ({ signal }) => getVouchers(user, kind, signal),
  });

/** The signed-in customer's vouchers of one list. */
export function useVouchers(kind: VoucherKind) {
  const { authUser } = useSession();
  return useQuery({
    ...vouchersQueryOptions(authUser ?? { CUST_CODE: '' }, kind),
    enabled: authUser !== undefined,
  });
}
