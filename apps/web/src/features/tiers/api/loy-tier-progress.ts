import { tierProgressCall } from '@loyalty/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi, envelope, type ResponseOf } from '../../../lib/api-client';
import { useOurFeature } from '../../../lib/app-settings';
import { useAfterFirstPaint } from '../../../lib/after-first-paint';
import { logListFailure } from '../../../lib/log-list-failure';
import { useSession } from '../../../lib/session';

export type TierProgressData = NonNullable<ResponseOf<'LoyTierProgress'>['DATA']>;

/** Our LoyTierProgress: the customer's tier and what the next one needs; null when refused. */
export async function getTierProgress(signal?: AbortSignal): Promise<TierProgressData | null> {
  const result = await callApi(
    tierProgressCall,
    envelope('LoyTierProgress', {}),
    signal ? { signal } : {},
  ).catch(logListFailure('LoyTierProgress'));
  return result.ok ? (result.data.DATA ?? null) : null;
}

export const tierProgressQueryOptions = (custCode: string) =>
  queryOptions({
    queryKey: ['LoyTierProgress', custCode],
    queryFn: ({ signal }) => getTierProgress(signal),
    staleTime: 0,
  });

/**
 * Asked only where the server serves tier progress, once home has painted. `awaited` is true
 * while an answer is still to come (not yet asked, or asked and not yet in).
 */
export function useTierProgress() {
  const { authUser } = useSession();
  const served = useOurFeature('tier-progress');
  const painted = useAfterFirstPaint();
  const wanted = served && authUser !== undefined;
  const query = useQuery({
    ...tierProgressQueryOptions(authUser?.CUST_CODE ?? ''),
    enabled: wanted && painted,
  });
  return { ...query, awaited: wanted && query.isPending };
}
