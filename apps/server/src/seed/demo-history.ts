import { expiryCutoff, expiryDue } from '../modules/points/expiry-rule';
import { aedToFils, pointsForPurchase, pointsValueFils } from '../ledger/money';
import { newVoucherCode, voucherExpiry } from '../modules/vouchers/voucher-codes';
import type { Tenant } from '../modules/settings/tenants.repository';
import type { LedgerKind } from '../db/tables/ledger';
import { fashion, groceries, seededRandom } from './demo-catalog';

const DAY = 86_400_000;
const BILLS = 72;

export interface PlannedBill {
  ref: string;
  at: string;
  amountFils: number;
  points: number;
  lines: { barcode: string; description: string; quantity: number; priceFils: number }[];
}

export interface PlannedVoucher {
  code: string;
  valueFils: number;
  pointsCost: number;
  source: 'points' | 'bill';
  createdAt: string;
  expiresAt: string;
  issuedBill?: string;
  redeemedBill?: string;
  redeemedAt?: string;
}

export interface PlannedEntry {
  kind: LedgerKind;
  points: number;
  reference: string;
  at: string;
}

export interface HistoryPlan {
  bills: PlannedBill[];
  vouchers: PlannedVoucher[];
  entries: PlannedEntry[];
  /** Points the friend received from the demo customer. */
  sharedToFriend: PlannedEntry;
}

/** Vouchers made from points (days ago, points, days later it was used on a bill, if ever). */
const FROM_POINTS: [number, number, number | null][] = [
  [640, 1000, 20],
  [490, 1000, 25],
  [330, 2000, 15],
  [200, 1000, null], // never used: expired
  [18, 1500, null], // still new
];
/** Vouchers given with a bill (days ago, AED): one expired unused, one new. */
const ON_BILLS: [number, number][] = [
  [420, 25],
  [6, 25],
];

/**
 * Two years of the demo customer's life, worked out in memory under the programme's own rules
 * (points per AED, point value, voucher validity, monthly expiry first in first out), so the
 * seed writes it in a few batch inserts.
 */
export function planHistory(tenant: Tenant, now: Date, friendCode: string): HistoryPlan {
  const random = seededRandom(20_240_101);
  const pick = <T>(list: T[]): T => list[Math.floor(random() * list.length)] as T;
  const start = now.getTime() - 730 * DAY;
  const vouchers: PlannedVoucher[] = [];

  const bills: PlannedBill[] = Array.from({ length: BILLS }, (_, i) => {
    const day = new Date(start + Math.floor(((i + 0.1 + random() * 0.8) * 728 * DAY) / BILLS));
    day.setUTCHours(
      6 + Math.floor(random() * 11),
      Math.floor(random() * 60),
      Math.floor(random() * 60),
      0,
    );
    const shelf = random() < 0.7 ? groceries : fashion;
    const lines = Array.from({ length: 1 + Math.floor(random() * 5) }, () => {
      const it = pick(shelf);
      return {
        barcode: it.barcode,
        description: it.description,
        quantity: 1 + Math.floor(random() * 3),
        priceFils: aedToFils(it.price),
      };
    });
    const amountFils = lines.reduce((s, l) => s + l.quantity * l.priceFils, 0);
    const ymd = day.toISOString().slice(2, 10).replaceAll('-', '');
    return {
      ref: `DXB1-${ymd}-${String(1000 + i * 7).slice(-4)}`,
      at: day.toISOString(),
      amountFils,
      points: 0,
      lines,
    };
  });
  const billAfter = (t: number) =>
    bills.find((b) => Date.parse(b.at) >= t) ?? bills[bills.length - 1];

  for (const [daysAgo, points, usedAfter] of FROM_POINTS) {
    const created = new Date(now.getTime() - daysAgo * DAY);
    const v: PlannedVoucher = {
      code: newVoucherCode(),
      valueFils: pointsValueFils(points, tenant),
      pointsCost: points,
      source: 'points',
      createdAt: created.toISOString(),
      expiresAt: voucherExpiry(created, tenant.rules.voucherValidityDays),
    };
    const bill = usedAfter === null ? undefined : billAfter(created.getTime() + usedAfter * DAY);
    if (bill) {
      bill.amountFils = Math.max(0, bill.amountFils - v.valueFils);
      Object.assign(v, { redeemedBill: bill.ref, redeemedAt: bill.at });
    }
    vouchers.push(v);
  }
  for (const [daysAgo, aed] of ON_BILLS) {
    const bill = billAfter(now.getTime() - daysAgo * DAY);
    if (!bill) continue;
    vouchers.push({
      code: newVoucherCode(),
      valueFils: aedToFils(aed),
      pointsCost: 0,
      source: 'bill',
      createdAt: bill.at,
      expiresAt: voucherExpiry(new Date(bill.at), tenant.rules.voucherValidityDays),
      issuedBill: bill.ref,
    });
  }
  for (const b of bills) b.points = pointsForPurchase(b.amountFils, tenant);

  const sharedAt = new Date(now.getTime() - 300 * DAY).toISOString();
  const events: PlannedEntry[] = [
    ...bills.map((b) => ({
      kind: 'earn' as const,
      points: b.points,
      reference: `Bill ${b.ref}`,
      at: b.at,
    })),
    ...vouchers
      .filter((v) => v.pointsCost > 0)
      .map((v) => ({
        kind: 'redeem' as const,
        points: -v.pointsCost,
        reference: `Voucher ${v.code}`,
        at: v.createdAt,
      })),
    { kind: 'send', points: -250, reference: `To ${friendCode}`, at: sharedAt },
  ];
  return {
    bills,
    vouchers,
    entries: withMonthlyExpiry(events, tenant.rules.pointsExpiryMonths, start, now),
    sharedToFriend: {
      kind: 'receive',
      points: 250,
      reference: 'From the demo customer',
      at: sharedAt,
    },
  };
}

/** Adds the expiry job's entries as if it had run on the first of every month and today. */
function withMonthlyExpiry(
  events: PlannedEntry[],
  months: number,
  start: number,
  now: Date,
): PlannedEntry[] {
  const sorted = [...events].sort((a, b) => a.at.localeCompare(b.at));
  const checkpoints: string[] = [];
  const month = new Date(start);
  month.setUTCDate(1);
  month.setUTCHours(0, 0, 0, 0);
  for (
    month.setUTCMonth(month.getUTCMonth() + 1);
    month < now;
    month.setUTCMonth(month.getUTCMonth() + 1)
  ) {
    checkpoints.push(month.toISOString());
  }
  checkpoints.push(now.toISOString());

  const out: PlannedEntry[] = [];
  let balance = 0;
  const take = (e: PlannedEntry) => {
    balance += e.points;
    if (balance < 0) throw new Error(`Demo history overdraws at ${e.at}`);
    out.push(e);
  };
  let next = 0;
  for (const asOf of checkpoints) {
    while (next < sorted.length && (sorted[next]?.at ?? '') <= asOf)
      take(sorted[next++] as PlannedEntry);
    if (months <= 0) continue;
    const cutoff = expiryCutoff(new Date(asOf), months).toISOString();
    const credits = out
      .filter((e) => e.points > 0 && e.at <= cutoff)
      .reduce((s, e) => s + e.points, 0);
    const debits = out.filter((e) => e.points < 0).reduce((s, e) => s - e.points, 0);
    const due = expiryDue(credits, debits);
    if (due > 0)
      take({
        kind: 'expire',
        points: -due,
        reference: `Points credited up to ${cutoff.slice(0, 10)}`,
        at: asOf,
      });
  }
  return out;
}
