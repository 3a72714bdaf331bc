import { loyGetPromotionsAdminCall } from '@loyalty/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi, envelope } from '../../../lib/api-client';
import type { ResponseOf } from '../../../lib/api-client';
import { useAppConfig } from '../../../lib/app-settings';
import { takeEmbeddedAnswer } from '../../../lib/embedded-answer';
import { logListFailure } from '../../../lib/log-list-failure';

export type Promotion = ResponseOf<'LoyGetPromotionsAdmin'>['PROMOTIONS'][number];

/**
 * 12 LoyGetPromotions at AdminCRMDataURL: every location (LOC_ID ALL), LOY_EXC 0. Only
 * promotions whose `valid` is y in any case are kept (the contract reads the flag so).
 */
export async function getOffers(signal?: AbortSignal): Promise<Promotion[]> {
  const result = await callApi(
    loyGetPromotionsAdminCall,
    envelope('LoyGetPromotions', { LOC_ID: 'ALL', LOY_EXC: 0 }),
    signal ? { signal } : {},
  ).catch(logListFailure('LoyGetPromotions (admin)'));
  return result.data.PROMOTIONS.filter((promotion) => promotion.valid);
}

export const offersQueryOptions = (clientId: string) =>
  queryOptions({
    queryKey: ['LoyGetPromotionsAdmin', clientId, 'ALL', 0],
    queryFn: ({ signal }) => {
      // The app shell of /offers carries the tenant's list: the first screen needs no call.
      const carried = takeEmbeddedAnswer(loyGetPromotionsAdminCall, clientId);
      return carried
        ? carried.PROMOTIONS.filter((promotion) => promotion.valid)
        : getOffers(signal);
    },
  });

export function useOffers() {
  return useQuery(offersQueryOptions(useAppConfig().clientId));
}
