import type { Kysely } from 'kysely';
import type { Dialect } from '../database';
import { notNull, textDefault, withId } from './column-types';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyDb = Kysely<any>;

/**
 * Claim codes are issued in batches the retailer can count, export and void: a batch per
 * issue and the batch of each code. Voiding a batch sets `vouchers.voided_at` (migration 013)
 * on its unclaimed codes only; a claimed one belongs to its customer and is never voided.
 */
export async function up(db: AnyDb, dialect: Dialect): Promise<void> {
  await withId(db.schema.createTable('voucher_batches'), dialect)
    .addColumn('tenant_id', 'integer', (c) =>
      c.notNull().references('tenants.id').onDelete('cascade'),
    )
    .addColumn('name', 'text', textDefault)
    .addColumn('value_fils', 'integer', notNull)
    .addColumn('valid_days', 'integer', notNull)
    .addColumn('issued', 'integer', notNull)
    .addColumn('created_by', 'text', textDefault)
    .addColumn('created_at', 'text', notNull)
    .addColumn('expires_at', 'text', notNull)
    .addColumn('voided_at', 'text')
    .execute();
  await db.schema
    .createIndex('voucher_batches_tenant')
    .on('voucher_batches')
    .columns(['tenant_id', 'created_at'])
    .execute();
  await db.schema
    .alterTable('vouchers')
    .addColumn('batch_id', 'integer', (c) =>
      c.references('voucher_batches.id').onDelete('set null'),
    )
    .execute();
  // vouchers.voided_at comes with migration 013 (a reversed bill's voucher is voided too).
  await db.schema.createIndex('vouchers_batch').on('vouchers').column('batch_id').execute();
}
