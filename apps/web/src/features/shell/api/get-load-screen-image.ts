import { getLoadScreenImageCall } from '@loyalty/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi, envelope } from '../../../lib/api-client';
import { fileUrl, useAppConfig } from '../../../lib/app-settings';
import type { AppConfig } from '../../../lib/app-settings';

/** 3 GetLoadScreenImage: the landing's welcome pictures, as addresses. */
export async function getLoadScreenImages(config: AppConfig, signal?: AbortSignal) {
  const result = await callApi(
    getLoadScreenImageCall,
    envelope('GetLoadScreenImage', {}),
    signal ? { signal } : {},
  );
  if (!result.ok) return [];
  return result.data.DATA.filter((image) => image.image_name !== '').map((image) =>
    fileUrl(config, image.image_name),
  );
}

export const loadScreenImagesQueryOptions = (config: AppConfig) =>
  queryOptions({
    queryKey: ['GetLoadScreenImage', config.clientId],
    queryFn: ({ signal }) => getLoadScreenImages(config, signal),
    staleTime: 10 * 60_000,
  });

/**
 * The pictures, or none while loading or when they cannot be had (the landing works without).
 * Asked for once the landing has painted (`enabled`): on an app start the splash covers them
 * for three seconds, so they need not compete with the scripts and the splash's logo.
 */
export function useLoadScreenImages(enabled = true): string[] {
  const config = useAppConfig();
  return useQuery({ ...loadScreenImagesQueryOptions(config), enabled }).data ?? [];
}
