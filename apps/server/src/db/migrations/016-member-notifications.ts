import type { Kysely } from 'kysely';
import type { Dialect } from '../database';
import { notNull, withId } from './column-types';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyDb = Kysely<any>;

/**
 * The member's inbox: one row per event worth telling (points earned or received, a voucher
 * received, points about to expire), written in the transaction of the event itself, so an
 * event and its notification exist together or not at all. Push delivery can read the same rows.
 */
export async function up(db: AnyDb, dialect: Dialect): Promise<void> {
  await withId(db.schema.createTable('notifications'), dialect)
    .addColumn('customer_id', 'integer', (c) =>
      c.notNull().references('customers.id').onDelete('cascade'),
    )
    .addColumn('kind', 'text', notNull)
    .addColumn('data_json', 'text', notNull)
    .addColumn('created_at', 'text', notNull)
    .addColumn('read_at', 'text')
    .execute();
  await db.schema
    .createIndex('notifications_customer')
    .on('notifications')
    .columns(['customer_id', 'id'])
    .execute();
}
