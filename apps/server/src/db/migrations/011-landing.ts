import type { Kysely } from 'kysely';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyDb = Kysely<any>;

/**
 * What the landing shows besides the logo and colour: a hero picture (a file name on the file
 * server, like the logo) and a one-line value proposition. Sent in GetAppSettings as HeroImage
 * and Tagline; empty, the app shows the brand colour and a line of its own.
 */
export async function up(db: AnyDb): Promise<void> {
  await db.schema
    .alterTable('tenants')
    .addColumn('hero_image', 'text', (c) => c.notNull().defaultTo(''))
    .execute();
  await db.schema
    .alterTable('tenants')
    .addColumn('tagline', 'text', (c) => c.notNull().defaultTo(''))
    .execute();
}
