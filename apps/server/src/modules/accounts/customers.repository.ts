import type { Insertable, Kysely, Selectable } from 'kysely';
import type { CustomersTable } from '../../db/tables/accounts';
import type { Database } from '../../db/database';

export type CustomerRow = Selectable<CustomersTable>;
export type NewCustomer = Omit<Insertable<CustomersTable>, 'id' | 'points_balance'>;

export function customersRepository(db: Kysely<Database>) {
  return {
    async findByEmail(tenantId: number, email: string): Promise<CustomerRow | undefined> {
      return db
        .selectFrom('customers')
        .selectAll()
        .where('tenant_id', '=', tenantId)
        .where('email', '=', email)
        .executeTakeFirst();
    },

    async findByMobile(tenantId: number, mobile: string): Promise<CustomerRow | undefined> {
      return db
        .selectFrom('customers')
        .selectAll()
        .where('tenant_id', '=', tenantId)
        .where('mobile', '=', mobile)
        .executeTakeFirst();
    },

    async findById(id: number): Promise<CustomerRow | undefined> {
      return db.selectFrom('customers').selectAll().where('id', '=', id).executeTakeFirst();
    },

    /** Which of the e-mail and mobile are already taken in the tenant. */
    async taken(
      tenantId: number,
      email: string,
      mobile: string,
    ): Promise<{ email: boolean; mobile: boolean }> {
      const rows = await db
        .selectFrom('customers')
        .select(['email', 'mobile'])
        .where('tenant_id', '=', tenantId)
        .where((eb) => eb.or([eb('email', '=', email), eb('mobile', '=', mobile)]))
        .execute();
      return {
        email: rows.some((r) => r.email === email),
        mobile: rows.some((r) => r.mobile === mobile),
      };
    },

    async codeInUse(custCode: string, cardNo: string): Promise<boolean> {
      const row = await db
        .selectFrom('customers')
        .select('id')
        .where((eb) => eb.or([eb('cust_code', '=', custCode), eb('card_no', '=', cardNo)]))
        .executeTakeFirst();
      return row !== undefined;
    },

    async insert(customer: NewCustomer): Promise<number> {
      const row = await db
        .insertInto('customers')
        .values(customer)
        .returning('id')
        .executeTakeFirstOrThrow();
      return row.id;
    },

    async updatePassword(id: number, passwordHash: string, updatedAt: string): Promise<void> {
      await db
        .updateTable('customers')
        .set({ password_hash: passwordHash, updated_at: updatedAt })
        .where('id', '=', id)
        .execute();
    },
  };
}

export type CustomersRepository = ReturnType<typeof customersRepository>;
