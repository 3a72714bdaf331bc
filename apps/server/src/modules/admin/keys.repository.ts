import type { Kysely, Selectable } from 'kysely';
import type { Database } from '../../db/database';
import type { TillKeysTable } from '../../db/tables/staff';

export type TillKeyRow = Selectable<TillKeysTable>;

/** A programme's named till keys, as its owners manage them. */
export function keysRepository(db: Kysely<Database>) {
  return {
    list(tenantId: number): Promise<TillKeyRow[]> {
      return db
        .selectFrom('till_keys')
        .selectAll()
        .where('tenant_id', '=', tenantId)
        .orderBy('id', 'desc')
        .execute();
    },

    find(tenantId: number, id: number): Promise<TillKeyRow | undefined> {
      return db
        .selectFrom('till_keys')
        .selectAll()
        .where('tenant_id', '=', tenantId)
        .where('id', '=', id)
        .executeTakeFirst();
    },

    async insert(row: {
      tenant_id: number;
      name: string;
      key_hash: string;
      created_by: number | null;
      created_at: string;
    }): Promise<number> {
      const inserted = await db
        .insertInto('till_keys')
        .values(row)
        .returning('id')
        .executeTakeFirstOrThrow();
      return inserted.id;
    },

    /** Revokes a live key; false when it was revoked already. */
    async revoke(id: number, at: string): Promise<boolean> {
      const done = await db
        .updateTable('till_keys')
        .set({ revoked_at: at })
        .where('id', '=', id)
        .where('revoked_at', 'is', null)
        .executeTakeFirst();
      return Number(done.numUpdatedRows) === 1;
    },
  };
}
