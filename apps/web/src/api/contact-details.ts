import { locationDetailsCall } from '@loyalty/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi, envelope } from '../lib/api-client';
import { useAppConfig } from '../lib/app-settings';
import { logListFailure } from '../lib/log-list-failure';

/**
 * 15 Loy_GetLocationDetails for the contact details: type CONTACT_US, main location Y, DATA[0].
 * Home's contact block and the membership card (the brand's website) share it.
 */
export async function getContactDetails(clientId: string, signal?: AbortSignal) {
  const result = await callApi(
    locationDetailsCall,
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

/** `enabled` false: only what is already known, without asking (yet). */
export function useContactDetails(enabled = true) {
  return useQuery({ ...contactDetailsQueryOptions(useAppConfig().clientId), enabled });
}

/**
 * The brand's website as the card prints it. The settings and the contact details name no
 * website, so it is read from the domain of the retailer's contact e-mail.
 */
export function websiteOf(email: string | undefined): string | undefined {
  const domain = email?.split('@')[1]?.trim().toLowerCase();
  if (!domain || !domain.includes('.')) return undefined;
  return domain.startsWith('www.') ? domain : `www.${domain}`;
}
