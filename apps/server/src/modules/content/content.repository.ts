import type { Kysely } from 'kysely';
import type { Database } from '../../db/database';
import '../../db/programme-tables';

export interface AboutSection {
  heading: string;
  content: string;
  /** In Arabic; '' for none. */
  headingAr: string;
  contentAr: string;
}

/** A store as staff write it: English, the Arabic beside it ('' for none), the phone. */
export interface StoreTexts {
  name: string;
  address: string;
  nameAr: string;
  addressAr: string;
  phone: string;
}

const storeColumns = ['id', 'loc_name', 'address', 'loc_name_ar', 'address_ar', 'phone'] as const;

/** Stores, contact, social links, brochure and about sections of a tenant. */
export function contentRepository(db: Kysely<Database>) {
  return {
    async stores(tenantId: number) {
      return db
        .selectFrom('stores')
        .select(storeColumns)
        .where('tenant_id', '=', tenantId)
        .orderBy('position')
        .orderBy('id')
        .execute();
    },

    async addStore(tenantId: number, s: StoreTexts): Promise<number> {
      const last = await db
        .selectFrom('stores')
        .select((eb) => eb.fn.max('position').as('p'))
        .where('tenant_id', '=', tenantId)
        .executeTakeFirst();
      return db
        .insertInto('stores')
        .values({
          tenant_id: tenantId,
          position: Number(last?.p ?? 0) + 1,
          loc_name: s.name,
          address: s.address,
          loc_name_ar: s.nameAr,
          address_ar: s.addressAr,
          phone: s.phone,
        })
        .returning('id')
        .executeTakeFirstOrThrow()
        .then((r) => r.id);
    },

    async store(tenantId: number, id: number) {
      return db
        .selectFrom('stores')
        .select(storeColumns)
        .where('tenant_id', '=', tenantId)
        .where('id', '=', id)
        .executeTakeFirst();
    },

    async updateStore(id: number, s: StoreTexts) {
      await db
        .updateTable('stores')
        .set({
          loc_name: s.name,
          address: s.address,
          loc_name_ar: s.nameAr,
          address_ar: s.addressAr,
          phone: s.phone,
        })
        .where('id', '=', id)
        .execute();
    },

    async removeStore(id: number) {
      await db.deleteFrom('stores').where('id', '=', id).execute();
    },

    /** Replaces the social links at once, in the order given. */
    async replaceSocialLinks(
      tenantId: number,
      links: { name: string; link: string; valid: boolean }[],
    ) {
      await db.deleteFrom('social_links').where('tenant_id', '=', tenantId).execute();
      if (links.length === 0) return;
      await db
        .insertInto('social_links')
        .values(
          links.map((l, i) => ({
            tenant_id: tenantId,
            position: i + 1,
            name: l.name,
            link: l.link,
            valid: l.valid ? 1 : 0,
          })),
        )
        .execute();
    },

    async contact(tenantId: number) {
      return db
        .selectFrom('tenant_contacts')
        .select(['message', 'message_ar', 'phone', 'email'])
        .where('tenant_id', '=', tenantId)
        .executeTakeFirst();
    },

    async socialLinks(tenantId: number) {
      return db
        .selectFrom('social_links')
        .select(['name', 'link', 'valid'])
        .where('tenant_id', '=', tenantId)
        .orderBy('position')
        .execute();
    },

    async brochure(tenantId: number) {
      return db
        .selectFrom('brochures')
        .select('file_name')
        .where('tenant_id', '=', tenantId)
        .executeTakeFirst();
    },

    async setBrochure(tenantId: number, fileName: string, at: string): Promise<void> {
      await db
        .insertInto('brochures')
        .values({ tenant_id: tenantId, file_name: fileName, updated_at: at })
        .onConflict((oc) =>
          oc.column('tenant_id').doUpdateSet({ file_name: fileName, updated_at: at }),
        )
        .execute();
    },

    async about(tenantId: number): Promise<AboutSection[]> {
      return db
        .selectFrom('about_sections')
        .select(['heading', 'content', 'heading_ar as headingAr', 'content_ar as contentAr'])
        .where('tenant_id', '=', tenantId)
        .orderBy('position')
        .execute();
    },

    /** Replaces every about section at once (the staff edit them as one document). */
    async replaceAbout(tenantId: number, sections: AboutSection[]): Promise<void> {
      await db.deleteFrom('about_sections').where('tenant_id', '=', tenantId).execute();
      if (sections.length === 0) return;
      await db
        .insertInto('about_sections')
        .values(
          sections.map((s, i) => ({
            tenant_id: tenantId,
            position: i + 1,
            heading: s.heading,
            content: s.content,
            heading_ar: s.headingAr,
            content_ar: s.contentAr,
          })),
        )
        .execute();
    },
  };
}
