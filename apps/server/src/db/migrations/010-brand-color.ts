import type { Kysely } from 'kysely';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyDb = Kysely<any>;

/**
 * The programme's colour (`#rrggbb`), sent in GetAppSettings as BrandColor so the app paints
 * every screen in it. Empty: the app's own colour.
 */
export async function up(db: AnyDb): Promise<void> {
  await db.schema
    .alterTable('tenants')
    .addColumn('brand_color', 'text', (c) => c.notNull().defaultTo(''))
    .execute();
}
