import { filsToAed } from '../../ledger/money';

/** ISO timestamps on the wire without milliseconds: `2025-01-05T10:30:00Z`. */
export function wireTime(iso: string): string {
  return iso.replace(/\.\d+Z$/, 'Z');
}

/** The rows a history is made of, as `historyRepository` reads them (and in its order). */
export interface HistoryRows {
  bills: {
    id: number;
    bill_ref: string;
    amount_fils: number;
    points_earned: number;
    tran_date: string;
  }[];
  lines: {
    bill_id: number;
    barcode: string;
    description: string;
    quantity: number;
    price_fils: number;
  }[];
  issued: { bill_ref: string; code: string; value_fils: number }[];
  redeemed: {
    bill_ref: string;
    redeemed_at: string | null;
    value_fils: number;
    points_cost: number;
  }[];
}

/** One item of an answer's list, written as JSON, with the time that puts it in a period. */
interface Item {
  at: string;
  json: string;
}

/**
 * A customer's history items, each already JSON, in the order the answer lists them: any
 * period's answer is these lists filtered by date and joined, with no row read or written out
 * again.
 */
export interface HistoryParts {
  custCode: string;
  /** Newest first; `bare` is the date row of a bill without lines. */
  bills: { at: string; detail: string; earned: string; bare: string | null }[];
  /** By bill, then line; `at` is the bill's date. */
  lines: Item[];
  /** In issue order; `at` is the date of the bill that gave it. */
  issued: Item[];
  /** Latest first; `at` is when it was used. */
  redeemed: Item[];
  /** About what the parts hold in memory, for the cache's bound. */
  bytes: number;
}

/** What one kept item costs beside its text (the object, its slot in a list). */
const ITEM_OVERHEAD_BYTES = 64;

const json = JSON.stringify;

export function historyParts(rows: HistoryRows, custCode: string): HistoryParts {
  const billAt = new Map<number, { ref: string; at: string; time: string }>();
  for (const b of rows.bills) {
    billAt.set(b.id, { ref: b.bill_ref, at: b.tran_date, time: wireTime(b.tran_date) });
  }
  const atOfRef = new Map(rows.bills.map((b) => [b.bill_ref, b.tran_date]));
  const withLines = new Set<number>();
  const lines: Item[] = [];
  for (const l of rows.lines) {
    const bill = billAt.get(l.bill_id);
    if (!bill) continue;
    withLines.add(l.bill_id);
    lines.push({
      at: bill.at,
      json: json({
        BILLREF: bill.ref,
        TRAN_DATE: bill.time,
        BARCODE: l.barcode,
        DESCRIPTION: l.description,
        QUANTITY: Number(l.quantity),
        PRICE: filsToAed(Number(l.price_fils)),
      }),
    });
  }
  const bills = rows.bills.map((b) => ({
    at: b.tran_date,
    detail: json({ BILLREF: b.bill_ref, BILL_AMOUNT: filsToAed(Number(b.amount_fils)) }),
    earned: json({
      BILLREF: b.bill_ref,
      POINTS_EARNED: Number(b.points_earned),
      CUSTOMER_CODE: custCode,
    }),
    // A bill posted without lines still needs its date row (the vendor's own form).
    bare: withLines.has(b.id)
      ? null
      : json({ BILLREF: b.bill_ref, TRAN_DATE: wireTime(b.tran_date) }),
  }));
  const issued = rows.issued.map((v) => ({
    at: atOfRef.get(v.bill_ref) ?? '',
    json: json({ BILLREF: v.bill_ref, VOUCHER_NO: v.code, VALUE: filsToAed(Number(v.value_fils)) }),
  }));
  const redeemed = rows.redeemed.map((v) => ({
    at: v.redeemed_at ?? '',
    json: json({
      BILLREF: v.bill_ref,
      REEDEM_DATE: wireTime(v.redeemed_at ?? ''),
      VALUE: filsToAed(Number(v.value_fils)),
      POINTS_REDEMEED: Number(v.points_cost),
    }),
  }));
  let chars = 0;
  for (const b of bills) chars += b.detail.length + b.earned.length + (b.bare?.length ?? 0);
  for (const list of [lines, issued, redeemed]) for (const i of list) chars += i.json.length;
  const items = bills.length + lines.length + issued.length + redeemed.length;
  // Two bytes a character: a text with any character beyond Latin-1 is kept that way.
  return {
    custCode,
    bills,
    lines,
    issued,
    redeemed,
    bytes: 2 * chars + ITEM_OVERHEAD_BYTES * items,
  };
}

/** Keeps the first and last `edge` items of a list longer than twice that. */
function cut(items: string[], edge: number | undefined): string[] {
  return edge === undefined || items.length <= 2 * edge
    ? items
    : [...items.slice(0, edge), ...items.slice(-edge)];
}

/**
 * The answer for the period [from, to) (ISO times, compared as the database compares the
 * stored text), as JSON; with `edge`, each list cut to its first and last `edge` items.
 */
export function historyJson(parts: HistoryParts, from: string, to: string, edge?: number): string {
  const inPeriod = (at: string) => at >= from && at < to;
  const pick = (items: Item[]) =>
    cut(
      items.filter((i) => inPeriod(i.at)).map((i) => i.json),
      edge,
    );
  const bills = parts.bills.filter((b) => inPeriod(b.at));
  const items = [...pick(parts.lines), ...bills.flatMap((b) => (b.bare === null ? [] : [b.bare]))];
  return (
    `{"STATUS":true,"BILL_DETAILS":[${cut(
      bills.map((b) => b.detail),
      edge,
    ).join(',')}]` +
    `,"ITEM_DETAILS":[${cut(items, edge).join(',')}]` +
    `,"VOUCHER_ISSUED":[${pick(parts.issued).join(',')}]` +
    `,"VOUCHER_REDEEMED":[${pick(parts.redeemed).join(',')}]` +
    `,"POINTS_EARNED":[${cut(
      bills.map((b) => b.earned),
      edge,
    ).join(',')}]}`
  );
}
