import type { Kysely } from 'kysely';
import { storeFile } from '../modules/content/file-store';
import { contentRepository } from '../modules/content/content.repository';
import { feedbackRepository } from '../modules/feedback/feedback.repository';
import { inTransaction } from '../ledger/transaction';
import { tenantsRepository, type Tenant } from '../modules/settings/tenants.repository';
import type { Database } from '../db/database';
import '../db/programme-tables';
import {
  demoAbout,
  demoContact,
  demoPromotions,
  demoSocialLinks,
  demoStores,
} from './demo-content-data';
import {
  demoAboutAr,
  demoContactAr,
  demoPromotionsAr,
  demoStoresAr,
  liteAr,
} from './demo-content-ar';
import { writeDemoHistory } from './demo-history-writer';
import { demoRatings } from './demo-ratings-data';
import { promotionImages } from './demo-promotion-art';
import { onePagePdf } from './minimal-pdf';

const DAY = 86_400_000;
const day = (now: Date, offset: number) =>
  new Date(now.getTime() + offset * DAY).toISOString().slice(0, 10);

/** Renders and stores the promotions' images and flyers; the rows to insert. */
async function promotionFiles(tenant: Tenant, filesDir: string, now: Date) {
  const rendered = await Promise.all(demoPromotions.map((p) => promotionImages(p.art)));
  return Promise.all(
    demoPromotions.map(async (p, i) => {
      const images = await Promise.all(
        (rendered[i] ?? []).map((img) => storeFile(filesDir, 'promotions', img, 'webp')),
      );
      const pdf = onePagePdf({
        title: p.title,
        subtitle: `${day(now, p.from)} to ${day(now, p.to)}  |  ${tenant.displayName}`,
        lines: [...p.flyer, '', p.description.slice(0, 90)],
        accent: [0.06, 0.3, 0.5],
      });
      return { p, images, flyer: await storeFile(filesDir, 'flyers', pdf, 'pdf') };
    }),
  );
}

async function seedContent(db: Kysely<Database>, tenant: Tenant, filesDir: string, now: Date) {
  const promotions = await promotionFiles(tenant, filesDir, now);
  const brochurePdf = onePagePdf({
    title: `${tenant.displayName}: how it works`,
    subtitle: 'Earn, spend and share your points',
    lines: [
      'Earn 1 point for every AED you spend.',
      'Every point is worth 5 fils.',
      'Turn points into vouchers in the app.',
      'Send points to family and friends.',
      'Points expire 12 months after you earn them.',
    ],
    accent: [0.06, 0.3, 0.5],
  });
  const brochure = await storeFile(filesDir, 'content', brochurePdf, 'pdf');
  await inTransaction(db, async (trx) => {
    for (const { p, images, flyer } of promotions) {
      const { id } = await trx
        .insertInto('promotions')
        .values({
          tenant_id: tenant.id,
          promo_code: p.code,
          title: p.title,
          description: p.description,
          title_ar: demoPromotionsAr[p.code]?.title ?? '',
          description_ar: demoPromotionsAr[p.code]?.description ?? '',
          flyer,
          valid_from: day(now, p.from),
          valid_to: day(now, p.to),
          enabled: p.enabled ? 1 : 0,
          created_at: now.toISOString(),
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      await trx
        .insertInto('promotion_images')
        .values(images.map((file_name, n) => ({ promotion_id: id, position: n + 1, file_name })))
        .execute();
    }
    await trx
      .insertInto('stores')
      .values(
        demoStores.map((s, i) => ({
          tenant_id: tenant.id,
          position: i + 1,
          ...s,
          ...demoStoresAr[i],
        })),
      )
      .execute();
    await trx
      .insertInto('tenant_contacts')
      .values({ tenant_id: tenant.id, ...demoContact, message_ar: demoContactAr })
      .execute();
    await trx
      .insertInto('social_links')
      .values(demoSocialLinks.map((s, i) => ({ tenant_id: tenant.id, position: i + 1, ...s })))
      .execute();
    const content = contentRepository(trx);
    await content.setBrochure(tenant.id, brochure, now.toISOString());
    await content.replaceAbout(
      tenant.id,
      demoAbout.map((s, i) => ({
        ...s,
        headingAr: demoAboutAr[i]?.heading_ar ?? '',
        contentAr: demoAboutAr[i]?.content_ar ?? '',
      })),
    );
    await feedbackRepository(trx).replaceQuestions(tenant.id, demoRatings);
  });
}

/** A lighter programme still has a store, an about page and a question to answer. */
async function seedLiteContent(db: Kysely<Database>, tenant: Tenant) {
  await db
    .insertInto('stores')
    .values({
      tenant_id: tenant.id,
      position: 1,
      loc_name: 'Lite Stores Al Wahda',
      address: 'Al Wahda Mall, Hazza Bin Zayed Street, Abu Dhabi',
      phone: '+971 2 443 7700',
      ...liteAr.store,
    })
    .execute();
  await contentRepository(db).replaceAbout(tenant.id, [
    {
      heading: 'About Lite Club',
      content: '**Lite Club** rewards every visit.\n1 point for every AED you spend.',
      headingAr: liteAr.about.heading_ar,
      contentAr: liteAr.about.content_ar,
    },
  ]);
  await feedbackRepository(db).replaceQuestions(tenant.id, demoRatings.slice(0, 1));
}

async function hasRows(db: Kysely<Database>, table: 'stores' | 'promotions', tenantId: number) {
  const row = await db
    .selectFrom(table)
    .select('id')
    .where('tenant_id', '=', tenantId)
    .executeTakeFirst();
  return row !== undefined;
}

/**
 * The running programme of the demo: promotions with images and flyers, stores, contact,
 * social links, brochure, about, ratings, and two years of the demo customer's purchases.
 * Each part is added only where it is missing, so running the seed again adds nothing.
 */
export async function seedDemoProgramme(
  db: Kysely<Database>,
  filesDir: string,
  now: Date,
): Promise<void> {
  const tenants = tenantsRepository(db);
  const demo = await tenants.findBySubDomain('demo');
  if (demo && !(await hasRows(db, 'promotions', demo.id)))
    await seedContent(db, demo, filesDir, now);
  if (demo) await writeDemoHistory(db, demo, now);
  const lite = await tenants.findBySubDomain('lite');
  if (lite && !(await hasRows(db, 'stores', lite.id))) await seedLiteContent(db, lite);
}
