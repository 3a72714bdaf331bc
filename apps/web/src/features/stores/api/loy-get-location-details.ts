import { locationDetailsCall } from '@loyalty/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi, envelope } from '../../../lib/api-client';
import type { ResponseOf } from '../../../lib/api-client';
import { useAppConfig } from '../../../lib/app-settings';
import { logListFailure } from '../../../lib/log-list-failure';

type LocationRow = ResponseOf<'Loy_GetLocationDetails'>['DATA'][number];
export type Store = Extract<LocationRow, { loc_name: string }>;

/** 15 Loy_GetLocationDetails with the client id only: the retailer's stores. */
export async function getStores(clientId: string, signal?: AbortSignal): Promise<Store[]> {
  const result = await callApi(
    locationDetailsCall,
    envelope('Loy_GetLocationDetails', { client_id: clientId }),
    signal ? { signal } : {},
  ).catch(logListFailure('Loy_GetLocationDetails'));
  return result.data.DATA.filter((row): row is Store => 'loc_name' in row && row.loc_name !== '');
}

export const storesQueryOptions = (clientId: string) =>
  queryOptions({
    queryKey: ['Loy_GetLocationDetails', 'stores', clientId],
    queryFn: ({ signal }) => getStores(clientId, signal),
    staleTime: 60 * 60_000,
  });

export function useStores() {
  return useQuery(storesQueryOptions(useAppConfig().clientId));
}
