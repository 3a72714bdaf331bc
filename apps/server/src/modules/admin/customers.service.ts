import type {
  CustomerDetail,
  CustomerSummary,
  customerBill,
  customerVoucher,
  ledgerLine,
} from '@loyalty/contract/admin';
import type * as z from 'zod/mini';
import { filsToAed, pointsValueFils } from '../../ledger/money';
import { Refusal } from '../../ledger/refusal';
import type { ServiceDeps } from '../../ledger/service-deps';
import type { Tenant } from '../settings/tenants.repository';
import { adminCustomersRepository } from './customers.repository';

type Voucher = z.infer<typeof customerVoucher>;
type Bill = z.infer<typeof customerBill>;
type LedgerLine = z.infer<typeof ledgerLine>;
type Repo = ReturnType<typeof adminCustomersRepository>;
type CustomerFull = NonNullable<Awaited<ReturnType<Repo['find']>>>;
type SummaryRow = Pick<
  CustomerFull,
  | 'id'
  | 'cust_code'
  | 'card_no'
  | 'first_name'
  | 'last_name'
  | 'email'
  | 'mobile'
  | 'card_type'
  | 'points_balance'
  | 'blocked_at'
  | 'erased_at'
  | 'created_at'
>;

/** How many bills the customer's page shows; the bill list has the rest. */
export const RECENT_BILLS = 10;

export const noCustomer = () =>
  new Refusal('NOT_FOUND', 'No customer of this programme has that id.');

export function summaryOf(r: SummaryRow): CustomerSummary {
  return {
    id: r.id,
    custCode: r.cust_code,
    cardNo: r.card_no,
    firstName: r.first_name,
    lastName: r.last_name,
    email: r.erased_at ? '' : r.email,
    mobile: r.erased_at ? '' : r.mobile,
    cardType: r.card_type,
    balance: Number(r.points_balance),
    blocked: r.blocked_at !== null,
    erased: r.erased_at !== null,
    createdAt: r.created_at,
  };
}

export function voucherOf(v: Awaited<ReturnType<Repo['vouchers']>>[number], now: string): Voucher {
  const status =
    v.voided_at !== null
      ? 'voided'
      : v.status === 'used'
        ? 'used'
        : v.expires_at <= now
          ? 'expired'
          : 'new';
  return {
    id: v.id,
    code: v.code,
    value: filsToAed(Number(v.value_fils)),
    source: v.source,
    status,
    expiresAt: v.expires_at,
    redeemedAt: v.redeemed_at,
  };
}

export function billOf(b: Awaited<ReturnType<Repo['bills']>>[number]): Bill {
  return {
    id: b.id,
    billRef: b.bill_ref,
    amount: filsToAed(Number(b.amount_fils)),
    pointsEarned: Number(b.points_earned),
    tranDate: b.tran_date,
    reversedAt: b.reversed_at,
  };
}

/** Entries newest first, each with the balance right after it, the first from `after`. */
export function withRunningBalance(
  entries: Awaited<ReturnType<Repo['ledger']>>,
  after: number,
): LedgerLine[] {
  let balance = after;
  return entries.map((e) => {
    const line = {
      id: e.id,
      kind: e.kind,
      points: Number(e.points),
      reference: e.reference,
      createdAt: e.created_at,
      balanceAfter: balance,
    };
    balance -= line.points;
    return line;
  });
}

/** What the console reads of a programme's customers. */
export function adminCustomersService(deps: ServiceDeps) {
  const repo = adminCustomersRepository(deps.db, deps.dialect);

  async function customer(tenant: Tenant, customerId: number): Promise<CustomerFull> {
    const row = await repo.find(tenant.id, customerId);
    if (!row) throw noCustomer();
    return row;
  }

  return {
    customer,

    async search(tenant: Tenant, q: string, page: number, size: number) {
      const { rows, total } = await repo.search(tenant.id, q, (page - 1) * size, size);
      return { items: rows.map(summaryOf), page, size, total };
    },

    async detail(tenant: Tenant, customerId: number): Promise<CustomerDetail> {
      const row = await customer(tenant, customerId);
      const now = deps.now().toISOString();
      const [vouchers, bills] = await Promise.all([
        repo.vouchers(row.id),
        repo.bills(row.id, RECENT_BILLS),
      ]);
      const balance = Number(row.points_balance);
      return {
        ...summaryOf(row),
        birthDate: row.birth_date,
        gender: row.gender,
        nationality: row.nationality,
        country: row.country,
        city: row.city,
        area: row.area,
        address: [row.addr1, row.addr2, row.addr3].filter((line) => line !== ''),
        company: row.comp_name,
        hasPicture: row.profile_image !== '',
        balanceValue: filsToAed(pointsValueFils(balance, tenant)),
        pointsExpired: Number(row.points_expired),
        blockedAt: row.blocked_at,
        erasedAt: row.erased_at,
        vouchers: vouchers.map((v) => voucherOf(v, now)),
        recentBills: bills.map(billOf),
      };
    },

    /**
     * A page of the ledger, newest first. The balance after the page's newest entry is the sum
     * of it and all before it, so each page is right on its own, whatever was written since.
     */
    async ledger(tenant: Tenant, customerId: number, page: number, size: number) {
      const row = await customer(tenant, customerId);
      const [entries, total] = await Promise.all([
        repo.ledger(row.id, { offset: (page - 1) * size, limit: size }),
        repo.ledgerCount(row.id),
      ]);
      const newest = entries[0];
      const after = newest ? await repo.balanceAfter(row.id, newest.id) : 0;
      return { items: withRunningBalance(entries, after), page, size, total };
    },
  };
}
