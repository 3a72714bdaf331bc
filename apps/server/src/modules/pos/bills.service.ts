import { customersRepository, type CustomerRow } from '../accounts/customers.repository';
import { recordAudit, type AuditContext } from '../audit/audit';
import { once } from '../../ledger/idempotency';
import { ledgerRepository } from '../../ledger/ledger.repository';
import { boundedFils, filsToAed, grouped, isoDay, pointsForPurchase } from '../../ledger/money';
import { refreshCardType } from '../points/points.service';
import { Refusal } from '../../ledger/refusal';
import { notify } from '../notifications/notify';
import type { ServiceDeps } from '../../ledger/service-deps';
import type { Tenant } from '../settings/tenants.repository';
import { addDaysToDay, dayIn, zonedTimeToUtc } from '../../lib/time-zone';
import { voucherExpiry, normalizeVoucherCode } from '../vouchers/voucher-codes';
import { vouchersRepository } from '../vouchers/vouchers.repository';
import { VOUCHER_NOT_USABLE } from '../vouchers/vouchers.service';
import { duplicateBill, posRepository } from './pos.repository';
import type { CustomerRef, PostBillRequest, PostBillResponse } from './pos.schemas';

// A till's clock may be a little ahead of the server's; a bill from further ahead is a mistake.
export const FUTURE_SLACK_MS = 5 * 60_000;
// How far back a bill may be dated (a missed bill posted by hand), in calendar days of the
// programme's time zone.
export const BACKDATE_DAYS = 30;

const ZONED = /(Z|[+-]\d{2}:?\d{2})$/;

/**
 * When the sale happened. A time with a zone is that instant; a time without one is the
 * programme's wall clock (whatever the host's zone); a day alone is noon of that day there, or
 * now if noon is still ahead today. Refused when in the future or more than
 * {@link BACKDATE_DAYS} days back.
 */
export function billTime(date: string | undefined, now: Date, zone: string): Date {
  if (date === undefined) return now;
  const today = dayIn(now, zone);
  let at: Date;
  if (date.length === 10) {
    if (date > today) throw new Refusal('BAD_DATE', 'The bill date is in the future.');
    const noon = zonedTimeToUtc(`${date}T12:00:00`, zone);
    at = noon.getTime() > now.getTime() ? now : noon;
  } else {
    const zoned = ZONED.exec(date);
    at = zoned
      ? new Date(zoned[1] === 'Z' ? date : date.replace(/([+-]\d{2}):?(\d{2})$/, '$1:$2'))
      : zonedTimeToUtc(date, zone);
  }
  if (Number.isNaN(at.getTime())) throw new Refusal('BAD_DATE', 'The bill date is not valid.');
  if (at.getTime() > now.getTime() + FUTURE_SLACK_MS) {
    throw new Refusal('BAD_DATE', 'The bill date is in the future.');
  }
  if (dayIn(at, zone) < addDaysToDay(today, -BACKDATE_DAYS)) {
    throw new Refusal(
      'BAD_DATE',
      `The bill date may be at most ${BACKDATE_DAYS} days in the past.`,
    );
  }
  return at;
}

/** A bill's amounts in fils, each within the programme's largest bill. */
function billFils(bill: PostBillRequest, tenant: Tenant) {
  const max = tenant.rules.maxBillFils;
  const tooLarge = (what: string) =>
    new Refusal(
      'TOO_LARGE',
      `${what} may be at most AED ${grouped(filsToAed(max))} in this programme.`,
    );
  const amount = boundedFils(bill.amount, max);
  if (amount === undefined) throw tooLarge('The bill amount');
  const prices = (bill.lines ?? []).map((l) => {
    const price = boundedFils(l.price, max);
    if (price === undefined) throw tooLarge('A line price');
    return price;
  });
  let voucher: number | undefined;
  if (bill.issueVoucher) {
    voucher = boundedFils(bill.issueVoucher.value, max);
    if (voucher === undefined) throw tooLarge('The voucher value');
    if (voucher <= 0) throw new Refusal('BAD_VALUE', 'The voucher value must be above 0 AED.');
  }
  return { amount, prices, voucher };
}

export function billsService(deps: ServiceDeps) {
  const pos = posRepository(deps.db);

  async function customerOf(tenant: Tenant, ref: CustomerRef): Promise<CustomerRow> {
    const customer = await pos.findCustomer(tenant.id, ref);
    if (!customer)
      throw new Refusal(
        'NO_CUSTOMER',
        'No customer of this programme has that card, code or mobile.',
      );
    return customer;
  }

  return {
    customerOf,

    /**
     * A bill from the till: its lines, the points it earns under the tenant's rule (on what the
     * customer paid), a voucher used on it and one given with it, all in one transaction. A
     * bill a staff member posts from the console is recorded in the audit log with it.
     */
    async post(
      tenant: Tenant,
      bill: PostBillRequest,
      key?: string,
      audit?: AuditContext,
    ): Promise<PostBillResponse> {
      const customer = await customerOf(tenant, bill.customer);
      const now = deps.now();
      const tranDate = billTime(bill.date, now, tenant.rules.timeZone);
      const at = tranDate.toISOString();
      const fils = billFils(bill, tenant);
      const amountFils = fils.amount;
      const points = pointsForPurchase(amountFils, tenant);
      return once(
        deps,
        { scope: 'PosBill', owner: `tenant:${tenant.id}`, key, request: bill },
        async (trx) => {
          const repo = posRepository(trx);
          if (await repo.billExists(tenant.id, bill.billRef)) {
            throw duplicateBill(bill.billRef);
          }
          const billId = await repo.insertBill(
            {
              tenant_id: tenant.id,
              customer_id: customer.id,
              bill_ref: bill.billRef,
              amount_fils: amountFils,
              points_earned: points,
              tran_date: at,
              created_at: now.toISOString(),
            },
            (bill.lines ?? []).map((l, i) => ({
              line_no: i + 1,
              barcode: l.barcode,
              description: l.description,
              quantity: l.quantity,
              price_fils: fils.prices[i] ?? 0,
            })),
          );
          const vouchers = vouchersRepository(trx);
          let voucherRedeemed: PostBillResponse['voucherRedeemed'];
          if (bill.voucherCode) {
            const code = normalizeVoucherCode(bill.voucherCode);
            // Valid now, when the bill is posted: a backdated bill must not revive a voucher
            // that has expired since the sale.
            const used = await vouchers.markUsed(
              { tenantId: tenant.id, customerId: customer.id, code, billId },
              now.toISOString(),
            );
            if (!used) throw new Refusal('VOUCHER_NOT_USABLE', VOUCHER_NOT_USABLE);
            const row = await vouchers.findByCode(tenant.id, code);
            voucherRedeemed = { code, value: filsToAed(Number(row?.value_fils ?? 0)) };
          }
          if (points > 0) {
            await ledgerRepository(trx).append({
              customerId: customer.id,
              kind: 'earn',
              points,
              reference: `Bill ${bill.billRef}`,
              createdAt: at,
            });
            await refreshCardType(trx, customer.id, tenant, now.toISOString());
            await notify(
              trx,
              customer.id,
              'points-earned',
              { points, reference: bill.billRef },
              now,
            );
          }
          let voucherIssued: PostBillResponse['voucherIssued'];
          if (bill.issueVoucher) {
            const valueFils = fils.voucher ?? 0;
            const expiresAt = voucherExpiry(
              tranDate,
              bill.issueVoucher.validDays ?? tenant.rules.voucherValidityDays,
            );
            const [issued] = await vouchers.insert([
              {
                tenant_id: tenant.id,
                customer_id: customer.id,
                value_fils: valueFils,
                points_cost: 0,
                source: 'bill',
                issued_bill_id: billId,
                created_at: at,
                expires_at: expiresAt,
              },
            ]);
            if (issued) {
              voucherIssued = {
                code: issued.code,
                value: filsToAed(valueFils),
                validUntil: isoDay(expiresAt),
              };
              await notify(
                trx,
                customer.id,
                'voucher-received',
                { reference: issued.code, value: voucherIssued.value },
                now,
              );
            }
          }
          const after = await customersRepository(trx).findById(customer.id);
          if (audit)
            await recordAudit(
              trx,
              tenant.id,
              audit,
              {
                action: 'bill.post',
                entity: 'bill',
                entityId: billId,
                customerId: customer.id,
                after: { billRef: bill.billRef, amountFils, pointsEarned: points },
              },
              now,
            );
          return {
            STATUS: true as const,
            MESSAGE: 'Bill posted',
            billRef: bill.billRef,
            custCode: customer.cust_code,
            pointsEarned: points,
            balance: Number(after?.points_balance ?? 0),
            cardType: after?.card_type ?? customer.card_type,
            ...(voucherRedeemed ? { voucherRedeemed } : {}),
            ...(voucherIssued ? { voucherIssued } : {}),
          };
        },
      );
    },
  };
}
