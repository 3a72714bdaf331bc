import { getLoyPointsCall } from '@loyalty/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi, envelope } from '../../../lib/api-client';
import { formatDate } from '../../../lib/format';
import { useSession } from '../../../lib/session';
import type { SignedInUser } from '../../../lib/session';
import { logListFailure } from '../../../lib/log-list-failure';
import { groupHistory } from '../bills';
import type { History } from '../bills';
import type { DateRange } from '../period-range';

type Customer = Pick<SignedInUser, 'CUST_CODE' | 'MOBILE'>;

/** 11 GetLoyPoints, TYPE_NAME CUSTOMER_HISTORY: the bills and redemptions of a date range. */
export async function getHistory(
  user: Customer,
  range: DateRange,
  signal?: AbortSignal,
): Promise<History> {
  const result = await callApi(
    getLoyPointsCall,
    envelope('GetLoyPoints', {
      TYPE_NAME: 'CUSTOMER_HISTORY' as const,
      MOBILE_NUM: user.MOBILE ?? '',
      CUST_CODE: user.CUST_CODE,
      FROM_DATE: formatDate(range.from, 'YYYY-MM-DD'),
      TO_DATE: formatDate(range.to, 'YYYY-MM-DD'),
    }),
    signal ? { signal } : {},
  ).catch(logListFailure('GetLoyPoints CUSTOMER_HISTORY'));
  return groupHistory(result.data, user.CUST_CODE);
}

export const historyQueryOptions = (user: Customer, range: DateRange) =>
  queryOptions({
    queryKey: [
      'GetLoyPoints',
      'CUSTOMER_HISTORY',
      user.CUST_CODE,
      formatDate(range.from, 'YYYY-MM-DD'),
      formatDate(range.to, 'YYYY-MM-DD'),
    ],
    queryFn: ({ signal }) => getHistory(user, range, signal),
  });

/** The signed-in customer's history over `range`. */
export function useHistory(range: DateRange) {
  const { authUser } = useSession();
  return useQuery({
    ...historyQueryOptions(authUser ?? { CUST_CODE: '' }, range),
    enabled: authUser !== undefined,
  });
}
