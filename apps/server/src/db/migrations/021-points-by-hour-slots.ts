import { sql, type Kysely } from 'kysely';
import type { Dialect } from '../database';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyDb = Kysely<any>;

/** How many rows share one programme, hour and kind of the summary. */
export const POINTS_BY_HOUR_SLOTS = 16;

/**
 * `points_by_hour` (migration 015) kept one row per programme, hour and kind, so on PostgreSQL
 * every transaction that wrote the ledger in the same hour queued on that row until it
 * committed: every voucher and every send of a programme ran one at a time. Each row is now
 * split into slots by the customer (`customer_id % POINTS_BY_HOUR_SLOTS`): two customers'
 * entries seldom meet on one row, and the reports sum the slots as they summed the hours.
 */
export async function up(db: AnyDb, dialect: Dialect): Promise<void> {
  const row = `select c.tenant_id, substr(new.created_at, 1, 13), new.kind,
      new.customer_id % ${POINTS_BY_HOUR_SLOTS},
      case when new.points > 0 then new.points else 0 end,
      case when new.points < 0 then new.points else 0 end
    from customers c where c.id = new.customer_id
    on conflict (tenant_id, hour, kind, slot) do update
      set credit = points_by_hour.credit + excluded.credit,
          debit = points_by_hour.debit + excluded.debit`;
  const insert = `insert into points_by_hour (tenant_id, hour, kind, slot, credit, debit) ${row}`;
  if (dialect === 'postgres') {
    await sql`alter table points_by_hour add column slot integer not null default 0`.execute(db);
    await sql`alter table points_by_hour drop constraint points_by_hour_key`.execute(db);
    await sql`alter table points_by_hour
      add constraint points_by_hour_key primary key (tenant_id, hour, kind, slot)`.execute(db);
    await sql
      .raw(
        `create or replace function points_by_hour_add() returns trigger language plpgsql as $$
         begin ${insert}; return null; end $$`,
      )
      .execute(db);
    return;
  }
  // SQLite cannot change a primary key: the table is built again, its rows as they were.
  await sql`drop trigger ledger_entries_by_hour`.execute(db);
  await sql`alter table points_by_hour rename to points_by_hour_before_slots`.execute(db);
  await db.schema
    .createTable('points_by_hour')
    .addColumn('tenant_id', 'integer', (c) =>
      c.notNull().references('tenants.id').onDelete('cascade'),
    )
    .addColumn('hour', 'text', (c) => c.notNull())
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('slot', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('credit', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('debit', 'integer', (c) => c.notNull().defaultTo(0))
    .addPrimaryKeyConstraint('points_by_hour_key', ['tenant_id', 'hour', 'kind', 'slot'])
    .execute();
  await sql`insert into points_by_hour (tenant_id, hour, kind, slot, credit, debit)
    select tenant_id, hour, kind, 0, credit, debit from points_by_hour_before_slots`.execute(db);
  await sql`drop table points_by_hour_before_slots`.execute(db);
  await sql
    .raw(
      `create trigger ledger_entries_by_hour after insert on ledger_entries begin ${insert}; end`,
    )
    .execute(db);
}
