import { deflatedBound, deflatedPiece, type DeflatedPiece } from '../../lib/gzip-pieces';

/** One item of an answer's list, written as JSON, with the time that puts it in a period. */
export interface Item {
  at: string;
  json: string;
}

interface Month {
  /** `YYYY-MM` */
  key: string;
  /** The month's first instant and the next month's, as ISO times. */
  from: string;
  to: string;
  items: Item[];
  /** The month's items joined, as the bytes sent. */
  bytes: Buffer;
  /**
   * Where each item's bytes end in `bytes`, when the month's items follow the list's order
   * by time: a period then holds a run of them, sent as a slice of `bytes`. Else null.
   */
  ends: number[] | null;
  /** The same bytes compressed, made the first time a gzip answer sends the month. */
  packed?: DeflatedPiece;
}

/** A piece of an answer: bytes made for it, or a kept month sent as it is. */
export type Piece = Buffer | Pick<Month, 'bytes' | 'packed'>;

/** The month compressed, kept with it from the first gzip answer that sends it. */
export const packedOf = (month: Pick<Month, 'bytes' | 'packed'>): DeflatedPiece =>
  (month.packed ??= deflatedPiece(month.bytes));

/** A list of an answer in its order, and cut by calendar month when that order allows. */
export interface DatedList {
  items: Item[];
  months: Month[] | null;
}

const ISO_DAY = /^\d{4}-\d{2}-\d{2}T/;
const startOf = (key: string) => `${key}-01T00:00:00.000Z`;

function nextMonth(key: string): string {
  const year = Number(key.slice(0, 4));
  const month = Number(key.slice(5, 7));
  return month === 12 ? `${year + 1}-01` : `${year}-${String(month + 1).padStart(2, '0')}`;
}

const joined = (items: Item[]) => items.map((i) => i.json).join(',');

/**
 * The list with its items grouped by month, each month's JSON written out once: a period's
 * answer then sends whole months as they are and reads items only in its first and last
 * month. Without months (`null`) when a list's order does not follow its dates (lines go by
 * bill id, which a bill posted late breaks) or a time is not an ISO day.
 */
export function datedList(items: Item[], order: 'asc' | 'desc'): DatedList {
  const months: Month[] = [];
  for (const item of items) {
    if (!ISO_DAY.test(item.at)) return { items, months: null };
    const key = item.at.slice(0, 7);
    const last = months[months.length - 1];
    if (last?.key === key) {
      last.items.push(item);
      continue;
    }
    if (last && (order === 'asc' ? key < last.key : key > last.key)) return { items, months: null };
    const from = startOf(key);
    const to = startOf(nextMonth(key));
    months.push({ key, from, to, items: [item], bytes: Buffer.alloc(0), ends: null });
  }
  for (const m of months) {
    m.bytes = Buffer.from(joined(m.items));
    m.ends = inOrder(m.items, order) ? endsOf(m.items) : null;
  }
  return { items, months };
}

const inOrder = (items: Item[], order: 'asc' | 'desc') =>
  items.every((item, n) => {
    const before = items[n - 1];
    return !before || (order === 'asc' ? before.at <= item.at : before.at >= item.at);
  });

function endsOf(items: Item[]): number[] {
  let end = -1;
  return items.map((item) => (end += 1 + Buffer.byteLength(item.json)));
}

/**
 * What a list holds beyond its items' text, about: its months, and room for the compressed
 * copy each may be given later (counted at its largest, so the cache's bound holds).
 */
export const monthBytes = (list: DatedList) =>
  (list.months ?? []).reduce(
    (n, m) => n + m.bytes.length + deflatedBound(m.bytes.length) + 8 * m.items.length,
    0,
  );

/** Whether an item's time falls in [from, to), compared as the database compares the text. */
export const inPeriodOf = (from: string, to: string) => (i: Item) => i.at >= from && i.at < to;

/** The month's items in [from, to) as a slice of its bytes, when they are one run of it. */
function runIn(m: Month, inPeriod: (i: Item) => boolean): Piece[] | undefined {
  if (!m.ends) return undefined;
  const n = m.items.length;
  let first = 0;
  while (first < n && !inPeriod(m.items[first]!)) first++;
  let end = first;
  while (end < n && inPeriod(m.items[end]!)) end++;
  if (end === first) return [];
  const start = first === 0 ? 0 : m.ends[first - 1]! + 1;
  return [m.bytes.subarray(start, m.ends[end - 1])];
}

/** The list's items in [from, to) as pieces of JSON to be joined with commas. */
export function piecesIn(list: DatedList, from: string, to: string): Piece[] {
  const inPeriod = inPeriodOf(from, to);
  const some = (items: Item[]) => {
    const text = joined(items.filter(inPeriod));
    return text ? [Buffer.from(text)] : [];
  };
  if (!list.months) return some(list.items);
  const pieces: Piece[] = [];
  for (const m of list.months) {
    if (m.to <= from || m.from >= to) continue;
    if (m.from >= from && m.to <= to) pieces.push(m);
    else pieces.push(...(runIn(m, inPeriod) ?? some(m.items)));
  }
  return pieces;
}
