import { calculatePointsCall } from '@loyalty/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { callApi, envelope } from '../lib/api-client';
import { useSession } from '../lib/session';
import type { SignedInUser } from '../lib/session';

/**
 * 20 CalculatePoints: the AED value of `points` for the signed-in customer. Shared by the
 * voucher sheet and the share-points form, so it lives here. A failure is only logged and
 * reads as 0 (docs/wire-protocol.md §8: the CalculatePoints MESSAGE is not shown).
 */
export async function calculatePoints(
  user: Pick<SignedInUser, 'CUST_CODE' | 'MOBILE'>,
  points: number,
  signal?: AbortSignal,
): Promise<number> {
  try {
    const result = await callApi(
      calculatePointsCall,
      envelope('CalculatePoints', {
        TYPE_NAME: 'CAL_POINTS' as const,
        CUST_CODE: user.CUST_CODE,
        MOBILE_NUM: user.MOBILE ?? '',
        POINTS: points,
      }),
      signal ? { signal } : {},
    );
    if (!result.ok) console.warn('CalculatePoints:', result.message);
    return result.ok ? (result.data.REEDEEM_AMOUNT ?? 0) : 0;
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    console.warn('CalculatePoints: could not be calculated', error);
    return 0;
  }
}

export const calculatePointsQueryOptions = (
  user: Pick<SignedInUser, 'CUST_CODE' | 'MOBILE'>,
  points: number,
) =>
  queryOptions({
    queryKey: ['CalculatePoints', user.CUST_CODE, points],
    queryFn: ({ signal }) => calculatePoints(user, points, signal),
    staleTime: 5 * 60_000,
  });

/**
 * The AED value of `points`, asked only while `enabled` (docs/wire-protocol.md §4: the calculation runs for
 * points above 0, the voucher sheet also needs them within the total); 0 otherwise. The last
 * value stays on screen while the next one loads, so the figure does not flicker as one types.
 */
export function useRedeemAmount(points: number, enabled: boolean): number {
  const { authUser } = useSession();
  const active = enabled && authUser !== undefined && Number.isFinite(points) && points > 0;
  const query = useQuery({
    ...calculatePointsQueryOptions(authUser ?? { CUST_CODE: '' }, points),
    enabled: active,
    placeholderData: keepPreviousData,
  });
  return active ? (query.data ?? 0) : 0;
}
