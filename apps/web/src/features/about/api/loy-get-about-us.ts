import { aboutUsCall } from '@loyalty/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi, envelope } from '../../../lib/api-client';
import type { ResponseOf } from '../../../lib/api-client';
import { useAppConfig } from '../../../lib/app-settings';
import { logListFailure } from '../../../lib/log-list-failure';

export type AboutSection = ResponseOf<'Loy_getAboutUs'>['DATA'][number];

/** 26 Loy_getAboutUs: the retailer's about sections (Heading, Content). */
export async function getAboutSections(
  clientId: string,
  signal?: AbortSignal,
): Promise<AboutSection[]> {
  const result = await callApi(
    aboutUsCall,
    envelope('Loy_getAboutUs', { client_id: clientId }),
    signal ? { signal } : {},
  ).catch(logListFailure('Loy_getAboutUs'));
  return result.data.DATA.filter((section) => section.Heading !== '');
}

export const aboutQueryOptions = (clientId: string) =>
  queryOptions({
    queryKey: ['Loy_getAboutUs', clientId],
    queryFn: ({ signal }) => getAboutSections(clientId, signal),
    staleTime: 60 * 60_000,
  });

export function useAboutSections() {
  return useQuery(aboutQueryOptions(useAppConfig().clientId));
}
