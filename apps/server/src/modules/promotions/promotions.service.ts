import type { ResponseInput } from '@loyalty/contract';
import { isoDay } from '../../ledger/money';
import type { ServiceDeps } from '../../ledger/service-deps';
import type { Tenant } from '../settings/tenants.repository';
import { promotionsRepository } from './promotions.repository';

export function promotionsService(deps: ServiceDeps & { filesDir: string }) {
  const repo = promotionsRepository(deps.db);

  return {
    /** LoyGetPromotions: promotions not yet ended; `valid` Y only when switched on. */
    async list(tenant: Tenant): Promise<ResponseInput<'LoyGetPromotions'>> {
      const rows = await repo.current(tenant.id, isoDay(deps.now().toISOString()));
      return {
        STATUS: true,
        PROMOTIONS: rows.map((p) => ({
          PROMO_ID: String(p.id),
          PROMO_CODE: p.promo_code,
          PROMO_DESC: p.title,
          DESC: p.description,
          ...(p.title_ar === '' ? {} : { PROMO_DESCAr: p.title_ar }),
          ...(p.description_ar === '' ? {} : { DESCAr: p.description_ar }),
          PROMO_IMAGE: p.image ?? '',
          promo_flyer: p.flyer,
          FlyerPath: p.flyer,
          VALID_FROM: p.valid_from,
          VALID_TO: p.valid_to,
          valid: p.enabled === 1 ? 'Y' : 'N',
        })),
      };
    },

    async images(tenant: Tenant, promoId: string, promoCode: string) {
      const id = /^\d{1,15}$/.test(promoId) ? Number(promoId) : 0;
      const rows = await repo.images(tenant.id, id, promoCode);
      return { STATUS: true, DATA: rows.map((r) => ({ PROMO_IMAGE: r.file_name })) };
    },
  };
}
