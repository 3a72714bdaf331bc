import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi, envelope } from '../../../lib/api-client';
import { useAppConfig } from '../../../lib/app-settings';
import { logListFailure } from '../../../lib/silent-list';

/** 16 DownloadSocialLinks: only links with VALID Y are shown. */
export async function getSocialLinks(signal?: AbortSignal) {
  const result = await callApi(
    'DownloadSocialLinks',
    envelope('DownloadSocialLinks', {}),
    signal ? { signal } : {},
  ).catch(logListFailure('DownloadSocialLinks'));
  return result.data.SOCIALS.filter((link) => link.VALID && /^https?:\/\//i.test(link.LINK));
}

export const socialLinksQueryOptions = (clientId: string) =>
  queryOptions({
    queryKey: ['DownloadSocialLinks', clientId],
    queryFn: ({ signal }) => getSocialLinks(signal),
    staleTime: 60 * 60_000,
  });

export function useSocialLinks() {
  return useQuery(socialLinksQueryOptions(useAppConfig().clientId));
}
