import { sql, type ColumnDefinitionBuilder, type Kysely } from 'kysely';
import type { Dialect } from '../database';
import { notNull, textDefault, withId } from './column-types';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyDb = Kysely<any>;

const tenantRef = (c: ColumnDefinitionBuilder) =>
  c.notNull().references('tenants.id').onDelete('cascade');

/**
 * The retailer's back office: staff accounts and their sessions, one-time links (invitations
 * and password resets), per-till API keys, and the append-only audit log of every admin write.
 */
export async function up(db: AnyDb, dialect: Dialect): Promise<void> {
  await withId(db.schema.createTable('staff'), dialect)
    .addColumn('tenant_id', 'integer', tenantRef)
    .addColumn('email', 'text', notNull)
    .addColumn('name', 'text', notNull)
    .addColumn('role', 'text', notNull)
    // Empty until an invited member sets a password through the link.
    .addColumn('password_hash', 'text', textDefault)
    .addColumn('active', 'integer', (c) => c.notNull().defaultTo(1))
    // Base32 secret once the member has confirmed a code; empty without a second factor.
    .addColumn('totp_secret', 'text', textDefault)
    .addColumn('totp_pending', 'text', textDefault)
    .addColumn('last_sign_in_at', 'text')
    .addColumn('created_at', 'text', notNull)
    .addColumn('updated_at', 'text', notNull)
    .addCheckConstraint('staff_role', sql`role in ('owner', 'manager', 'cashier')`)
    .execute();
  await db.schema
    .createIndex('staff_email')
    .on('staff')
    .columns(['tenant_id', 'email'])
    .unique()
    .execute();

  await db.schema
    .createTable('staff_sessions')
    .addColumn('id_hash', 'text', (c) => c.primaryKey())
    .addColumn('staff_id', 'integer', (c) => c.notNull().references('staff.id').onDelete('cascade'))
    .addColumn('tenant_id', 'integer', tenantRef)
    .addColumn('created_at', 'text', notNull)
    .addColumn('last_seen_at', 'text', notNull)
    .addColumn('expires_at', 'text', notNull)
    .execute();
  await db.schema
    .createIndex('staff_sessions_staff')
    .on('staff_sessions')
    .column('staff_id')
    .execute();

  await db.schema
    .createTable('staff_links')
    .addColumn('token_hash', 'text', (c) => c.primaryKey())
    .addColumn('staff_id', 'integer', (c) => c.notNull().references('staff.id').onDelete('cascade'))
    .addColumn('purpose', 'text', notNull)
    .addColumn('created_at', 'text', notNull)
    .addColumn('expires_at', 'text', notNull)
    .addColumn('used_at', 'text')
    .addCheckConstraint('staff_links_purpose', sql`purpose in ('invite', 'reset')`)
    .execute();
  await db.schema.createIndex('staff_links_staff').on('staff_links').column('staff_id').execute();

  await withId(db.schema.createTable('till_keys'), dialect)
    .addColumn('tenant_id', 'integer', tenantRef)
    .addColumn('name', 'text', notNull)
    .addColumn('key_hash', 'text', (c) => c.notNull().unique())
    .addColumn('created_by', 'integer', (c) => c.references('staff.id').onDelete('set null'))
    .addColumn('created_at', 'text', notNull)
    .addColumn('last_used_at', 'text')
    .addColumn('revoked_at', 'text')
    .execute();
  await db.schema.createIndex('till_keys_tenant').on('till_keys').column('tenant_id').execute();

  await withId(db.schema.createTable('audit_log'), dialect)
    .addColumn('tenant_id', 'integer', tenantRef)
    .addColumn('at', 'text', notNull)
    .addColumn('actor_kind', 'text', notNull)
    .addColumn('actor_id', 'integer')
    .addColumn('actor_name', 'text', notNull)
    .addColumn('actor_role', 'text', notNull)
    .addColumn('action', 'text', notNull)
    .addColumn('entity', 'text', textDefault)
    .addColumn('entity_id', 'text', textDefault)
    .addColumn('customer_id', 'integer')
    .addColumn('before_json', 'text', notNull)
    .addColumn('after_json', 'text', notNull)
    .addColumn('client_address', 'text', textDefault)
    .addCheckConstraint('audit_actor_kind', sql`actor_kind in ('staff', 'key', 'cli')`)
    .execute();
  await db.schema
    .createIndex('audit_log_at')
    .on('audit_log')
    .columns(['tenant_id', 'at'])
    .execute();
  await db.schema
    .createIndex('audit_log_actor')
    .on('audit_log')
    .columns(['tenant_id', 'actor_id', 'at'])
    .execute();
  await db.schema
    .createIndex('audit_log_customer')
    .on('audit_log')
    .columns(['tenant_id', 'customer_id', 'at'])
    .execute();

  // Append-only: a row once written is never changed or removed.
  if (dialect === 'postgres') {
    await sql`create function audit_log_append_only() returns trigger language plpgsql as $$
      begin raise exception 'the audit log is append-only'; end $$`.execute(db);
    await sql`create trigger audit_log_no_change before update or delete on audit_log
      for each row execute function audit_log_append_only()`.execute(db);
  } else {
    for (const event of ['update', 'delete']) {
      await sql
        .raw(
          `create trigger audit_log_no_${event} before ${event} on audit_log
           begin select raise(abort, 'the audit log is append-only'); end`,
        )
        .execute(db);
    }
  }
}
