import type { Kysely } from 'kysely';
import type { Database } from '../../db/database';

export type LinkPurpose = 'invite' | 'reset';

/** One-time links mailed to staff (invitations, password resets), kept as hashes. */
export function staffLinksRepository(db: Kysely<Database>) {
  return {
    async insert(row: {
      token_hash: string;
      staff_id: number;
      purpose: LinkPurpose;
      created_at: string;
      expires_at: string;
    }): Promise<void> {
      await db.insertInto('staff_links').values(row).execute();
    },

    /**
     * Uses up a live link of `purpose` of a member of the programme, once: the member's id, or
     * undefined for an unknown, used, expired or foreign link.
     */
    async consume(
      tokenHash: string,
      purpose: LinkPurpose,
      tenantId: number,
      now: string,
    ): Promise<number | undefined> {
      const row = await db
        .updateTable('staff_links')
        .set({ used_at: now })
        .where('token_hash', '=', tokenHash)
        .where('purpose', '=', purpose)
        .where('used_at', 'is', null)
        .where('expires_at', '>', now)
        .where('staff_id', 'in', (eb) =>
          eb
            .selectFrom('staff')
            .select('id')
            .where('tenant_id', '=', tenantId)
            .where('active', '=', 1),
        )
        .returning('staff_id')
        .executeTakeFirst();
      return row?.staff_id;
    },

    /** Forgets a member's other links of a purpose (a reset used makes the older ones moot). */
    async deleteFor(staffId: number, purpose: LinkPurpose): Promise<void> {
      await db
        .deleteFrom('staff_links')
        .where('staff_id', '=', staffId)
        .where('purpose', '=', purpose)
        .execute();
    },
  };
}
