import { pointsExpiryCall } from '@loyalty/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi, envelope, type ResponseOf } from '../../../lib/api-client';
import { useOurFeature } from '../../../lib/app-settings';
import { useAfterFirstPaint } from '../../../lib/after-first-paint';
import { logListFailure } from '../../../lib/log-list-failure';
import { useSession } from '../../../lib/session';

export type ComingExpiry = ResponseOf<'LoyPointsExpiry'>['DATA'][number];

/** Our LoyPointsExpiry: the coming expiries by date, soonest first. */
export async function getExpiries(signal?: AbortSignal): Promise<ComingExpiry[]> {
  const result = await callApi(
    pointsExpiryCall,
    envelope('LoyPointsExpiry', {}),
    signal ? { signal } : {},
  ).catch(logListFailure('LoyPointsExpiry'));
  return result.ok ? result.data.DATA.filter((e) => e.POINTS > 0) : [];
}

export const expiriesQueryOptions = (custCode: string) =>
  queryOptions({
    queryKey: ['LoyPointsExpiry', custCode],
    queryFn: ({ signal }) => getExpiries(signal),
    staleTime: 0,
  });

/**
 * Asked only where the server serves the expiry timeline; on home, once it has painted.
 * `awaited` is true while an answer is still to come (not yet asked, or not yet in).
 */
export function useExpiries({ waitForPaint = false } = {}) {
  const { authUser } = useSession();
  const served = useOurFeature('expiry-timeline');
  const painted = useAfterFirstPaint();
  const wanted = served && authUser !== undefined;
  const query = useQuery({
    ...expiriesQueryOptions(authUser?.CUST_CODE ?? ''),
    enabled: wanted && (painted || !waitForPaint),
  });
  return { ...query, awaited: wanted && query.isPending };
}
