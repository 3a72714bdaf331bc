import type { TillKeyInfo } from '@loyalty/contract/admin';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/database';
import { inTransaction } from '../../ledger/transaction';
import { Refusal } from '../../ledger/refusal';
import { recordAudit, type AuditContext } from '../audit/audit';
import { newStaffKey } from '../pos/staff-auth';
import { keysRepository, type TillKeyRow } from './keys.repository';

const keyView = (row: TillKeyRow): TillKeyInfo => ({
  id: row.id,
  name: row.name,
  createdAt: row.created_at,
  lastUsedAt: row.last_used_at,
  revokedAt: row.revoked_at,
});

/** Per-till API keys: the key is shown once and only its hash is kept. */
export function keysService(deps: { db: Kysely<Database>; now: () => Date }) {
  const { db, now } = deps;

  return {
    async list(tenantId: number) {
      return { items: (await keysRepository(db).list(tenantId)).map(keyView) };
    },

    async create(tenantId: number, name: string, createdBy: number | null, who: AuditContext) {
      const { key, hash } = newStaffKey();
      const at = now();
      const row = await inTransaction(db, async (trx) => {
        const repo = keysRepository(trx);
        const id = await repo.insert({
          tenant_id: tenantId,
          name,
          key_hash: hash,
          created_by: createdBy,
          created_at: at.toISOString(),
        });
        const entry = { action: 'key.create', entity: 'till_key', entityId: id, after: { name } };
        await recordAudit(trx, tenantId, who, entry, at);
        return repo.find(tenantId, id);
      });
      if (!row) throw new Error('The new key was not written.');
      return { ...keyView(row), key };
    },

    /** Revokes a key at once: the till's next call is refused. */
    async revoke(tenantId: number, id: number, who: AuditContext): Promise<TillKeyInfo> {
      const at = now();
      return inTransaction(db, async (trx) => {
        const repo = keysRepository(trx);
        const found = await repo.find(tenantId, id);
        if (!found) throw new Refusal('NOT_FOUND', 'There is no such key.');
        if (!(await repo.revoke(id, at.toISOString())))
          throw new Refusal('CONFLICT', 'This key is revoked already.');
        await recordAudit(
          trx,
          tenantId,
          who,
          {
            action: 'key.revoke',
            entity: 'till_key',
            entityId: id,
            before: { name: found.name, revoked: false },
            after: { name: found.name, revoked: true },
          },
          at,
        );
        return keyView({ ...found, revoked_at: at.toISOString() });
      });
    },
  };
}
