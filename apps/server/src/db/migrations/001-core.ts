import { sql, type Kysely } from 'kysely';
import type { Dialect } from '../database';
import { notNull, textDefault, withId } from './column-types';

// Migrations speak to the schema as it was when they were written, not to today's types.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyDb = Kysely<any>;

export async function up(db: AnyDb, dialect: Dialect): Promise<void> {
  await withId(db.schema.createTable('tenants'), dialect)
    .addColumn('client_id', 'integer', (c) => c.notNull().unique())
    .addColumn('sub_domain', 'text', (c) => c.notNull().unique())
    .addColumn('app_display_name', 'text', notNull)
    .addColumn('logo_url', 'text', textDefault)
    .addColumn('footer_logo_url', 'text', textDefault)
    .addColumn('footer1', 'text', textDefault)
    .addColumn('footer2', 'text', textDefault)
    .addColumn('footer3', 'text', textDefault)
    .addColumn('country_residence', 'text', textDefault)
    .addColumn('country_residence_code', 'text', textDefault)
    .addColumn('nationality', 'text', textDefault)
    .addColumn('residence_countries', 'text', (c) => c.notNull().defaultTo('[]'))
    .addColumn('access_voucher', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('access_bill_history', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('access_share_points', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('access_dark_mode', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('load_screen_images', 'text', (c) => c.notNull().defaultTo('[]'))
    .addColumn('points_per_aed', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('point_value_fils', 'integer', (c) => c.notNull().defaultTo(10))
    .addColumn('points_expiry_months', 'integer', (c) => c.notNull().defaultTo(12))
    .addColumn('voucher_validity_days', 'integer', (c) => c.notNull().defaultTo(90))
    .addColumn('card_types', 'text', (c) => c.notNull().defaultTo('[]'))
    .addColumn('staff_api_key_hash', 'text')
    .addColumn('created_at', 'text', notNull)
    .execute();

  await db.schema
    .createTable('tenant_origins')
    .addColumn('tenant_id', 'integer', (c) =>
      c.notNull().references('tenants.id').onDelete('cascade'),
    )
    .addColumn('origin', 'text', notNull)
    .addPrimaryKeyConstraint('tenant_origins_pk', ['tenant_id', 'origin'])
    .execute();
  await db.schema
    .createIndex('tenant_origins_origin')
    .on('tenant_origins')
    .column('origin')
    .execute();

  await withId(db.schema.createTable('customers'), dialect)
    .addColumn('tenant_id', 'integer', (c) =>
      c.notNull().references('tenants.id').onDelete('cascade'),
    )
    .addColumn('cust_code', 'text', (c) => c.notNull().unique())
    .addColumn('card_no', 'text', (c) => c.notNull().unique())
    .addColumn('first_name', 'text', notNull)
    .addColumn('last_name', 'text', notNull)
    .addColumn('email', 'text', notNull)
    .addColumn('mobile', 'text', notNull)
    .addColumn('birth_date', 'text', textDefault)
    .addColumn('gender', 'text', textDefault)
    .addColumn('nationality', 'text', textDefault)
    .addColumn('country_code', 'text', textDefault)
    .addColumn('country', 'text', textDefault)
    .addColumn('city_code', 'text', textDefault)
    .addColumn('city', 'text', textDefault)
    .addColumn('area_code', 'text', textDefault)
    .addColumn('area', 'text', textDefault)
    .addColumn('addr1', 'text', textDefault)
    .addColumn('addr2', 'text', textDefault)
    .addColumn('addr3', 'text', textDefault)
    .addColumn('comp_name', 'text', textDefault)
    .addColumn('profile_image', 'text', textDefault)
    .addColumn('card_type', 'text', notNull)
    .addColumn('points_balance', 'integer', (c) =>
      c
        .notNull()
        .defaultTo(0)
        .check(sql`points_balance >= 0`),
    )
    .addColumn('password_hash', 'text', notNull)
    .addColumn('created_at', 'text', notNull)
    .addColumn('updated_at', 'text', notNull)
    .addUniqueConstraint('customers_tenant_email', ['tenant_id', 'email'])
    .addUniqueConstraint('customers_tenant_mobile', ['tenant_id', 'mobile'])
    .execute();

  await withId(db.schema.createTable('ledger_entries'), dialect)
    .addColumn('customer_id', 'integer', (c) =>
      c.notNull().references('customers.id').onDelete('cascade'),
    )
    .addColumn('kind', 'text', (c) =>
      c.notNull().check(sql`kind in ('earn', 'redeem', 'send', 'receive', 'expire', 'adjust')`),
    )
    .addColumn('points', 'integer', notNull)
    .addColumn('reference', 'text')
    .addColumn('created_at', 'text', notNull)
    .execute();
  await db.schema
    .createIndex('ledger_entries_customer')
    .on('ledger_entries')
    .columns(['customer_id', 'created_at'])
    .execute();

  await db.schema
    .createTable('sessions')
    .addColumn('id_hash', 'text', (c) => c.primaryKey())
    .addColumn('customer_id', 'integer', (c) =>
      c.notNull().references('customers.id').onDelete('cascade'),
    )
    .addColumn('tenant_id', 'integer', (c) =>
      c.notNull().references('tenants.id').onDelete('cascade'),
    )
    .addColumn('created_at', 'text', notNull)
    .addColumn('expires_at', 'text', notNull)
    .execute();
  await db.schema.createIndex('sessions_customer').on('sessions').column('customer_id').execute();
  await db.schema.createIndex('sessions_expires').on('sessions').column('expires_at').execute();

  await withId(db.schema.createTable('otps'), dialect)
    .addColumn('tenant_id', 'integer', (c) =>
      c.notNull().references('tenants.id').onDelete('cascade'),
    )
    .addColumn('email', 'text', notNull)
    .addColumn('code_hash', 'text', notNull)
    .addColumn('salt', 'text', notNull)
    .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('expires_at', 'text', notNull)
    .addColumn('verified_at', 'text')
    .addColumn('created_at', 'text', notNull)
    .execute();
  await db.schema
    .createIndex('otps_tenant_email')
    .on('otps')
    .columns(['tenant_id', 'email'])
    .execute();

  await db.schema
    .createTable('rate_limits')
    .addColumn('key', 'text', (c) => c.primaryKey())
    .addColumn('hits', 'integer', notNull)
    .addColumn('expires_at', 'text', notNull)
    .execute();
  await db.schema
    .createIndex('rate_limits_expires')
    .on('rate_limits')
    .column('expires_at')
    .execute();

  await withId(db.schema.createTable('outbox'), dialect)
    .addColumn('tenant_id', 'integer', (c) => c.references('tenants.id').onDelete('set null'))
    .addColumn('to_address', 'text', notNull)
    .addColumn('subject', 'text', notNull)
    .addColumn('text_body', 'text', notNull)
    .addColumn('html_body', 'text', notNull)
    .addColumn('sent_at', 'text', notNull)
    .execute();
}
