import type { Insertable, Kysely } from 'kysely';
import type { Database } from '../../db/database';
import type { PromotionsTable } from '../../db/programme-tables';

export type NewPromotion = Omit<Insertable<PromotionsTable>, 'id'>;

export function promotionsRepository(db: Kysely<Database>) {
  return {
    /** Promotions not yet ended, soonest ending first, each with its first image. */
    async current(tenantId: number, today: string) {
      return db
        .selectFrom('promotions as p')
        .select((eb) => [
          'p.id',
          'p.promo_code',
          'p.title',
          'p.description',
          'p.flyer',
          'p.valid_from',
          'p.valid_to',
          'p.enabled',
          eb
            .selectFrom('promotion_images as i')
            .select('i.file_name')
            .whereRef('i.promotion_id', '=', 'p.id')
            .orderBy('i.position')
            .limit(1)
            .as('image'),
        ])
        .where('p.tenant_id', '=', tenantId)
        .where('p.valid_to', '>=', today)
        .orderBy('p.valid_to')
        .orderBy('p.id')
        .execute();
    },

    async images(tenantId: number, promoId: number, promoCode: string) {
      return db
        .selectFrom('promotion_images as i')
        .innerJoin('promotions as p', 'p.id', 'i.promotion_id')
        .select('i.file_name')
        .where('p.tenant_id', '=', tenantId)
        .where('p.id', '=', promoId)
        .where('p.promo_code', '=', promoCode)
        .orderBy('i.position')
        .execute();
    },

    async codeTaken(tenantId: number, code: string): Promise<boolean> {
      const row = await db
        .selectFrom('promotions')
        .select('id')
        .where('tenant_id', '=', tenantId)
        .where('promo_code', '=', code)
        .executeTakeFirst();
      return row !== undefined;
    },

    async insert(promotion: NewPromotion, imageNames: string[]): Promise<number> {
      const { id } = await db
        .insertInto('promotions')
        .values(promotion)
        .returning('id')
        .executeTakeFirstOrThrow();
      if (imageNames.length > 0) {
        await db
          .insertInto('promotion_images')
          .values(
            imageNames.map((file_name, i) => ({ promotion_id: id, position: i + 1, file_name })),
          )
          .execute();
      }
      return id;
    },

    /** Ends a promotion: its last day becomes `lastDay` (if later); false when there is none. */
    async end(tenantId: number, code: string, lastDay: string): Promise<boolean> {
      const found = await db
        .selectFrom('promotions')
        .select(['id', 'valid_to'])
        .where('tenant_id', '=', tenantId)
        .where('promo_code', '=', code)
        .executeTakeFirst();
      if (!found) return false;
      const validTo = found.valid_to < lastDay ? found.valid_to : lastDay;
      await db
        .updateTable('promotions')
        .set({ valid_to: validTo, enabled: 0 })
        .where('id', '=', found.id)
        .execute();
      return true;
    },
  };
}
