import type { ResponseInput } from '@loyalty/contract';
import { filsToAed } from '../../ledger/money';
import { Refusal } from '../../ledger/refusal';
import type { ServiceDeps } from '../../ledger/service-deps';
import { historyRepository } from './history.repository';

type HistoryAnswer = ResponseInput<'GetLoyPoints'>;

/** The longest period one request may ask for (the app's longest choice is four years). */
const MAX_DAYS = 5 * 366;
const DAY_MS = 86_400_000;

/** ISO timestamps on the wire without milliseconds: `2025-01-05T10:30:00Z`. */
export function wireTime(iso: string): string {
  return iso.replace(/\.\d+Z$/, 'Z');
}

function period(fromDate: string, toDate: string): { from: string; to: string } {
  const from = Date.parse(`${fromDate.slice(0, 10)}T00:00:00Z`);
  const to = Date.parse(`${toDate.slice(0, 10)}T00:00:00Z`) + DAY_MS;
  if (to <= from) throw new Refusal('BAD_PERIOD', 'FROM_DATE must not be after TO_DATE.');
  if (to - from > MAX_DAYS * DAY_MS) {
    throw new Refusal('BAD_PERIOD', 'Ask for at most five years of history at a time.');
  }
  return { from: new Date(from).toISOString(), to: new Date(to).toISOString() };
}

/** GetLoyPoints CUSTOMER_HISTORY: separate lists joined by BILLREF (docs/wire-protocol.md §3 "Bill"). */
export function historyService(deps: ServiceDeps) {
  const repo = historyRepository(deps.db, deps.dialect);

  return {
    async history(
      customer: { id: number; custCode: string },
      fromDate: string,
      toDate: string,
    ): Promise<HistoryAnswer> {
      const p = { customerId: customer.id, ...period(fromDate, toDate) };
      const [bills, lines, issued, redeemed] = await Promise.all([
        repo.bills(p),
        repo.lines(p),
        repo.issuedVouchers(p),
        repo.redeemedVouchers(p),
      ]);
      // Each bill's reference and wire date, worked out once for all of its lines.
      const byId = new Map(
        bills.map((b) => [b.id, { BILLREF: b.bill_ref, TRAN_DATE: wireTime(b.tran_date) }]),
      );
      const withLines = new Set<number>();
      const itemRows = [];
      for (const l of lines) {
        const bill = byId.get(l.bill_id);
        if (!bill) continue;
        withLines.add(l.bill_id);
        itemRows.push({
          BILLREF: bill.BILLREF,
          TRAN_DATE: bill.TRAN_DATE,
          BARCODE: l.barcode,
          DESCRIPTION: l.description,
          QUANTITY: Number(l.quantity),
          PRICE: filsToAed(Number(l.price_fils)),
        });
      }
      // A bill posted without lines still needs its date row (the vendor's own form).
      const bare = bills
        .filter((b) => !withLines.has(b.id))
        .map((b) => ({ BILLREF: b.bill_ref, TRAN_DATE: wireTime(b.tran_date) }));
      return {
        STATUS: true,
        BILL_DETAILS: bills.map((b) => ({
          BILLREF: b.bill_ref,
          BILL_AMOUNT: filsToAed(Number(b.amount_fils)),
        })),
        ITEM_DETAILS: [...itemRows, ...bare],
        VOUCHER_ISSUED: issued.map((v) => ({
          BILLREF: v.bill_ref,
          VOUCHER_NO: v.code,
          VALUE: filsToAed(Number(v.value_fils)),
        })),
        VOUCHER_REDEEMED: redeemed.map((v) => ({
          BILLREF: v.bill_ref,
          REEDEM_DATE: wireTime(v.redeemed_at ?? ''),
          VALUE: filsToAed(Number(v.value_fils)),
          POINTS_REDEMEED: Number(v.points_cost),
        })),
        POINTS_EARNED: bills.map((b) => ({
          BILLREF: b.bill_ref,
          POINTS_EARNED: Number(b.points_earned),
          CUSTOMER_CODE: customer.custCode,
        })),
      };
    },
  };
}
