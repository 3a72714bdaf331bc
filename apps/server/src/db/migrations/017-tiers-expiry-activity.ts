import type { Kysely } from 'kysely';
import type { Dialect } from '../database';
import { notNull, withId } from './column-types';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyDb = Kysely<any>;

/**
 * Tier progress, the expiry timeline and the activity list (docs/decisions/024-member-tiers-expiry-activity.md):
 * the months of points the tiers count (0, a lifetime, keeps every programme as it was), the
 * days before an expiry that the customer is reminded, one reminder row per expiry day, and
 * each voucher passed on, paged with the ledger (its index on customer and time serves both) (`vouchers.transferred_from` keeps only the last giver, and no time).
 */
export async function up(db: AnyDb, dialect: Dialect): Promise<void> {
  await db.schema
    .alterTable('tenants')
    .addColumn('tier_window_months', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema
    .alterTable('tenants')
    .addColumn('expiry_reminder_days', 'integer', (c) => c.notNull().defaultTo(14))
    .execute();
  await db.schema
    .createTable('expiry_reminders')
    .addColumn('customer_id', 'integer', (c) =>
      c.notNull().references('customers.id').onDelete('cascade'),
    )
    .addColumn('expires_on', 'text', notNull)
    .addColumn('points', 'integer', notNull)
    .addColumn('sent_at', 'text', notNull)
    .addPrimaryKeyConstraint('expiry_reminders_pk', ['customer_id', 'expires_on'])
    .execute();
  await withId(db.schema.createTable('voucher_transfers'), dialect)
    .addColumn('voucher_id', 'integer', (c) =>
      c.notNull().references('vouchers.id').onDelete('cascade'),
    )
    .addColumn('from_customer_id', 'integer', (c) =>
      c.notNull().references('customers.id').onDelete('cascade'),
    )
    .addColumn('to_customer_id', 'integer', (c) =>
      c.notNull().references('customers.id').onDelete('cascade'),
    )
    .addColumn('created_at', 'text', notNull)
    .execute();
  for (const side of ['from', 'to'] as const)
    await db.schema
      .createIndex(`voucher_transfers_${side}`)
      .on('voucher_transfers')
      .columns([`${side}_customer_id`, 'created_at', 'id'])
      .execute();
}
