import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi, envelope } from '../../../lib/api-client';
import { useAppConfig } from '../../../lib/app-settings';
import { logListFailure } from '../../../lib/silent-list';

/** 15 Loy_GetLocationDetails for the contact block: type CONTACT_US, main location Y, DATA[0]. */
export async function getContactDetails(clientId: string, signal?: AbortSignal) {
  const result = await callApi(
    'Loy_GetLocationDetails',
    envelope('Loy_GetLocationDetails', {
      client_id: clientId,
      type: 'CONTACT_US' as const,
      main_loc: 'Y',
    }),
    signal ? { signal } : {},
  ).catch(logListFailure('Loy_GetLocationDetails CONTACT_US'));
  const first = result.data.DATA[0];
  if (!first || 'loc_name' in first) return null;
  return first;
}

export const contactDetailsQueryOptions = (clientId: string) =>
  queryOptions({
    queryKey: ['Loy_GetLocationDetails', 'CONTACT_US', clientId],
    queryFn: ({ signal }) => getContactDetails(clientId, signal),
    staleTime: 60 * 60_000,
  });

export function useContactDetails() {
  return useQuery(contactDetailsQueryOptions(useAppConfig().clientId));
}
