import { useEffect } from 'react';
import type { UseQueryResult } from '@tanstack/react-query';
import { useLocation } from 'react-router';
import type { Promotion } from './api/loy-get-promotions-admin';

/** A promotion another screen passed in navigation state (home's offers come from call 13). */
function passedPromotion(
  state: unknown,
  promoId: string,
  promoCode: string,
): Promotion | undefined {
  const value = state as Partial<Promotion> | null;
  if (typeof value !== 'object' || value === null) return undefined;
  if (value.PROMO_ID !== promoId || value.PROMO_CODE !== promoCode) return undefined;
  if (typeof value.PROMO_DESC !== 'string' || typeof value.VALID_TO !== 'string') return undefined;
  return value as Promotion;
}

/**
 * The promotion the address names: from the offers list, else as the opening screen passed
 * it. docs/wire-protocol.md §8: a promotion that is not found is only logged; the screen still shows its
 * pictures.
 */
export function useFoundPromotion(
  offers: UseQueryResult<Promotion[]>,
  promoId: string,
  promoCode: string,
): Promotion | undefined {
  const { state } = useLocation();
  const promotion =
    offers.data?.find((p) => p.PROMO_ID === promoId && p.PROMO_CODE === promoCode) ??
    passedPromotion(state, promoId, promoCode);
  const missing = !offers.isPending && promotion === undefined;
  useEffect(() => {
    if (missing) console.warn(`promotion ${promoId}/${promoCode} not found`);
  }, [missing, promoId, promoCode]);
  return promotion;
}
