import { sql, type Kysely } from 'kysely';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyDb = Kysely<any>;

/**
 * The customer's language, 'en' or 'ar' (null until the customer chooses one in the app): the
 * app follows it on a new phone, and the server writes the customer's mails in it.
 */
export async function up(db: AnyDb): Promise<void> {
  await db.schema
    .alterTable('customers')
    .addColumn('language', 'text', (c) => c.check(sql`language in ('en', 'ar')`))
    .execute();
}
