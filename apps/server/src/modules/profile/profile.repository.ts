import type { Kysely, Updateable } from 'kysely';
import type { CustomerLanguage, CustomersTable } from '../../db/tables/accounts';
import type { Database } from '../../db/database';

export type CustomerChanges = Omit<
  Updateable<CustomersTable>,
  'id' | 'tenant_id' | 'cust_code' | 'card_no' | 'points_balance' | 'password_hash' | 'created_at'
>;

export function profileRepository(db: Kysely<Database>) {
  return {
    async update(id: number, changes: CustomerChanges): Promise<void> {
      await db.updateTable('customers').set(changes).where('id', '=', id).execute();
    },

    /** What an edit compares with and what its mails need. */
    async identity(id: number) {
      return db
        .selectFrom('customers')
        .select(['email', 'mobile', 'first_name'])
        .where('id', '=', id)
        .executeTakeFirstOrThrow();
    },

    /** The language the customer chose, or null before they chose one. */
    async language(id: number): Promise<CustomerLanguage | null> {
      const row = await db
        .selectFrom('customers')
        .select('language')
        .where('id', '=', id)
        .executeTakeFirstOrThrow();
      return row.language;
    },

    async setLanguage(id: number, language: CustomerLanguage, at: string): Promise<void> {
      await db
        .updateTable('customers')
        .set({ language, updated_at: at })
        .where('id', '=', id)
        .execute();
    },

    /** Which of the e-mail and mobile another customer of the tenant already has. */
    async takenByOthers(tenantId: number, selfId: number, email?: string, mobile?: string) {
      if (email === undefined && mobile === undefined) return { email: false, mobile: false };
      const rows = await db
        .selectFrom('customers')
        .select(['email', 'mobile'])
        .where('tenant_id', '=', tenantId)
        .where('id', '!=', selfId)
        .where((eb) =>
          eb.or([
            ...(email === undefined ? [] : [eb('email', '=', email)]),
            ...(mobile === undefined ? [] : [eb('mobile', '=', mobile)]),
          ]),
        )
        .execute();
      return {
        email: email !== undefined && rows.some((r) => r.email === email),
        mobile: mobile !== undefined && rows.some((r) => r.mobile === mobile),
      };
    },
  };
}
