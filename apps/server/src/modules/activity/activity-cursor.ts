import { Refusal } from '../../ledger/refusal';

/**
 * Where a page of activity ends: the last move's time, its source (`L` a ledger entry, `V` a
 * voucher passed on) and id. Moves sort newest first, then `V` before `L`, then by id, down.
 */
export interface ActivityCursor {
  at: string;
  source: 'L' | 'V';
  id: number;
}

const SHAPE = /^(\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z)\|([LV])\|(\d{1,15})$/;

export function writeCursor(c: ActivityCursor): string {
  return `${c.at}|${c.source}|${c.id}`;
}

export function readCursor(text: string | undefined): ActivityCursor | undefined {
  if (text === undefined || text === '') return undefined;
  const m = SHAPE.exec(text);
  if (!m?.[1] || !m[2] || !m[3]) {
    throw new Refusal(
      'BAD_CURSOR',
      'This list cannot go on from there: load it again from the top.',
    );
  }
  return { at: m[1], source: m[2] as 'L' | 'V', id: Number(m[3]) };
}

/** Newest first; at one time a voucher passed on before a ledger entry; then the higher id. */
export function compareMoves(a: ActivityCursor, b: ActivityCursor): number {
  if (a.at !== b.at) return a.at < b.at ? 1 : -1;
  if (a.source !== b.source) return a.source === 'V' ? -1 : 1;
  return b.id - a.id;
}
