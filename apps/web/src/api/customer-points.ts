import { getLoyPointsCall } from '@loyalty/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi, envelope } from '../lib/api-client';
import type { ResponseOf } from '../lib/api-client';
import { readLastKnown, saveLastKnown } from '../lib/last-known';
import { logListFailure } from '../lib/log-list-failure';
import { useSession } from '../lib/session';
import type { SignedInUser } from '../lib/session';

/** The customer record with its points summary (docs/wire-protocol.md §3 "Customer points summary"). */
export type CustomerPoints = NonNullable<ResponseOf<'GetLoyPoints'>['DATA']>;

/**
 * 11 GetLoyPoints, TYPE_NAME CUSTOMER: the signed-in customer's record and points. Shared by
 * home, history and the account screens, so it lives here rather than in one feature; the
 * one query key keeps a single cached answer for all of them.
 */
export async function getCustomerPoints(
  user: Pick<SignedInUser, 'CUST_CODE' | 'MOBILE'>,
  signal?: AbortSignal,
): Promise<CustomerPoints | null> {
  const result = await callApi(
    getLoyPointsCall,
    envelope('GetLoyPoints', {
      TYPE_NAME: 'CUSTOMER' as const,
      MOBILE_NUM: user.MOBILE ?? '',
      CUST_CODE: user.CUST_CODE,
    }),
    signal ? { signal } : {},
  ).catch(logListFailure('GetLoyPoints CUSTOMER'));
  // A STATUS false answer has no record: the screens show their defaults ('00', '0 AED').
  return result.data.DATA ?? null;
}

/** Name of the last known answer kept on the phone (lib/last-known). */
export const LAST_KNOWN_POINTS = 'GetLoyPoints';

export const customerPointsQueryOptions = (user: Pick<SignedInUser, 'CUST_CODE' | 'MOBILE'>) =>
  queryOptions({
    queryKey: ['GetLoyPoints', 'CUSTOMER', user.CUST_CODE, user.MOBILE ?? ''],
    queryFn: async ({ signal }) => {
      const points = await getCustomerPoints(user, signal);
      if (points) saveLastKnown(LAST_KNOWN_POINTS, user.CUST_CODE, points);
      return points;
    },
    // A bill at the till or points from a friend change the balance behind the app's back:
    // it is asked again whenever a screen that shows it opens or the app comes back to the
    // foreground, never taken as fresh from an earlier answer.
    staleTime: 0,
    refetchOnWindowFocus: true,
    // The card and the balance work at the till without a signal: the last answer kept on
    // this phone shows at once (stale, so it is fetched again) and stays when offline.
    initialData: () => readLastKnown<CustomerPoints>(LAST_KNOWN_POINTS, user.CUST_CODE)?.data,
    initialDataUpdatedAt: () => readLastKnown(LAST_KNOWN_POINTS, user.CUST_CODE)?.fetchedAt,
  });

/**
 * Keeps an edited record as the one known on this phone, so that a reload before the next
 * fetch shows the edit and not the record from before it. It keeps the time of the last fetch:
 * the edit is the app's own reading, and the server's replaces it at the next fetch.
 */
export function keepEditedCustomerPoints(custCode: string, record: CustomerPoints): void {
  const kept = readLastKnown<CustomerPoints>(LAST_KNOWN_POINTS, custCode);
  saveLastKnown(LAST_KNOWN_POINTS, custCode, record, kept?.fetchedAt);
}

/**
 * The signed-in customer's points; idle while nobody is signed in, or while `ask` is false
 * (the answer kept on the phone still shows).
 */
export function useCustomerPoints(ask = true) {
  const { authUser } = useSession();
  return useQuery({
    ...customerPointsQueryOptions(authUser ?? { CUST_CODE: '' }),
    enabled: authUser !== undefined && ask,
  });
}
