import type { Kysely } from 'kysely';
import type { Database, Dialect } from '../../db/database';
import type { StaffRole } from '../../db/tables/staff';

/** The staff list and the changes an owner makes to it. */
export function staffMembersRepository(db: Kysely<Database>) {
  return {
    async page(tenantId: number, offset: number, limit: number) {
      const [items, total] = await Promise.all([
        db
          .selectFrom('staff')
          .selectAll()
          .where('tenant_id', '=', tenantId)
          .orderBy('active', 'desc')
          .orderBy('name')
          .orderBy('id')
          .offset(offset)
          .limit(limit)
          .execute(),
        db
          .selectFrom('staff')
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .where('tenant_id', '=', tenantId)
          .executeTakeFirstOrThrow(),
      ]);
      return { items, total: Number(total.n) };
    },

    async update(
      id: number,
      change: { name?: string; role?: StaffRole; active?: 0 | 1 },
      at: string,
    ): Promise<void> {
      await db
        .updateTable('staff')
        .set({ ...change, updated_at: at })
        .where('id', '=', id)
        .execute();
    },

    async setPassword(id: number, hash: string, at: string, name?: string): Promise<void> {
      await db
        .updateTable('staff')
        .set({ password_hash: hash, updated_at: at, ...(name === undefined ? {} : { name }) })
        .where('id', '=', id)
        .execute();
    },

    /**
     * The active owners' ids, locked on PostgreSQL for the rest of the transaction, so two
     * owners changing each other at once cannot leave the programme with none.
     */
    async activeOwners(tenantId: number, dialect: Dialect): Promise<number[]> {
      const query = db
        .selectFrom('staff')
        .select('id')
        .where('tenant_id', '=', tenantId)
        .where('role', '=', 'owner')
        .where('active', '=', 1)
        .orderBy('id');
      const rows = await (dialect === 'postgres' ? query.forUpdate() : query).execute();
      return rows.map((r) => r.id);
    },

    async deleteSessionsOf(staffId: number): Promise<void> {
      await db.deleteFrom('staff_sessions').where('staff_id', '=', staffId).execute();
    },
  };
}
