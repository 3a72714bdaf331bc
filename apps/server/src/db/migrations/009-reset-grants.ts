import { sql, type Kysely } from 'kysely';
import type { Dialect } from '../database';
import { notNull, withId } from './column-types';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyDb = Kysely<any>;

/**
 * The password reset's proof and its guard.
 *
 * `reset_grants`: what a successful VerifyOTP hands the client that verified, as a cookie; only
 * the hash of the cookie's token is stored, and ChangePWD uses it up.
 *
 * `reset_tries`: one row per one-time-code try of an account that was not right, kept for a day,
 * so the tries of an account are capped whatever the number of codes it was sent.
 *
 * Codes stored before this step were hashed without the server's key and could no longer be
 * checked: they are dropped (they live ten minutes anyway).
 */
export async function up(db: AnyDb, dialect: Dialect): Promise<void> {
  await db.schema
    .createTable('reset_grants')
    .addColumn('token_hash', 'text', (c) => c.primaryKey())
    .addColumn('tenant_id', 'integer', (c) =>
      c.notNull().references('tenants.id').onDelete('cascade'),
    )
    .addColumn('customer_id', 'integer', (c) =>
      c.notNull().references('customers.id').onDelete('cascade'),
    )
    .addColumn('email', 'text', notNull)
    .addColumn('expires_at', 'text', notNull)
    .addColumn('created_at', 'text', notNull)
    .execute();
  await db.schema
    .createIndex('reset_grants_customer')
    .on('reset_grants')
    .column('customer_id')
    .execute();
  await db.schema
    .createIndex('reset_grants_expires')
    .on('reset_grants')
    .column('expires_at')
    .execute();

  await withId(db.schema.createTable('reset_tries'), dialect)
    .addColumn('tenant_id', 'integer', (c) =>
      c.notNull().references('tenants.id').onDelete('cascade'),
    )
    .addColumn('email', 'text', notNull)
    .addColumn('tried_at', 'text', notNull)
    .execute();
  await db.schema
    .createIndex('reset_tries_account')
    .on('reset_tries')
    .columns(['tenant_id', 'email', 'tried_at'])
    .execute();
  await db.schema.createIndex('reset_tries_at').on('reset_tries').column('tried_at').execute();

  await sql`delete from otps`.execute(db);
}
