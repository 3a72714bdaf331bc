import type { Kysely } from 'kysely';
import { textDefault } from './column-types';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyDb = Kysely<any>;

/**
 * Arabic beside English: each text a customer reads gets an Arabic column beside its English
 * one (empty: none; the app then shows the English). Rating questions and options have had
 * theirs since 004 (`second_language`, `options_desc2`). The programme's voucher conditions
 * are new, one JSON list of lines per language (empty: the app's own conditions).
 */
const COLUMNS: [table: string, columns: string[]][] = [
  ['promotions', ['title_ar', 'description_ar']],
  ['stores', ['loc_name_ar', 'address_ar']],
  ['about_sections', ['heading_ar', 'content_ar']],
  ['tenant_contacts', ['message_ar']],
  ['tenants', ['app_display_name_ar']],
];

export async function up(db: AnyDb): Promise<void> {
  for (const [table, columns] of COLUMNS) {
    for (const column of columns) {
      await db.schema.alterTable(table).addColumn(column, 'text', textDefault).execute();
    }
  }
  for (const column of ['voucher_conditions', 'voucher_conditions_ar']) {
    await db.schema
      .alterTable('tenants')
      .addColumn(column, 'text', (c) => c.notNull().defaultTo('[]'))
      .execute();
  }
}
