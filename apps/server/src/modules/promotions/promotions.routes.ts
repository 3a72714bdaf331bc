import path from 'node:path';
import { registry } from '@loyalty/contract';
import type { FastifyInstance } from 'fastify';
import { promotionsService } from './promotions.service';

/**
 * LoyGetPromotions at both addresses (the admin copy sends LOC_ID ALL and LOY_EXC 0, the home
 * page LOC_ID 001 and LOY_EXC 1). Every promotion of ours runs in every store for loyalty
 * members, so both answer the same list. Loy_CRM_DownloadPromotionImages: the carousel.
 */
export async function promotionsRoutes(app: FastifyInstance): Promise<void> {
  const promotions = promotionsService({
    db: app.db,
    dialect: app.dialect,
    now: app.now,
    filesDir: path.join(app.config.dataDir, 'files'),
  });

  app.call(registry.LoyGetPromotions, {}, async ({ tenant }) => promotions.list(await tenant()));
  app.call(registry.LoyGetPromotionsAdmin, {}, async ({ tenant }) =>
    promotions.list(await tenant()),
  );
  app.call(registry.Loy_CRM_DownloadPromotionImages, {}, async ({ data, tenant }) =>
    promotions.images(await tenant(), data.DATA.PROMO_ID, data.DATA.PROMO_CODE),
  );
}
