import { sql, type Kysely } from 'kysely';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyDb = Kysely<any>;

/**
 * The points a customer has lost to expiry so far, kept beside the balance and moved in the
 * same statement as it (ledger.repository's append), so GetLoyPoints CUSTOMER answers from the
 * row the session check has already read instead of summing `expire` entries on every call.
 * It always equals minus the sum of the customer's `expire` entries (the ledger invariants
 * check it); existing ledgers are summed once here.
 */
export async function up(db: AnyDb): Promise<void> {
  await db.schema
    .alterTable('customers')
    .addColumn('points_expired', 'integer', (c) =>
      c
        .notNull()
        .defaultTo(0)
        .check(sql`points_expired >= 0`),
    )
    .execute();
  await sumExpiredPoints(db);
}

/** Sets every customer's points expired from its `expire` entries. */
export async function sumExpiredPoints(db: AnyDb): Promise<void> {
  await sql`update customers set points_expired = coalesce((
      select sum(-e.points) from ledger_entries e
      where e.customer_id = customers.id and e.kind = 'expire'), 0)`.execute(db);
}
