import { sql, type Kysely } from 'kysely';
import type { Dialect } from '../database';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyDb = Kysely<any>;

/**
 * The console's reports. Points per month would sum millions of ledger entries on every read,
 * so `points_by_hour` keeps, per programme, UTC hour (`2026-01-31T18`) and kind, the credits
 * and debits of the ledger, added to by a trigger on every `ledger_entries` insert in the same
 * transaction (the ledger is append-only, so inserts are all there is). Hours, not days, so a
 * month in the programme's time zone is a range of whole rows. The rest are plain aggregates
 * over indexed columns.
 */
export async function up(db: AnyDb, dialect: Dialect): Promise<void> {
  const big = dialect === 'postgres' ? 'bigint' : 'integer';
  await db.schema
    .createTable('points_by_hour')
    .addColumn('tenant_id', 'integer', (c) =>
      c.notNull().references('tenants.id').onDelete('cascade'),
    )
    .addColumn('hour', 'text', (c) => c.notNull())
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('credit', big, (c) => c.notNull().defaultTo(0))
    .addColumn('debit', big, (c) => c.notNull().defaultTo(0))
    .addPrimaryKeyConstraint('points_by_hour_key', ['tenant_id', 'hour', 'kind'])
    .execute();

  const row = `select c.tenant_id, substr(new.created_at, 1, 13), new.kind,
      case when new.points > 0 then new.points else 0 end,
      case when new.points < 0 then new.points else 0 end
    from customers c where c.id = new.customer_id
    on conflict (tenant_id, hour, kind) do update
      set credit = points_by_hour.credit + excluded.credit,
          debit = points_by_hour.debit + excluded.debit`;
  const insert = `insert into points_by_hour (tenant_id, hour, kind, credit, debit) ${row}`;
  if (dialect === 'postgres') {
    await sql
      .raw(
        `create function points_by_hour_add() returns trigger language plpgsql as $$
         begin ${insert}; return null; end $$`,
      )
      .execute(db);
    await sql`create trigger ledger_entries_by_hour after insert on ledger_entries
      for each row execute function points_by_hour_add()`.execute(db);
  } else {
    await sql
      .raw(
        `create trigger ledger_entries_by_hour after insert on ledger_entries begin ${insert}; end`,
      )
      .execute(db);
  }
  // What was written before the trigger, once.
  await sql`insert into points_by_hour (tenant_id, hour, kind, credit, debit)
    select c.tenant_id, substr(e.created_at, 1, 13), e.kind,
      sum(case when e.points > 0 then e.points else 0 end),
      sum(case when e.points < 0 then e.points else 0 end)
    from ledger_entries e join customers c on c.id = e.customer_id
    group by c.tenant_id, substr(e.created_at, 1, 13), e.kind`.execute(db);

  // New members per month, and vouchers issued and used per month.
  await db.schema
    .createIndex('customers_tenant_created')
    .on('customers')
    .columns(['tenant_id', 'created_at'])
    .execute();
  await db.schema
    .createIndex('vouchers_tenant_created')
    .on('vouchers')
    .columns(['tenant_id', 'created_at'])
    .execute();
  await db.schema
    .createIndex('vouchers_tenant_redeemed')
    .on('vouchers')
    .columns(['tenant_id', 'redeemed_at'])
    .execute();
}
