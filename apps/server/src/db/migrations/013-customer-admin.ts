import { sql, type Kysely } from 'kysely';
import type { Dialect } from '../database';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyDb = Kysely<any>;

/**
 * What the console needs of customers and bills: a customer can be blocked or erased, a bill
 * reversed and a voucher voided (each a time, null while it has not happened), and indexes
 * for the customer search (a case-insensitive prefix of a name, e-mail, mobile or code).
 */
export async function up(db: AnyDb, dialect: Dialect): Promise<void> {
  for (const column of ['blocked_at', 'erased_at']) {
    await db.schema.alterTable('customers').addColumn(column, 'text').execute();
  }
  await db.schema.alterTable('bills').addColumn('reversed_at', 'text').execute();
  await db.schema.alterTable('vouchers').addColumn('voided_at', 'text').execute();

  // The search compares lower-cased values by range (`>= prefix and < prefix + U+10FFFF`),
  // which a plain index serves on both databases. PostgreSQL compares in the database's
  // collation, where a range is not a prefix (punctuation is ignored), so there every searched
  // value is indexed, and compared, in the byte order of "C"; SQLite's order is bytes already,
  // and its unique indexes on (tenant_id, e-mail) and (tenant_id, mobile) serve those two.
  const c = dialect === 'postgres' ? ' collate "C"' : '';
  const indexes: [string, string][] = [
    ['customers_search_name', `lower(first_name || ' ' || last_name)`],
    ['customers_search_last_name', 'lower(last_name)'],
    ['customers_search_card', 'card_no'],
    ['customers_search_code', 'cust_code'],
  ];
  if (dialect === 'postgres') {
    indexes.push(['customers_search_email', 'email'], ['customers_search_mobile', 'mobile']);
  }
  for (const [name, expression] of indexes) {
    await sql.raw(`create index ${name} on customers (tenant_id, (${expression}${c}))`).execute(db);
  }
  // The bill list searches a reference prefix within the programme, newest first.
  await sql.raw(`create index bills_search_ref on bills (tenant_id, (bill_ref${c}))`).execute(db);
  await db.schema
    .createIndex('bills_tenant_date')
    .on('bills')
    .columns(['tenant_id', 'tran_date'])
    .execute();
}
