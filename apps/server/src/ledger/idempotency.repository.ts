import type { Kysely } from 'kysely';
import type { Database } from '../db/database';
import '../db/programme-tables';

export interface KeyId {
  scope: string;
  owner: string;
  key: string;
}

export function idempotencyRepository(db: Kysely<Database>) {
  return {
    /** Claims the key: a unique violation means somebody used it first. */
    async claim(id: KeyId, requestHash: string, createdAt: string): Promise<void> {
      await db
        .insertInto('idempotency_keys')
        .values({
          scope: id.scope,
          owner: id.owner,
          idem_key: id.key,
          request_hash: requestHash,
          answer: null,
          created_at: createdAt,
        })
        .execute();
    },

    async saveAnswer(id: KeyId, answer: string): Promise<void> {
      await db
        .updateTable('idempotency_keys')
        .set({ answer })
        .where('scope', '=', id.scope)
        .where('owner', '=', id.owner)
        .where('idem_key', '=', id.key)
        .execute();
    },

    async find(id: KeyId) {
      return db
        .selectFrom('idempotency_keys')
        .select(['request_hash', 'answer'])
        .where('scope', '=', id.scope)
        .where('owner', '=', id.owner)
        .where('idem_key', '=', id.key)
        .executeTakeFirst();
    },

    async deleteOlderThan(cutoff: string): Promise<void> {
      await db.deleteFrom('idempotency_keys').where('created_at', '<', cutoff).execute();
    },
  };
}
