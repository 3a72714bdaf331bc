import { sql, type Kysely } from 'kysely';
import type { Dialect } from '../database';
import { notNull, textDefault, withId } from './column-types';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyDb = Kysely<any>;

/** Bills from the till, their lines, vouchers, and the idempotency keys of value moves. */
export async function up(db: AnyDb, dialect: Dialect): Promise<void> {
  await withId(db.schema.createTable('bills'), dialect)
    .addColumn('tenant_id', 'integer', (c) =>
      c.notNull().references('tenants.id').onDelete('cascade'),
    )
    .addColumn('customer_id', 'integer', (c) =>
      c.notNull().references('customers.id').onDelete('cascade'),
    )
    .addColumn('bill_ref', 'text', notNull)
    .addColumn('amount_fils', 'integer', (c) => c.notNull().check(sql`amount_fils >= 0`))
    .addColumn('points_earned', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('tran_date', 'text', notNull)
    .addColumn('created_at', 'text', notNull)
    .addUniqueConstraint('bills_tenant_ref', ['tenant_id', 'bill_ref'])
    .execute();
  await db.schema
    .createIndex('bills_customer_date')
    .on('bills')
    .columns(['customer_id', 'tran_date'])
    .execute();

  await withId(db.schema.createTable('bill_lines'), dialect)
    .addColumn('bill_id', 'integer', (c) => c.notNull().references('bills.id').onDelete('cascade'))
    .addColumn('line_no', 'integer', notNull)
    .addColumn('barcode', 'text', textDefault)
    .addColumn('description', 'text', textDefault)
    .addColumn('quantity', 'integer', notNull)
    .addColumn('price_fils', 'integer', notNull)
    .execute();
  await db.schema.createIndex('bill_lines_bill').on('bill_lines').column('bill_id').execute();

  await withId(db.schema.createTable('vouchers'), dialect)
    .addColumn('tenant_id', 'integer', (c) =>
      c.notNull().references('tenants.id').onDelete('cascade'),
    )
    .addColumn('customer_id', 'integer', (c) => c.references('customers.id').onDelete('cascade'))
    .addColumn('code', 'text', notNull)
    .addColumn('value_fils', 'integer', (c) => c.notNull().check(sql`value_fils > 0`))
    .addColumn('points_cost', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('source', 'text', (c) =>
      c.notNull().check(sql`source in ('points', 'external', 'bill')`),
    )
    .addColumn('status', 'text', (c) => c.notNull().check(sql`status in ('new', 'used')`))
    .addColumn('issued_bill_id', 'integer', (c) => c.references('bills.id').onDelete('set null'))
    .addColumn('redeemed_bill_id', 'integer', (c) => c.references('bills.id').onDelete('set null'))
    .addColumn('redeemed_at', 'text')
    .addColumn('claimed_at', 'text')
    .addColumn('transferred_from', 'integer', (c) =>
      c.references('customers.id').onDelete('set null'),
    )
    .addColumn('created_at', 'text', notNull)
    .addColumn('expires_at', 'text', notNull)
    .addUniqueConstraint('vouchers_tenant_code', ['tenant_id', 'code'])
    .execute();
  await db.schema
    .createIndex('vouchers_customer_status')
    .on('vouchers')
    .columns(['customer_id', 'status', 'expires_at'])
    .execute();

  await db.schema
    .createTable('idempotency_keys')
    .addColumn('scope', 'text', notNull)
    .addColumn('owner', 'text', notNull)
    .addColumn('idem_key', 'text', notNull)
    .addColumn('request_hash', 'text', notNull)
    .addColumn('answer', 'text')
    .addColumn('created_at', 'text', notNull)
    .addPrimaryKeyConstraint('idempotency_keys_pk', ['scope', 'owner', 'idem_key'])
    .execute();
  await db.schema
    .createIndex('idempotency_keys_created')
    .on('idempotency_keys')
    .column('created_at')
    .execute();
  // The expiry job sums each customer's entries by age.
  await db.schema
    .createIndex('ledger_entries_kind')
    .on('ledger_entries')
    .columns(['kind', 'created_at'])
    .execute();
}
