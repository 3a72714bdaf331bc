import { generateSecret, generateURI, verify } from 'otplib';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/database';
import { inTransaction } from '../../ledger/transaction';
import { Refusal } from '../../ledger/refusal';
import { verifyPassword } from '../../lib/passwords';
import { recordAudit, type AuditContext } from '../audit/audit';
import { staffRepository } from './staff.repository';
import { totpRepository } from './totp.repository';

/** Seconds per code, as every authenticator app uses. */
export const TOTP_PERIOD_S = 30;

export const WRONG_CODE =
  'The code is not right. Enter the current code from your authenticator app.';

/**
 * Whether `code` is the member's code now, a step before or a step after (a phone's clock
 * drifts), and newer than the last one they used: a code is accepted once.
 */
export async function acceptTotp(
  db: Kysely<Database>,
  now: Date,
  staffId: number,
  secret: string,
  code: string,
): Promise<boolean> {
  const repo = totpRepository(db);
  const last = await repo.lastStep(staffId, now.toISOString());
  const result = await verify({
    secret,
    token: code,
    epoch: Math.floor(now.getTime() / 1000),
    epochTolerance: TOTP_PERIOD_S,
    ...(last === undefined ? {} : { afterTimeStep: last }),
  });
  if (!result.valid || !('timeStep' in result)) return false;
  // Kept until the step after it has passed; no code of this step or before passes then.
  const expiresAt = new Date((result.timeStep + 2) * TOTP_PERIOD_S * 1000);
  return repo.claimStep(staffId, result.timeStep, expiresAt.toISOString());
}

export interface TotpDeps {
  db: Kysely<Database>;
  now: () => Date;
}

interface Member {
  tenantId: number;
  staffId: number;
}

/** A member's second factor: offered, confirmed by a code, removed with a proof. */
export function totpService(deps: TotpDeps) {
  const { db, now } = deps;
  const staff = staffRepository(db);

  async function memberOf(m: Member) {
    const member = await staff.findById(m.tenantId, m.staffId);
    if (!member) throw new Refusal('NOT_FOUND', 'There is no such staff member.');
    return member;
  }

  return {
    /** Offers a new secret; the second factor is on only once a code of it is confirmed. */
    async enrol(m: Member, issuer: string, who: AuditContext) {
      const member = await memberOf(m);
      if (member.totp_secret !== '')
        throw new Refusal(
          'CONFLICT',
          'Two-step sign-in is already on. Remove it first to change it.',
        );
      const secret = generateSecret();
      const at = now();
      await inTransaction(db, async (trx) => {
        await totpRepository(trx).setPending(member.id, secret, at.toISOString());
        await recordAudit(
          trx,
          m.tenantId,
          who,
          totpEntry('staff.totp.enrol', member.id, 'off', 'pending'),
          at,
        );
      });
      return { secret, uri: generateURI({ issuer, label: member.email, secret }) };
    },

    async confirm(m: Member, code: string, who: AuditContext): Promise<void> {
      const member = await memberOf(m);
      if (member.totp_pending === '')
        throw new Refusal('TOTP_NOT_STARTED', 'Start setting up two-step sign-in first.');
      const at = now();
      if (!(await acceptTotp(db, at, member.id, member.totp_pending, code)))
        throw new Refusal('TOTP_WRONG', WRONG_CODE);
      await inTransaction(db, async (trx) => {
        if (!(await totpRepository(trx).confirm(member.id, member.totp_pending, at.toISOString())))
          throw new Refusal('CONFLICT', 'The set-up changed meanwhile. Start again.');
        await recordAudit(
          trx,
          m.tenantId,
          who,
          totpEntry('staff.totp.enable', member.id, 'pending', 'on'),
          at,
        );
      });
    },

    /** Turns the second factor off, with the member's password or a current code. */
    async remove(
      m: Member,
      proof: { password?: string | undefined; code?: string | undefined },
      who: AuditContext,
    ): Promise<void> {
      const member = await memberOf(m);
      if (member.totp_secret === '' && member.totp_pending === '')
        throw new Refusal('TOTP_OFF', 'Two-step sign-in is not on.');
      const at = now();
      const proven =
        proof.code !== undefined && member.totp_secret !== ''
          ? await acceptTotp(db, at, member.id, member.totp_secret, proof.code)
          : proof.password !== undefined && member.password_hash !== ''
            ? await verifyPassword(member.password_hash, proof.password)
            : false;
      if (!proven) throw new Refusal('PROOF_WRONG', 'The password or code is not right.');
      const was = member.totp_secret === '' ? 'pending' : 'on';
      await inTransaction(db, async (trx) => {
        await totpRepository(trx).remove(member.id, at.toISOString());
        const entry = totpEntry('staff.totp.remove', member.id, was, 'off');
        await recordAudit(trx, m.tenantId, who, entry, at);
      });
    },
  };
}

/** The secret itself never goes in the log: only that the factor changed. */
const totpEntry = (action: string, staffId: number, before: string, after: string) => ({
  action,
  entity: 'staff',
  entityId: staffId,
  before: { totp: before },
  after: { totp: after },
});
