import fs from 'node:fs/promises';
import path from 'node:path';
import { Refusal } from '../../ledger/refusal';
import type { ServiceDeps } from '../../ledger/service-deps';
import { inTransaction, lockCustomers } from '../../ledger/transaction';
import { recordAudit, type AuditContext } from '../audit/audit';
import { CONTENT_ADDRESSED } from '../content/file-store';
import type { Tenant } from '../settings/tenants.repository';
import { customerStandingRepository, PERSONAL_FIELDS } from './customer-standing.repository';

export interface Standing {
  customerId: number;
  blocked: boolean;
  erased: boolean;
}

/** Who an erasure was asked by: staff (audited) or the customer deleting their own account. */
export type ErasureBy = AuditContext | 'customer';

const noCustomer = () => new Refusal('NOT_FOUND', 'No customer of this programme has that id.');
const erasedAlready = () =>
  new Refusal('ERASED', "This customer's personal data was erased; nothing more can change.");

/**
 * Whether a customer may sign in, and the erasure of their personal data
 * (docs/decisions/018-erasure.md). Each change is one transaction with its audit entry.
 */
export function customerStandingService(deps: ServiceDeps & { filesDir: string }) {
  async function setBlocked(
    tenant: Tenant,
    customerId: number,
    blocked: boolean,
    reason: string,
    audit: AuditContext,
  ): Promise<Standing> {
    const now = deps.now();
    return inTransaction(deps.db, async (trx) => {
      await lockCustomers(trx, deps.dialect, [customerId]);
      const repo = customerStandingRepository(trx);
      const row = await repo.lockedRow(tenant.id, customerId);
      if (!row) throw noCustomer();
      if (row.erased_at !== null) throw erasedAlready();
      if ((row.blocked_at !== null) === blocked) {
        throw new Refusal(
          'UNCHANGED',
          blocked ? 'This customer is blocked already.' : 'This customer is not blocked.',
        );
      }
      await repo.setBlocked(customerId, blocked ? now.toISOString() : null, now.toISOString());
      // A blocked customer is signed out everywhere at once.
      if (blocked) await repo.endSessions(customerId);
      await recordAudit(
        trx,
        tenant.id,
        audit,
        {
          action: blocked ? 'customer.block' : 'customer.unblock',
          entity: 'customer',
          entityId: customerId,
          customerId,
          before: { blocked: !blocked },
          after: { blocked, reason },
        },
        now,
      );
      return { customerId, blocked, erased: false };
    });
  }

  return {
    block: (tenant: Tenant, customerId: number, reason: string, audit: AuditContext) =>
      setBlocked(tenant, customerId, true, reason, audit),
    unblock: (tenant: Tenant, customerId: number, reason: string, audit: AuditContext) =>
      setBlocked(tenant, customerId, false, reason, audit),

    /**
     * Erases a customer's personal data on request: the profile's personal fields, the
     * password, sessions, codes, resets, mails, notifications and free-text answers; their
     * live vouchers are voided. The ledger, bills and vouchers stay, tied to the anonymous
     * row, so every balance still adds up; the e-mail and mobile are free again. The photo
     * file goes once no other customer shows the same one. A staff erasure is audited; the
     * customer's own deletion has no staff actor and leaves the erased row as its record.
     */
    async erase(
      tenant: Tenant,
      customerId: number,
      reason: string,
      by: ErasureBy,
    ): Promise<Standing & { vouchersVoided: number }> {
      const now = deps.now();
      const at = now.toISOString();
      const before = await inTransaction(deps.db, async (trx) => {
        await lockCustomers(trx, deps.dialect, [customerId]);
        const repo = customerStandingRepository(trx);
        const row = await repo.lockedRow(tenant.id, customerId);
        if (!row) throw noCustomer();
        if (row.erased_at !== null) throw erasedAlready();
        await repo.anonymise(customerId, at);
        const vouchersVoided = await repo.voidVouchers(customerId, at);
        await repo.forgetTraces(tenant.id, customerId, row.email);
        if (by === 'customer') return { row, vouchersVoided };
        await recordAudit(
          trx,
          tenant.id,
          by,
          {
            action: 'customer.erase',
            entity: 'customer',
            entityId: customerId,
            customerId,
            before: { erased: false },
            after: {
              erased: true,
              fieldsErased: [...PERSONAL_FIELDS, 'password'],
              vouchersVoided,
              reason,
            },
          },
          now,
        );
        return { row, vouchersVoided };
      });
      await removePicture(
        deps.filesDir,
        before.row.profile_image,
        customerStandingRepository(deps.db),
      );
      return {
        customerId,
        blocked: before.row.blocked_at !== null,
        erased: true,
        vouchersVoided: before.vouchersVoided,
      };
    },
  };
}

async function removePicture(
  filesDir: string,
  stored: string,
  repo: ReturnType<typeof customerStandingRepository>,
): Promise<void> {
  const [folder, name] = stored.split('/');
  if (folder !== 'profile' || !name || !CONTENT_ADDRESSED.test(name)) return;
  if (await repo.pictureInUse(stored)) return;
  await fs.rm(path.join(filesDir, folder, name), { force: true });
}
