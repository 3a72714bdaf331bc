import type { Kysely, Selectable } from 'kysely';
import type { Database } from '../../db/database';
import type { TillKeysTable } from '../../db/tables/staff';

export type TillKeyRow = Selectable<TillKeysTable>;

/** A programme's named till keys: as its owners manage them, and as a till presents one. */
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

    /** A live till key by its hash. */
    findTillKey(hash: string) {
      return db
        .selectFrom('till_keys')
        .select(['id', 'tenant_id as tenantId', 'name', 'last_used_at as lastUsedAt'])
        .where('key_hash', '=', hash)
        .where('revoked_at', 'is', null)
        .executeTakeFirst();
    },

    /** Notes a key's use unless one was noted since `since` (a till posts many bills a minute). */
    async keyUsed(id: number, at: string, since: string): Promise<void> {
      await db
        .updateTable('till_keys')
        .set({ last_used_at: at })
        .where('id', '=', id)
        .where((eb) => eb.or([eb('last_used_at', 'is', null), eb('last_used_at', '<=', since)]))
        .execute();
    },
  };
}
