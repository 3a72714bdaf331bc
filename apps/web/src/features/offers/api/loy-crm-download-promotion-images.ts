import { promotionImagesCall } from '@loyalty/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi, envelope } from '../../../lib/api-client';
import { useAppConfig } from '../../../lib/app-settings';

/** 14 Loy_CRM_DownloadPromotionImages: the pictures of one promotion, as file names. */
export async function getPromotionImages(
  promoId: string,
  promoCode: string,
  signal?: AbortSignal,
): Promise<string[]> {
  const result = await callApi(
    promotionImagesCall,
    envelope('Loy_CRM_DownloadPromotionImages', { PROMO_CODE: promoCode, PROMO_ID: promoId }),
    signal ? { signal } : {},
  );
  return result.data.DATA.map((image) => image.PROMO_IMAGE).filter((name) => name !== '');
}

export const promotionImagesQueryOptions = (clientId: string, promoId: string, promoCode: string) =>
  queryOptions({
    queryKey: ['Loy_CRM_DownloadPromotionImages', clientId, promoId, promoCode],
    queryFn: ({ signal }) => getPromotionImages(promoId, promoCode, signal),
  });

/** Unlike the lists, a failure here has its own text ('Failed to load images', docs/wire-protocol.md §8). */
export function usePromotionImages(promoId: string, promoCode: string) {
  return useQuery(promotionImagesQueryOptions(useAppConfig().clientId, promoId, promoCode));
}
