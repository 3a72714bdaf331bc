import type { StaffMember, StaffUpdateRequest } from '@loyalty/contract/admin';
import type { Kysely } from 'kysely';
import type { Database, Dialect } from '../../db/database';
import type { StaffRole } from '../../db/tables/staff';
import { addDays } from '../../lib/clock';
import { AppError } from '../../lib/errors';
import type { Mailer } from '../../lib/mailer';
import { randomToken, sha256 } from '../../lib/tokens';
import { inTransaction } from '../../ledger/transaction';
import { Refusal } from '../../ledger/refusal';
import { recordAudit, type AuditContext } from '../audit/audit';
import type { Tenant } from '../settings/tenants.repository';
import { sendInviteMail } from './staff-mail';
import { staffLinksRepository } from './staff-links.repository';
import { staffMembersRepository } from './staff-members.repository';
import { staffRepository, type StaffRow } from './staff.repository';

export const INVITE_DAYS = 7;
const ALREADY_STAFF = 'This e-mail already belongs to a member of this programme.';

export interface StaffDeps {
  db: Kysely<Database>;
  dialect: Dialect;
  now: () => Date;
  mailer: Mailer;
}

export function memberView(row: StaffRow): StaffMember {
  return {
    id: row.id,
    email: row.email,
    name: row.name,
    role: row.role,
    active: row.active === 1,
    invited: row.password_hash === '',
    totp: row.totp_secret !== '',
    lastSignInAt: row.last_sign_in_at,
    createdAt: row.created_at,
  };
}

/** The programme's staff as its owners manage them. */
export function staffMembersService(deps: StaffDeps) {
  const { db, now } = deps;

  return {
    async page(tenantId: number, page: number, size: number) {
      const found = await staffMembersRepository(db).page(tenantId, (page - 1) * size, size);
      return { items: found.items.map(memberView), page, size, total: found.total };
    },

    /** Adds a member without a password and mails them a link to set one. */
    async invite(
      tenant: Tenant,
      input: { email: string; name: string; role: StaffRole },
      origin: string,
      who: AuditContext,
    ): Promise<StaffMember> {
      const at = now();
      const token = randomToken();
      const member = await inTransaction(db, async (trx) => {
        const staff = staffRepository(trx);
        if (await staff.findByEmail(tenant.id, input.email))
          throw new AppError(409, 'STAFF_EXISTS', ALREADY_STAFF, { email: ALREADY_STAFF });
        const id = await staff.insert({
          tenant_id: tenant.id,
          ...input,
          created_at: at.toISOString(),
        });
        await staffLinksRepository(trx).insert({
          token_hash: sha256(token),
          staff_id: id,
          purpose: 'invite',
          created_at: at.toISOString(),
          expires_at: addDays(at, INVITE_DAYS).toISOString(),
        });
        await recordAudit(
          trx,
          tenant.id,
          who,
          { action: 'staff.invite', entity: 'staff', entityId: id, after: { ...input } },
          at,
        );
        return staff.findById(tenant.id, id);
      });
      if (!member) throw new Error('The invited member was not written.');
      const mail = { tenant, origin, to: member.email, name: member.name, token };
      await sendInviteMail(deps.mailer, mail, INVITE_DAYS);
      return memberView(member);
    },

    /**
     * Renames, changes the role of, deactivates or reactivates a member. An owner cannot
     * demote or deactivate themselves, and the programme always keeps an active owner.
     */
    async update(
      tenantId: number,
      staffId: number,
      change: StaffUpdateRequest,
      callerId: number | null,
      who: AuditContext,
    ): Promise<StaffMember> {
      const at = now();
      return inTransaction(db, async (trx) => {
        const staff = staffRepository(trx);
        const members = staffMembersRepository(trx);
        const before = await staff.findById(tenantId, staffId);
        if (!before) throw new Refusal('NOT_FOUND', 'There is no such staff member.');
        const active: 0 | 1 = (change.active ?? before.active === 1) ? 1 : 0;
        const next = { name: change.name ?? before.name, role: change.role ?? before.role, active };
        const losesOwner =
          before.role === 'owner' &&
          before.active === 1 &&
          (next.role !== 'owner' || next.active === 0);
        if (losesOwner) {
          if (staffId === callerId)
            throw new Refusal(
              'OWN_ACCOUNT',
              'You cannot demote or deactivate yourself. Ask another owner.',
            );
          const owners = await members.activeOwners(tenantId, deps.dialect);
          if (owners.filter((id) => id !== staffId).length === 0)
            throw new Refusal(
              'LAST_OWNER',
              'The programme needs at least one active owner. Make someone else an owner first.',
            );
        }
        const changed = (['name', 'role', 'active'] as const).filter((k) => next[k] !== before[k]);
        if (changed.length === 0) return memberView(before);
        await members.update(staffId, next, at.toISOString());
        if (next.active === 0) await members.deleteSessionsOf(staffId);
        const pick = (v: typeof next | StaffRow) =>
          Object.fromEntries(changed.map((k) => [k, k === 'active' ? v[k] === 1 : v[k]]));
        await recordAudit(
          trx,
          tenantId,
          who,
          {
            action: 'staff.update',
            entity: 'staff',
            entityId: staffId,
            before: pick(before),
            after: pick(next),
          },
          at,
        );
        return memberView({ ...before, ...next, updated_at: at.toISOString() });
      });
    },
  };
}
