import { normalizeEmail, normalizeMobile } from '../../lib/normalize';
import { customersRepository, type CustomerRow } from '../accounts/customers.repository';
import type { Tenant } from '../settings/tenants.repository';
import { claimOf, once } from '../../ledger/idempotency';
import { ledgerWrites } from '../../ledger/ledger-metrics';
import { onceInOneStatement } from '../../ledger/one-statement';
import { ledgerRepository } from '../../ledger/ledger.repository';
import { INSUFFICIENT_POINTS, Refusal, asRefusal } from '../../ledger/refusal';
import type { ServiceDeps } from '../../ledger/service-deps';
import { lockCustomers } from '../../ledger/transaction';
import { requirePoints, requireVouchers } from '../vouchers/vouchers.service';
import { vouchersRepository } from '../vouchers/vouchers.repository';
import { notify } from '../notifications/notify';
import { filsToAed } from '../../ledger/money';
import { sharePointsStatement } from './share-points';

export const NO_SUCH_CUSTOMER = 'Customer does not exist';
export const SHARED = 'Successful';
const SHARED_ANSWER = { STATUS: true as const, MESSAGE: SHARED };

export interface Sender {
  customerId: number;
  custCode: string;
}

export interface Receiver {
  email: string;
  mobile: string;
}

/** A mobile with all but its first three and last two digits hidden: '050•••••21'. */
export function maskMobile(mobile: string): string {
  if (mobile.length <= 5) return '•'.repeat(mobile.length);
  return `${mobile.slice(0, 3)}${'•'.repeat(mobile.length - 5)}${mobile.slice(-2)}`;
}

/** Sending points and vouchers to another customer of the same programme. */
export function sharingService(deps: ServiceDeps) {
  const customers = customersRepository(deps.db);

  /** The customer whose e-mail AND mobile both match, in the sender's programme. */
  async function receiverOf(
    tenant: Tenant,
    sender: Sender,
    r: Receiver,
    what: string,
  ): Promise<CustomerRow> {
    const found = await customers.findByEmail(tenant.id, normalizeEmail(r.email));
    if (!found || found.mobile !== normalizeMobile(r.mobile)) {
      throw new Refusal('NO_SUCH_CUSTOMER', NO_SUCH_CUSTOMER);
    }
    if (found.id === sender.customerId) {
      throw new Refusal('SELF', `You cannot send ${what} to yourself.`);
    }
    return found;
  }

  return {
    /**
     * LoyShareRecipient: who a send would reach, for the app to confirm: the first name and
     * the masked mobile only. No such customer gives LoySharePoints' own refusal, so the call
     * tells nothing a send does not (beyond the first name of a pair the sender already knows).
     */
    async recipient(tenant: Tenant, sender: Sender, r: Receiver) {
      if (!tenant.access.sharePoints) {
        throw new Refusal('SHARING_OFF', 'Sending points is not available in this programme.');
      }
      const receiver = await receiverOf(tenant, sender, r, 'points');
      return {
        STATUS: true,
        DATA: { FIRSTNAME: receiver.first_name, MOBILE_MASKED: maskMobile(receiver.mobile) },
      };
    },

    /** LoySharePoints: one `send` and one `receive` entry, both balances in one transaction. */
    async sharePoints(tenant: Tenant, sender: Sender, r: Receiver, points: number, key?: string) {
      if (!tenant.access.sharePoints) {
        throw new Refusal('SHARING_OFF', 'Sending points is not available in this programme.');
      }
      requirePoints(points);
      const at = deps.now().toISOString();
      const to = { email: normalizeEmail(r.email), mobile: normalizeMobile(r.mobile) };
      // The request as it names the receiver: on PostgreSQL the receiver is found in the move.
      const request = { to, points };
      const owner = `customer:${sender.customerId}`;
      const keyed = { scope: 'LoySharePoints', owner, key, request };
      if (deps.dialect === 'postgres') {
        const share = {
          tenantId: tenant.id,
          senderId: sender.customerId,
          senderCode: sender.custCode,
          receiverEmail: to.email,
          receiverMobile: to.mobile,
          points,
          at,
        };
        const given = await onceInOneStatement(deps, claimOf(keyed), SHARED_ANSWER, (claimed) =>
          sharePointsStatement(deps.db, share, claimed),
        );
        if (given === undefined) {
          // Refused: no such receiver (said first, as on SQLite), else too few points.
          await receiverOf(tenant, sender, r, 'points');
          throw new Refusal('INSUFFICIENT_POINTS', INSUFFICIENT_POINTS);
        }
        if (given.written) {
          ledgerWrites.inc({ kind: 'send' });
          ledgerWrites.inc({ kind: 'receive' });
        }
        return given.answer;
      }
      const receiver = await receiverOf(tenant, sender, r, 'points');
      return once(deps, keyed, async (trx) => {
        await lockCustomers(trx, deps.dialect, [sender.customerId, receiver.id]);
        const ledger = ledgerRepository(trx);
        await ledger
          .append({
            customerId: sender.customerId,
            kind: 'send',
            points: -points,
            reference: `To ${receiver.cust_code}`,
            createdAt: at,
          })
          .catch((error: unknown) => Promise.reject(asRefusal(error)));
        await ledger.append({
          customerId: receiver.id,
          kind: 'receive',
          points,
          reference: `From ${sender.custCode}`,
          createdAt: at,
        });
        await notify(
          trx,
          receiver.id,
          'points-received',
          { points, reference: sender.custCode },
          at,
        );
        return SHARED_ANSWER;
      });
    },

    /** TransferVoucher: moves one of the sender's own new vouchers to the receiver, once. */
    async transferVoucher(
      tenant: Tenant,
      sender: Sender,
      r: Receiver,
      entryNo: string,
      key?: string,
    ) {
      requireVouchers(tenant);
      const receiver = await receiverOf(tenant, sender, r, 'a voucher');
      const voucherId = /^\d{1,15}$/.test(entryNo) ? Number(entryNo) : 0;
      const at = deps.now().toISOString();
      const request = { to: receiver.id, voucherId };
      const owner = `customer:${sender.customerId}`;
      return once(deps, { scope: 'TransferVoucher', owner, key, request }, async (trx) => {
        const vouchers = vouchersRepository(trx);
        const moved = await vouchers.transfer(voucherId, sender.customerId, receiver.id, at);
        if (!moved) {
          throw new Refusal(
            'NOT_TRANSFERABLE',
            'This voucher is not yours to transfer, or it is used or expired.',
          );
        }
        const voucher = await vouchers.findById(voucherId);
        const told = voucher
          ? { reference: voucher.code, value: filsToAed(Number(voucher.value_fils)) }
          : {};
        await notify(trx, receiver.id, 'voucher-received', told, at);
        // Both customers' activity lists show the hand-over (transferred_from keeps no time).
        await vouchersRepository(trx).recordTransfer(voucherId, sender.customerId, receiver.id, at);
        return { STATUS: true, MESSAGE: SHARED };
      });
    },
  };
}
