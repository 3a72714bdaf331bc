import { getAppSettingsCall } from '@loyalty/contract';
import { queryOptions } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';

// What the vendor's config service expects to identify the app (docs/wire-protocol.md §7 #1); our service
// reads only SUB_DOMAIN_ID.
const APP_ID = 'loyalty-web';
const SETTINGS_FILE = 'appsettings.json';

/** 1 GetAppSettings: the settings of one sub-domain, from the config service. */
export async function getAppSettings(subDomain: string, signal?: AbortSignal) {
  const result = await callApi(
    getAppSettingsCall,
    {
      FUNCTION: 'GetAppSettings',
      APP_ID,
      VERSION: __APP_VERSION__,
      SUB_DOMAIN_ID: subDomain,
      FileName: SETTINGS_FILE,
    },
    signal ? { signal } : {},
  );
  return result.data;
}

export type AppSettings = Awaited<ReturnType<typeof getAppSettings>>;

export const appSettingsQueryOptions = (subDomain: string) =>
  queryOptions({
    queryKey: ['GetAppSettings', subDomain],
    queryFn: ({ signal }) => getAppSettings(subDomain, signal),
    staleTime: Infinity,
  });
