import { ratingsCall } from '@loyalty/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi, envelope } from '../../../lib/api-client';
import { useAppConfig } from '../../../lib/app-settings';
import { logListFailure } from '../../../lib/log-list-failure';
import { questionsOf } from '../ratings';

/** 27 Loy_getRatingsAndOptions: only published ratings (publish Y) are requested. */
export async function getRatings(clientId: string, signal?: AbortSignal) {
  const result = await callApi(
    ratingsCall,
    envelope('Loy_getRatingsAndOptions', { client_id: clientId, publish: 'Y' }),
    signal ? { signal } : {},
  ).catch(logListFailure('Loy_getRatingsAndOptions'));
  return questionsOf(result.data.DATA);
}

export const ratingsQueryOptions = (clientId: string) =>
  queryOptions({
    queryKey: ['Loy_getRatingsAndOptions', clientId, 'Y'],
    queryFn: ({ signal }) => getRatings(clientId, signal),
  });

export function useRatings() {
  return useQuery(ratingsQueryOptions(useAppConfig().clientId));
}
