import type { Kysely } from 'kysely';
import type { Dialect } from '../database';
import { notNull, withId } from './column-types';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyDb = Kysely<any>;

/**
 * The outbox becomes the queue of outgoing mail: a worker delivers `queued` rows with retries,
 * and an instance claims a row (`claim_token`, `claimed_until`) before it sends, so two
 * instances never deliver one message. Rows written before this migration were the demo's
 * outbox itself (`kept`). Also the pending e-mail changes, applied when the link mailed to the
 * new address is opened.
 */
export async function up(db: AnyDb, dialect: Dialect): Promise<void> {
  // SQLite adds one column per statement.
  await db.schema
    .alterTable('outbox')
    .addColumn('status', 'text', (c) => c.notNull().defaultTo('kept'))
    .execute();
  await db.schema
    .alterTable('outbox')
    .addColumn('from_name', 'text', (c) => c.notNull().defaultTo(''))
    .execute();
  await db.schema
    .alterTable('outbox')
    .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  for (const column of [
    'next_attempt_at',
    'claimed_until',
    'claim_token',
    'last_error',
    'delivered_at',
  ]) {
    await db.schema.alterTable('outbox').addColumn(column, 'text').execute();
  }
  await db.schema
    .createIndex('outbox_due')
    .on('outbox')
    .columns(['status', 'next_attempt_at'])
    .execute();

  await withId(db.schema.createTable('email_changes'), dialect)
    .addColumn('customer_id', 'integer', (c) =>
      c.notNull().unique().references('customers.id').onDelete('cascade'),
    )
    .addColumn('tenant_id', 'integer', (c) =>
      c.notNull().references('tenants.id').onDelete('cascade'),
    )
    .addColumn('new_email', 'text', notNull)
    .addColumn('token_hash', 'text', (c) => c.notNull().unique())
    .addColumn('expires_at', 'text', notNull)
    .addColumn('created_at', 'text', notNull)
    .execute();
}
