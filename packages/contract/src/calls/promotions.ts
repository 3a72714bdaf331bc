import * as z from 'zod/mini';
import { answer } from '../answer';
import { promotion, promotionImage } from '../entities';
import { dataBase, envelope } from '../envelope';
import { code, quantity, str, withClientId } from '../fields';
import { list } from '../readers';
import { defineCall } from '../define';

/** Promotions and their images. */

/**
 * 12 LoyGetPromotions at AdminCRMDataURL (LOC_ID ALL, LOY_EXC 0) and 13 at the base URL
 * (LOC_ID 001, LOY_EXC 1 on home; an older page omits LOY_EXC): one body shape.
 */
export const promotionsRequest = z.lazy(() =>
  envelope(
    withClientId('CLIENT_ID', {
      ...dataBase,
      LOC_ID: z.optional(str(20)),
      LOY_EXC: z.optional(quantity),
    }),
  ),
);
export const promotionsResponse = answer({ PROMOTIONS: list(promotion) });

/** 14 Loy_CRM_DownloadPromotionImages (docs/wire-protocol.md §7 shows no status on this answer). */
export const promotionImagesRequest = z.lazy(() =>
  envelope(withClientId('CLIENT_ID', { ...dataBase, PROMO_CODE: code(), PROMO_ID: code() })),
);
export const promotionImagesResponse = answer({ DATA: list(promotionImage) });

/** This group's calls, as the registry lists them. */
export const loyGetPromotionsAdminCall = defineCall({
  id: 12,
  name: 'LoyGetPromotionsAdmin',
  base: 'admin',
  path: 'LoyGetPromotions',
  auth: 'public',
  request: promotionsRequest,
  response: promotionsResponse,
});

export const loyGetPromotionsCall = defineCall({
  id: 13,
  name: 'LoyGetPromotions',
  base: 'base',
  path: 'LoyGetPromotions',
  auth: 'public',
  request: promotionsRequest,
  response: promotionsResponse,
});

export const promotionImagesCall = defineCall({
  id: 14,
  name: 'Loy_CRM_DownloadPromotionImages',
  base: 'admin',
  path: 'Loy_CRM_DownloadPromotionImages',
  auth: 'public',
  request: promotionImagesRequest,
  response: promotionImagesResponse,
});
