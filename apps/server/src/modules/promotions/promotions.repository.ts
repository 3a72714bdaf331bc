import type { Insertable, Kysely, Updateable } from 'kysely';
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
          'p.title_ar',
          'p.description_ar',
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

    /** Every promotion of the programme, ended ones too, newest first (the console's list). */
    async all(tenantId: number) {
      return db
        .selectFrom('promotions as p')
        .select((eb) => [
          'p.id',
          'p.promo_code',
          'p.title',
          'p.description',
          'p.title_ar',
          'p.description_ar',
          'p.flyer',
          'p.valid_from',
          'p.valid_to',
          'p.enabled',
          eb
            .selectFrom('promotion_images as i')
            .select((e) => e.fn.countAll().as('n'))
            .whereRef('i.promotion_id', '=', 'p.id')
            .as('images'),
          eb
            .selectFrom('promotion_images as i')
            .select('i.file_name')
            .whereRef('i.promotion_id', '=', 'p.id')
            .orderBy('i.position')
            .limit(1)
            .as('image'),
        ])
        .where('p.tenant_id', '=', tenantId)
        .orderBy('p.valid_from', 'desc')
        .orderBy('p.id', 'desc')
        .execute();
    },

    async find(tenantId: number, ref: { id: number } | { code: string }) {
      let q = db.selectFrom('promotions').selectAll().where('tenant_id', '=', tenantId);
      q = 'id' in ref ? q.where('id', '=', ref.id) : q.where('promo_code', '=', ref.code);
      return q.executeTakeFirst();
    },

    async update(id: number, values: Updateable<PromotionsTable>): Promise<void> {
      await db.updateTable('promotions').set(values).where('id', '=', id).execute();
    },
  };
}
