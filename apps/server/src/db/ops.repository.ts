import { DEFAULT_MIGRATION_TABLE, type Kysely } from 'kysely';
import type { Database } from './database';

/** The few reads the operations side makes: readiness and the production start checks. */
export function opsRepository(db: Kysely<Database>) {
  return {
    /** Names of the applied migrations, from Kysely's own bookkeeping table. */
    async appliedMigrations(schema: string | undefined): Promise<Set<string>> {
      // The bookkeeping table is not part of our Database interface.
      const scoped = (schema ? db.withSchema(schema) : db) as unknown as Kysely<{
        [DEFAULT_MIGRATION_TABLE]: { name: string };
      }>;
      const rows = await scoped.selectFrom(DEFAULT_MIGRATION_TABLE).select('name').execute();
      return new Set(rows.map((r) => r.name));
    },

    async tenantsWithKeyHashes(hashes: string[]) {
      if (hashes.length === 0) return [];
      return db
        .selectFrom('tenants')
        .select(['client_id', 'sub_domain'])
        .where('staff_api_key_hash', 'in', hashes)
        .orderBy('client_id')
        .execute();
    },

    /** Staff of any programme with one of these e-mails, and their password hashes. */
    async staffWithEmails(emails: string[]) {
      if (emails.length === 0) return [];
      return db
        .selectFrom('staff')
        .select(['email', 'password_hash'])
        .where('email', 'in', emails)
        .where('password_hash', '!=', '')
        .orderBy('email')
        .execute();
    },

    async customersWithEmails(emails: string[]) {
      if (emails.length === 0) return [];
      return db
        .selectFrom('customers')
        .select('email')
        .where('email', 'in', emails)
        .orderBy('email')
        .execute();
    },
  };
}
