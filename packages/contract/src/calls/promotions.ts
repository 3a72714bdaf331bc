import * as z from 'zod/mini';
import { answer } from '../answer';
import { promotion, promotionImage } from '../entities';
import { dataBase, envelope } from '../envelope';
import { code, quantity, str, withClientId } from '../fields';
import { list } from '../readers';

/** Promotions and their images. */

/**
 * 12 LoyGetPromotions at AdminCRMDataURL (LOC_ID ALL, LOY_EXC 0) and 13 at the base URL
 * (LOC_ID 001, LOY_EXC 1 on home; an older page omits LOY_EXC): one body shape.
 */
export const promotionsRequest = envelope(
  withClientId('CLIENT_ID', {
    ...dataBase,
    LOC_ID: z.optional(str(20)),
    LOY_EXC: z.optional(quantity),
  }),
);
export const promotionsResponse = answer({ PROMOTIONS: list(promotion) });

/** 14 Loy_CRM_DownloadPromotionImages (§7 shows no status on this answer). */
export const promotionImagesRequest = envelope(
  withClientId('CLIENT_ID', { ...dataBase, PROMO_CODE: code(), PROMO_ID: code() }),
);
export const promotionImagesResponse = answer({ DATA: list(promotionImage) });
