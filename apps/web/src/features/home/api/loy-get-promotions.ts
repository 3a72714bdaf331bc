import { loyGetPromotionsCall } from '@loyalty/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi, envelope } from '../../../lib/api-client';
import { useAppConfig } from '../../../lib/app-settings';
import { takeEmbeddedAnswer } from '../../../lib/embedded-answer';
import { logListFailure } from '../../../lib/log-list-failure';
import { homeOffers } from '../home-offers';

/** 13 LoyGetPromotions at the base URL, as home asks: location 001, LOY_EXC 1. */
export async function getHomePromotions(signal?: AbortSignal) {
  const result = await callApi(
    loyGetPromotionsCall,
    envelope('LoyGetPromotions', { LOC_ID: '001', LOY_EXC: 1 }),
    signal ? { signal } : {},
  ).catch(logListFailure('LoyGetPromotions'));
  return homeOffers(result.data.PROMOTIONS);
}

export const homePromotionsQueryOptions = (clientId: string) =>
  queryOptions({
    queryKey: ['LoyGetPromotions', clientId, '001', 1],
    queryFn: ({ signal }) => {
      // The app shell of /home carries the tenant's list: the first screen needs no call.
      const carried = takeEmbeddedAnswer(loyGetPromotionsCall, clientId);
      return carried ? homeOffers(carried.PROMOTIONS) : getHomePromotions(signal);
    },
  });

export function useHomePromotions() {
  return useQuery(homePromotionsQueryOptions(useAppConfig().clientId));
}
