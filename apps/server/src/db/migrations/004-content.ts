import type { Kysely } from 'kysely';
import type { Dialect } from '../database';
import { notNull, textDefault, withId } from './column-types';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyDb = Kysely<any>;

const tenantRef = 'tenants.id';

/** A tenant's content: promotions, stores, contact, social links, brochure, about, ratings. */
export async function up(db: AnyDb, dialect: Dialect): Promise<void> {
  await withId(db.schema.createTable('promotions'), dialect)
    .addColumn('tenant_id', 'integer', (c) => c.notNull().references(tenantRef).onDelete('cascade'))
    .addColumn('promo_code', 'text', notNull)
    .addColumn('title', 'text', notNull)
    .addColumn('description', 'text', textDefault)
    .addColumn('flyer', 'text', textDefault)
    .addColumn('valid_from', 'text', notNull)
    .addColumn('valid_to', 'text', notNull)
    .addColumn('enabled', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('created_at', 'text', notNull)
    .addUniqueConstraint('promotions_tenant_code', ['tenant_id', 'promo_code'])
    .execute();
  await db.schema
    .createTable('promotion_images')
    .addColumn('promotion_id', 'integer', (c) =>
      c.notNull().references('promotions.id').onDelete('cascade'),
    )
    .addColumn('position', 'integer', notNull)
    .addColumn('file_name', 'text', notNull)
    .addPrimaryKeyConstraint('promotion_images_pk', ['promotion_id', 'position'])
    .execute();

  await withId(db.schema.createTable('stores'), dialect)
    .addColumn('tenant_id', 'integer', (c) => c.notNull().references(tenantRef).onDelete('cascade'))
    .addColumn('position', 'integer', notNull)
    .addColumn('loc_name', 'text', notNull)
    .addColumn('address', 'text', textDefault)
    .addColumn('phone', 'text', textDefault)
    .execute();
  await db.schema.createIndex('stores_tenant').on('stores').column('tenant_id').execute();

  await db.schema
    .createTable('tenant_contacts')
    .addColumn('tenant_id', 'integer', (c) =>
      c.primaryKey().references(tenantRef).onDelete('cascade'),
    )
    .addColumn('message', 'text', textDefault)
    .addColumn('phone', 'text', textDefault)
    .addColumn('email', 'text', textDefault)
    .execute();

  await withId(db.schema.createTable('social_links'), dialect)
    .addColumn('tenant_id', 'integer', (c) => c.notNull().references(tenantRef).onDelete('cascade'))
    .addColumn('position', 'integer', notNull)
    .addColumn('name', 'text', notNull)
    .addColumn('link', 'text', notNull)
    .addColumn('valid', 'integer', (c) => c.notNull().defaultTo(1))
    .execute();

  await db.schema
    .createTable('brochures')
    .addColumn('tenant_id', 'integer', (c) =>
      c.primaryKey().references(tenantRef).onDelete('cascade'),
    )
    .addColumn('file_name', 'text', notNull)
    .addColumn('updated_at', 'text', notNull)
    .execute();

  await withId(db.schema.createTable('about_sections'), dialect)
    .addColumn('tenant_id', 'integer', (c) => c.notNull().references(tenantRef).onDelete('cascade'))
    .addColumn('position', 'integer', notNull)
    .addColumn('heading', 'text', notNull)
    .addColumn('content', 'text', notNull)
    .execute();

  await withId(db.schema.createTable('rating_questions'), dialect)
    .addColumn('tenant_id', 'integer', (c) => c.notNull().references(tenantRef).onDelete('cascade'))
    .addColumn('position', 'integer', notNull)
    .addColumn('description', 'text', notNull)
    .addColumn('second_language', 'text', textDefault)
    .addColumn('rating_type', 'text', notNull)
    .addColumn('published', 'integer', (c) => c.notNull().defaultTo(1))
    .execute();
  await withId(db.schema.createTable('rating_options'), dialect)
    .addColumn('question_id', 'integer', (c) =>
      c.notNull().references('rating_questions.id').onDelete('cascade'),
    )
    .addColumn('index_num', 'integer', notNull)
    .addColumn('options_desc', 'text', notNull)
    .addColumn('options_desc2', 'text', textDefault)
    .execute();

  await withId(db.schema.createTable('feedback_ratings'), dialect)
    .addColumn('tenant_id', 'integer', (c) => c.notNull().references(tenantRef).onDelete('cascade'))
    .addColumn('customer_id', 'integer', (c) =>
      c.notNull().references('customers.id').onDelete('cascade'),
    )
    .addColumn('question_id', 'integer', (c) =>
      c.notNull().references('rating_questions.id').onDelete('cascade'),
    )
    .addColumn('option_id', 'integer', (c) =>
      c.notNull().references('rating_options.id').onDelete('cascade'),
    )
    .addColumn('other_feedback', 'text', textDefault)
    .addColumn('created_at', 'text', notNull)
    .addColumn('updated_at', 'text', notNull)
    .addUniqueConstraint('feedback_customer_question', ['customer_id', 'question_id'])
    .execute();
}
