import { sql, type Kysely } from 'kysely';
import type { Dialect } from '../database';
import { INT_MAX, INT_MIN, WHOLE_NUMBER_REFUSAL } from '../whole-numbers';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyDb = Kysely<any>;

/** Every column that holds points or fils (or a count of them). */
const WHOLE_COLUMNS: Record<string, string[]> = {
  customers: ['points_balance', 'points_expired'],
  ledger_entries: ['points'],
  bills: ['amount_fils', 'points_earned'],
  bill_lines: ['quantity', 'price_fils'],
  vouchers: ['value_fils', 'points_cost'],
  tenants: ['points_per_aed', 'point_value_fils', 'max_bill_fils'],
};

/**
 * Money is whole and bounded, and bills are read in the programme's time zone.
 *
 * - `tenants.max_bill_fils`: the largest bill the till may post (default AED 100,000).
 * - `tenants.time_zone`: the IANA zone a bill time without a zone is read in (Asia/Dubai).
 * - On SQLite, triggers refuse a points or fils value that is not a whole number within
 *   PostgreSQL's `integer`, whose column type already refuses it there; so both databases
 *   hold the same values and refuse the same ones. Rows already stored are left as they are
 *   (the ledger invariants report any that are not whole).
 */
export async function up(db: AnyDb, dialect: Dialect): Promise<void> {
  await db.schema
    .alterTable('tenants')
    .addColumn('max_bill_fils', 'integer', (c) =>
      c
        .notNull()
        .defaultTo(10_000_000)
        .check(sql`max_bill_fils > 0`),
    )
    .execute();
  await db.schema
    .alterTable('tenants')
    .addColumn('time_zone', 'text', (c) => c.notNull().defaultTo('Asia/Dubai'))
    .execute();
  if (dialect !== 'sqlite') return;
  for (const [table, columns] of Object.entries(WHOLE_COLUMNS)) {
    const bad = columns
      .map((c) => `typeof(new.${c}) <> 'integer' or new.${c} not between ${INT_MIN} and ${INT_MAX}`)
      .join(' or ');
    const message = `${WHOLE_NUMBER_REFUSAL}: ${table}`;
    // An update that does not touch these columns (a profile change) is not checked.
    const events = { insert: 'insert', update: `update of ${columns.join(', ')}` };
    for (const [name, event] of Object.entries(events)) {
      await sql
        .raw(
          `create trigger ${table}_whole_${name} before ${event} on ${table}
           when ${bad}
           begin select raise(abort, '${message}'); end`,
        )
        .execute(db);
    }
  }
}
