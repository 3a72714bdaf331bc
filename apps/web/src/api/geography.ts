import { downloadGeographyCall } from '@loyalty/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { area, city, country } from '@loyalty/contract';
import type * as z from 'zod/mini';
import { callApi, envelope } from '../lib/api-client';
import { useAppConfig } from '../lib/app-settings';

export type Country = z.output<typeof country>;
export type City = z.output<typeof city>;
export type Area = z.output<typeof area>;

type Item = Country | City | Area;

/** Geography changes rarely: a list is kept for the whole visit. */
const STALE = 30 * 60_000;

/**
 * 10 CRM_DownloadCou_Ci_Ar, shared by sign-up and the profile's pickers. The answer's DATA is
 * read whatever its status says (docs/wire-protocol.md §7 shows none); the vendor's casing `client_id` is sent
 * beside the envelope's CLIENT_ID.
 */
async function download(
  clientId: string,
  query:
    | { data_type: 'M_COUNTRY'; flag: 'Y' | 'ALL' }
    | { data_type: 'M_CITY'; country_code: string }
    | { data_type: 'M_AREA'; country_code: string; city_code: string },
  signal: AbortSignal | undefined,
): Promise<Item[]> {
  const result = await callApi(
    downloadGeographyCall,
    envelope('CRM_DownloadCou_Ci_Ar', { client_id: clientId, ...query }),
    signal ? { signal } : {},
  );
  return result.data.DATA;
}

/** Countries of residence: M_COUNTRY with flag Y. */
export const countriesQueryOptions = (clientId: string) =>
  queryOptions({
    queryKey: ['CRM_DownloadCou_Ci_Ar', clientId, 'M_COUNTRY', 'Y'],
    queryFn: async ({ signal }) =>
      (await download(clientId, { data_type: 'M_COUNTRY', flag: 'Y' }, signal)).filter(
        (item): item is Country => 'country_code' in item,
      ),
    staleTime: STALE,
  });

export const citiesQueryOptions = (clientId: string, countryCode: string) =>
  queryOptions({
    queryKey: ['CRM_DownloadCou_Ci_Ar', clientId, 'M_CITY', countryCode],
    queryFn: async ({ signal }) =>
      (await download(clientId, { data_type: 'M_CITY', country_code: countryCode }, signal)).filter(
        (item): item is City => 'city_code' in item,
      ),
    staleTime: STALE,
  });

export const areasQueryOptions = (clientId: string, countryCode: string, cityCode: string) =>
  queryOptions({
    queryKey: ['CRM_DownloadCou_Ci_Ar', clientId, 'M_AREA', countryCode, cityCode],
    queryFn: async ({ signal }) => {
      const items = await download(
        clientId,
        { data_type: 'M_AREA', country_code: countryCode, city_code: cityCode },
        signal,
      );
      // docs/wire-protocol.md §3: duplicates by area_code are removed; the first one is kept.
      const seen = new Set<string>();
      return items.filter(
        (item): item is Area =>
          'area_code' in item && !seen.has(item.area_code) && Boolean(seen.add(item.area_code)),
      );
    },
    staleTime: STALE,
  });

export function useCountries() {
  return useQuery(countriesQueryOptions(useAppConfig().clientId));
}

/** The cities of a country; idle until a country is chosen. */
export function useCities(countryCode: string | undefined) {
  const { clientId } = useAppConfig();
  return useQuery({
    ...citiesQueryOptions(clientId, countryCode ?? ''),
    enabled: Boolean(countryCode),
  });
}

/** The areas of a city; idle until a country and a city are chosen. */
export function useAreas(countryCode: string | undefined, cityCode: string | undefined) {
  const { clientId } = useAppConfig();
  return useQuery({
    ...areasQueryOptions(clientId, countryCode ?? '', cityCode ?? ''),
    enabled: Boolean(countryCode && cityCode),
  });
}
