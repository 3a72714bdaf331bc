import { sql, type Kysely } from 'kysely';
import type { Dialect } from '../database';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyDb = Kysely<any>;

/**
 * A number per customer that changes in the same transaction as any write to what the
 * customer's purchase history shows (their bills, the lines of those bills, the vouchers they
 * hold or were given on those bills), so a server can keep a history it built and know, with
 * one read, whether it is still current, whichever instance or tool wrote since. Triggers
 * keep it: no writer of those tables, present or future, can forget it. There is no foreign
 * key: a customer's deletion cascades to their bills, whose triggers still write here.
 */
export async function up(db: AnyDb, dialect: Dialect): Promise<void> {
  await db.schema
    .createTable('history_versions')
    .addColumn('customer_id', 'integer', (c) => c.primaryKey())
    .addColumn('version', 'integer', (c) => c.notNull())
    .execute();
  if (dialect === 'postgres') await postgresTriggers(db);
  else await sqliteTriggers(db);
}

const sqliteBump = (customer: string) =>
  `insert into history_versions (customer_id, version) select ${customer}, 1 ` +
  `where ${customer} is not null ` +
  'on conflict (customer_id) do update set version = history_versions.version + 1;';

/** SQLite has only row triggers: one bump per row written, by primary key. */
async function sqliteTriggers(db: AnyDb): Promise<void> {
  const billOf = (id: string) => `(select customer_id from bills where id = ${id})`;
  const bumps: Record<string, Record<'insert' | 'update' | 'delete', string[]>> = {
    bills: {
      insert: ['new.customer_id'],
      update: ['old.customer_id', 'new.customer_id'],
      delete: ['old.customer_id'],
    },
    bill_lines: {
      insert: [billOf('new.bill_id')],
      update: [billOf('old.bill_id'), billOf('new.bill_id')],
      delete: [billOf('old.bill_id')],
    },
    vouchers: {
      insert: ['new.customer_id', billOf('new.issued_bill_id')],
      update: [
        'old.customer_id',
        'new.customer_id',
        billOf('old.issued_bill_id'),
        billOf('new.issued_bill_id'),
      ],
      delete: ['old.customer_id', billOf('old.issued_bill_id')],
    },
  };
  for (const [table, events] of Object.entries(bumps)) {
    for (const [event, customers] of Object.entries(events)) {
      const body = customers.map(sqliteBump).join('\n  ');
      await sql
        .raw(
          `create trigger ${table}_history_${event} after ${event} on ${table}\n` +
            `begin\n  ${body}\nend`,
        )
        .execute(db);
    }
  }
}

/**
 * PostgreSQL bumps once per statement from its transition tables: a bulk insert of millions
 * of bills costs one upsert per customer, not per row. A trigger with transition tables
 * takes one event, so each table has three triggers on one function.
 */
async function postgresTriggers(db: AnyDb): Promise<void> {
  const customersOf: Record<string, (rows: string) => string> = {
    bills: (rows) => `select customer_id from ${rows}`,
    bill_lines: (rows) => `select b.customer_id from ${rows} r join bills b on b.id = r.bill_id`,
    vouchers: (rows) =>
      `select customer_id from ${rows} union ` +
      `select b.customer_id from ${rows} r join bills b on b.id = r.issued_bill_id`,
  };
  const bump = (ids: string) =>
    `insert into history_versions (customer_id, version) ` +
    `select distinct c, 1 from (${ids}) ids(c) where c is not null ` +
    'on conflict (customer_id) do update set version = history_versions.version + 1;';
  for (const [table, of] of Object.entries(customersOf)) {
    await sql
      .raw(
        `create function ${table}_history_bump() returns trigger language plpgsql as $$
begin
  if tg_op = 'INSERT' then
    ${bump(of('new_rows'))}
  elsif tg_op = 'UPDATE' then
    ${bump(`${of('new_rows')} union ${of('old_rows')}`)}
  else
    ${bump(of('old_rows'))}
  end if;
  return null;
end $$`,
      )
      .execute(db);
    const tables = { insert: 'new table as new_rows', delete: 'old table as old_rows' };
    for (const [event, referencing] of Object.entries({
      ...tables,
      update: 'new table as new_rows old table as old_rows',
    })) {
      await sql
        .raw(
          `create trigger ${table}_history_${event} after ${event} on ${table} ` +
            `referencing ${referencing} for each statement execute function ${table}_history_bump()`,
        )
        .execute(db);
    }
  }
}
