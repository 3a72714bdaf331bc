import type { Kysely } from 'kysely';
import type { Database } from '../../db/database';

export interface PendingEmailChange {
  id: number;
  customerId: number;
  tenantId: number;
  newEmail: string;
  expiresAt: string;
}

/** E-mail changes waiting for the link mailed to the new address; one per customer. */
export function emailChangesRepository(db: Kysely<Database>) {
  return {
    /** Replaces the customer's pending change: only the newest link works. */
    async put(change: Omit<PendingEmailChange, 'id'> & { tokenHash: string; createdAt: string }) {
      const values = {
        new_email: change.newEmail,
        token_hash: change.tokenHash,
        expires_at: change.expiresAt,
        created_at: change.createdAt,
      };
      await db
        .insertInto('email_changes')
        .values({ customer_id: change.customerId, tenant_id: change.tenantId, ...values })
        .onConflict((oc) => oc.column('customer_id').doUpdateSet(values))
        .execute();
    },

    /** Removes and returns the change of this token: a link works once. */
    async take(tokenHash: string): Promise<PendingEmailChange | undefined> {
      const row = await db
        .selectFrom('email_changes')
        .selectAll()
        .where('token_hash', '=', tokenHash)
        .executeTakeFirst();
      if (!row) return undefined;
      const gone = await db
        .deleteFrom('email_changes')
        .where('id', '=', row.id)
        .where('token_hash', '=', tokenHash)
        .executeTakeFirst();
      if (Number(gone.numDeletedRows) !== 1) return undefined;
      return {
        id: row.id,
        customerId: row.customer_id,
        tenantId: row.tenant_id,
        newEmail: row.new_email,
        expiresAt: row.expires_at,
      };
    },
  };
}
