import { activityCall } from '@loyalty/contract';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { ApiError, callApi, envelope, type ResponseOf } from '../../../lib/api-client';
import { useOurFeature } from '../../../lib/app-settings';
import { logListFailure } from '../../../lib/log-list-failure';
import { useSession } from '../../../lib/session';

export type ActivityMove = ResponseOf<'LoyActivity'>['DATA'][number];
interface ActivityPage {
  moves: ActivityMove[];
  next: string | undefined;
}

/** Moves a page carries: a phone screen and a bit, so the first page fills it. */
const PAGE_SIZE = 20;

/** Our LoyActivity: one page of moves after `cursor`, newest first. */
export async function getActivityPage(cursor: string, signal?: AbortSignal): Promise<ActivityPage> {
  const result = await callApi(
    activityCall,
    envelope('LoyActivity', { PAGE_SIZE, ...(cursor ? { CURSOR: cursor } : {}) }),
    signal ? { signal } : {},
  ).catch(logListFailure('LoyActivity'));
  if (!result.ok) throw new ApiError(200, result.message ?? 'LoyActivity refused');
  return { moves: result.data.DATA, next: result.data.NEXT_CURSOR };
}

export const activityQueryOptions = (custCode: string) =>
  infiniteQueryOptions({
    queryKey: ['LoyActivity', custCode],
    queryFn: ({ pageParam, signal }) => getActivityPage(pageParam, signal),
    initialPageParam: '',
    getNextPageParam: (last: ActivityPage) => last.next,
  });

/** The signed-in customer's activity, a page at a time; asked only where it is served. */
export function useActivity() {
  const { authUser } = useSession();
  const served = useOurFeature('activity');
  return useInfiniteQuery({
    ...activityQueryOptions(authUser?.CUST_CODE ?? ''),
    enabled: served && authUser !== undefined,
  });
}
