import { socialLinksCall } from '@loyalty/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi, envelope } from '../lib/api-client';
import { useAppConfig } from '../lib/app-settings';
import { logListFailure } from '../lib/log-list-failure';

/**
 * 16 DownloadSocialLinks: only links with VALID Y are shown. Home's contact block, the profile
 * menu and the membership card share it, so it lives here.
 */
export async function getSocialLinks(signal?: AbortSignal) {
  const result = await callApi(
    socialLinksCall,
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

/** `enabled` false: only what is already known, without asking (yet). */
export function useSocialLinks(enabled = true) {
  return useQuery({ ...socialLinksQueryOptions(useAppConfig().clientId), enabled });
}

/** The account name in a social link: 'https://x.com/oasis' → '@oasis'. */
export function socialHandle(link: string): string {
  try {
    const segments = new URL(link).pathname.split('/').filter(Boolean);
    const last = segments.at(-1);
    return last ? `@${decodeURIComponent(last).replace(/^@/, '')}` : new URL(link).hostname;
  } catch {
    return link;
  }
}
