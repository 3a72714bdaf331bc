import { getAccessCall } from '@loyalty/contract';
import { queryOptions } from '@tanstack/react-query';
import { callApi, envelope } from '../../../lib/api-client';
import type { ResponseOf } from '../../../lib/api-client';

/** 2 GetAccess: the client-access toggles, at the address the settings give (docs/decisions/013-vendor-backend.md). */
export async function getAccess(accessUrl: string | undefined, signal?: AbortSignal) {
  const result = await callApi(getAccessCall, envelope('GetAccess', {}), {
    ...(accessUrl ? { url: accessUrl } : {}),
    ...(signal ? { signal } : {}),
  });
  return accessOf(result.data);
}

/** The toggles by access_desc, from a GetAccess answer. */
export function accessOf(answer: ResponseOf<'GetAccess'>): Record<string, boolean> {
  const access: Record<string, boolean> = {};
  for (const item of answer.DATA) access[item.access_desc] = item.enabled;
  return access;
}

export const accessQueryOptions = (clientId: string, accessUrl: string | undefined) =>
  queryOptions({
    queryKey: ['GetAccess', clientId],
    queryFn: ({ signal }) => getAccess(accessUrl, signal),
    staleTime: Infinity,
  });
