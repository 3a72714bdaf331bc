import { filsToAed } from '../../ledger/money';
import { gzipPieces } from '../../lib/gzip-pieces';
import {
  datedList,
  inPeriodOf,
  monthBytes,
  packedOf,
  piecesIn,
  type DatedList,
  type Item,
  type Piece,
} from './history-months';

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

/**
 * A customer's history items, each already JSON, in the order the answer lists them (and by
 * month where that order allows): any period's answer is these lists filtered by date and
 * joined, with no row read or written out again.
 */
export interface HistoryParts {
  custCode: string;
  /** Bills newest first: their amounts, their points, and the date rows of those without lines. */
  details: DatedList;
  earned: DatedList;
  bare: DatedList;
  /** By bill, then line; `at` is the bill's date. */
  lines: DatedList;
  /** In issue order; `at` is the date of the bill that gave it. */
  issued: DatedList;
  /** Latest first; `at` is when it was used. */
  redeemed: DatedList;
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
  }));
  // A bill posted without lines still needs its date row (the vendor's own form).
  const bare = rows.bills
    .filter((b) => !withLines.has(b.id))
    .map((b) => ({
      at: b.tran_date,
      json: json({ BILLREF: b.bill_ref, TRAN_DATE: wireTime(b.tran_date) }),
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
  const lists = {
    details: datedList(
      bills.map((b) => ({ at: b.at, json: b.detail })),
      'desc',
    ),
    earned: datedList(
      bills.map((b) => ({ at: b.at, json: b.earned })),
      'desc',
    ),
    bare: datedList(bare, 'desc'),
    lines: datedList(lines, 'asc'),
    issued: datedList(issued, 'asc'),
    redeemed: datedList(redeemed, 'desc'),
  };
  let bytes = 0;
  for (const list of Object.values(lists)) {
    // Two bytes a character: a text with any character beyond Latin-1 is kept that way.
    for (const i of list.items) bytes += 2 * i.json.length + ITEM_OVERHEAD_BYTES;
    bytes += monthBytes(list);
  }
  return { custCode, ...lists, bytes };
}

/** Keeps the first and last `edge` items of a list longer than twice that. */
function cut(items: string[], edge: number | undefined): string[] {
  return edge === undefined || items.length <= 2 * edge
    ? items
    : [...items.slice(0, edge), ...items.slice(-edge)];
}

/**
 * The answer for the period [from, to) (ISO times, compared as the database compares the
 * stored text), as JSON, each list cut to its first and last `edge` items: what the
 * demo-mode check reads of an answer `historyBytes` sends.
 */
export function historyJson(parts: HistoryParts, from: string, to: string, edge?: number): string {
  const inPeriod = inPeriodOf(from, to);
  const pick = (list: DatedList) => {
    if (!list.months) return list.items.filter(inPeriod).map((i) => i.json);
    // Only the months the period touches.
    const picked: string[] = [];
    for (const m of list.months) {
      if (m.to <= from || m.from >= to) continue;
      for (const i of m.items) if (inPeriod(i)) picked.push(i.json);
    }
    return picked;
  };
  const list = (items: string[]) => `[${cut(items, edge).join(',')}]`;
  return (
    `{"STATUS":true,"BILL_DETAILS":${list(pick(parts.details))}` +
    `,"ITEM_DETAILS":${list([...pick(parts.lines), ...pick(parts.bare)])}` +
    `,"VOUCHER_ISSUED":${list(pick(parts.issued))}` +
    `,"VOUCHER_REDEEMED":${list(pick(parts.redeemed))}` +
    `,"POINTS_EARNED":${list(pick(parts.earned))}}`
  );
}

const COMMA = Buffer.from(',');
const text = (s: string) => Buffer.from(s);

/** The answer for the period [from, to) in pieces: whole months as they are kept. */
export function historyPieces(parts: HistoryParts, from: string, to: string): Piece[] {
  const out: Piece[] = [];
  const list = (name: string, pieces: Piece[], first = false) => {
    out.push(text(`${first ? '{"STATUS":true,' : ','}"${name}":[`));
    pieces.forEach((piece, n) => (n === 0 ? out.push(piece) : out.push(COMMA, piece)));
    out.push(text(']'));
  };
  list('BILL_DETAILS', piecesIn(parts.details, from, to), true);
  list('ITEM_DETAILS', [...piecesIn(parts.lines, from, to), ...piecesIn(parts.bare, from, to)]);
  list('VOUCHER_ISSUED', piecesIn(parts.issued, from, to));
  list('VOUCHER_REDEEMED', piecesIn(parts.redeemed, from, to));
  list('POINTS_EARNED', piecesIn(parts.earned, from, to));
  out.push(text('}'));
  return out;
}

/** How many bytes the answer is. */
export const historyLength = (pieces: Piece[]): number =>
  pieces.reduce((n, p) => n + (Buffer.isBuffer(p) ? p.length : p.bytes.length), 0);

/** The answer's bytes as sent. */
export const historyBytes = (pieces: Piece[]): Buffer =>
  Buffer.concat(pieces.map((p) => (Buffer.isBuffer(p) ? p : p.bytes)));

/**
 * The answer gzipped, its kept months compressed once and the rest stored as it is: the
 * answer's first bytes, its STATUS among them, read plainly after the gzip header.
 */
export const historyGzip = (pieces: Piece[]): Buffer =>
  gzipPieces(pieces.map((p) => (Buffer.isBuffer(p) ? p : packedOf(p))));
