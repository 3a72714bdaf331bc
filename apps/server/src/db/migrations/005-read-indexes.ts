import type { Kysely } from 'kysely';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyDb = Kysely<any>;

/**
 * Indexes for the reads every signed-in screen makes, found with the query plans of the data
 * at scale (BENCHMARKS.md).
 */
export async function up(db: AnyDb): Promise<void> {
  // GetLoyPoints CUSTOMER sums a customer's `expire` entries on every call. Without this,
  // SQLite walks every `expire` entry of every customer (ledger_entries_kind) and PostgreSQL
  // ANDs two bitmaps; with it, both read only the customer's own entries, from the index.
  await db.schema
    .createIndex('ledger_entries_customer_kind')
    .on('ledger_entries')
    .columns(['customer_id', 'kind', 'points'])
    .execute();
  // The history joins the vouchers given with each bill; without this, every history read
  // scans the whole vouchers table.
  await db.schema
    .createIndex('vouchers_issued_bill')
    .on('vouchers')
    .column('issued_bill_id')
    .execute();
}
