import type { Kysely } from 'kysely';
import type { Database } from '../../db/database';
import { hashPassword } from '../../lib/passwords';
import { sha256 } from '../../lib/tokens';
import { inTransaction } from '../../ledger/transaction';
import { Refusal } from '../../ledger/refusal';
import { recordAudit } from '../audit/audit';
import type { Tenant } from '../settings/tenants.repository';
import { LINK_INVALID, memberActor } from './reset.service';
import { staffLinksRepository } from './staff-links.repository';
import { staffMembersRepository } from './staff-members.repository';
import { staffRepository, type StaffRow } from './staff.repository';

/**
 * An invited member joins: the invitation's link, used once, sets their password (and the
 * name they go by, if they give one). Answers the member, to be signed in.
 */
export async function acceptInvitation(
  deps: { db: Kysely<Database>; now: () => Date },
  tenant: Tenant,
  input: { token: string; password: string; name?: string | undefined },
  ip: string,
): Promise<StaffRow> {
  const hash = await hashPassword(input.password);
  const at = deps.now();
  return inTransaction(deps.db, async (trx) => {
    const links = staffLinksRepository(trx);
    const staffId = await links.consume(sha256(input.token), 'invite', tenant.id, at.toISOString());
    const member =
      staffId === undefined ? undefined : await staffRepository(trx).findById(tenant.id, staffId);
    if (!member) throw new Refusal('LINK_INVALID', LINK_INVALID);
    await staffMembersRepository(trx).setPassword(member.id, hash, at.toISOString(), input.name);
    await links.deleteFor(member.id, 'invite');
    const renamed = input.name !== undefined && input.name !== member.name;
    await recordAudit(
      trx,
      tenant.id,
      memberActor(member, ip),
      {
        action: 'staff.join',
        entity: 'staff',
        entityId: member.id,
        before: renamed ? { name: member.name } : {},
        after: { password: 'set', ...(renamed ? { name: input.name } : {}) },
      },
      at,
    );
    return { ...member, name: input.name ?? member.name, password_hash: hash };
  });
}
