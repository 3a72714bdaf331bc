import { ourNotificationsCall, ourNotificationsReadCall } from '@loyalty/contract';
import {
  infiniteQueryOptions,
  queryOptions,
  useInfiniteQuery,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import { callApi, envelope } from '../lib/api-client';
import type { ResponseOf } from '../lib/api-client';
import { useOurFeature } from '../lib/app-settings';

export type NotificationsPage = NonNullable<ResponseOf<'OurNotifications'>['DATA']>;
export type Notification = NotificationsPage['ITEMS'][number];

/** How many notifications the inbox asks for at a time. */
export const INBOX_PAGE = 20;

/**
 * OurNotifications (ours, docs/decisions/022-member-account.md): a page of the inbox, newest
 * first, older than `before`. Shared by the inbox and the navigation's unread count.
 */
export async function getNotifications(
  page: { before?: number; limit: number },
  signal?: AbortSignal,
): Promise<NotificationsPage> {
  const result = await callApi(
    ourNotificationsCall,
    envelope('OurNotifications', {
      LIMIT: page.limit,
      ...(page.before === undefined ? {} : { BEFORE: page.before }),
    }),
    signal ? { signal } : {},
  );
  return result.data.DATA ?? { ITEMS: [], UNREAD: 0, MORE: false };
}

export const inboxQueryOptions = () =>
  infiniteQueryOptions({
    queryKey: ['OurNotifications', 'inbox'],
    queryFn: ({ pageParam, signal }) =>
      getNotifications(
        pageParam === undefined ? { limit: INBOX_PAGE } : { before: pageParam, limit: INBOX_PAGE },
        signal,
      ),
    initialPageParam: undefined as number | undefined,
    getNextPageParam: (last) => (last.MORE ? last.ITEMS.at(-1)?.ID : undefined),
    staleTime: 0,
  });

export function useInbox() {
  return useInfiniteQuery(inboxQueryOptions());
}

/** The unread count only: one notification is the smallest page. */
export const unreadQueryOptions = () =>
  queryOptions({
    queryKey: ['OurNotifications', 'unread'],
    queryFn: async ({ signal }) => (await getNotifications({ limit: 1 }, signal)).UNREAD,
    staleTime: 30_000,
    refetchOnWindowFocus: true,
  });

/** Unread notifications, or 0 where the server does not serve the inbox (no call is made). */
export function useUnreadCount(): number {
  const served = useOurFeature('notifications');
  return useQuery({ ...unreadQueryOptions(), enabled: served }).data ?? 0;
}

/** OurNotificationsRead: marks the newest notification shown, and every older one, read. */
export function useMarkRead() {
  const client = useQueryClient();
  return useMutation({
    mutationKey: ['OurNotificationsRead'],
    mutationFn: (upTo: number) =>
      callApi(ourNotificationsReadCall, envelope('OurNotificationsRead', { UP_TO: upTo })),
    onSuccess: (result) => {
      client.setQueryData(['OurNotifications', 'unread'], result.data.DATA?.UNREAD ?? 0);
    },
  });
}
