/**
 * The last answer of a call kept in localStorage, so the membership card and the balance still
 * show at the till without a signal (spec item 6). Each entry belongs to one customer: another
 * customer signed in on the same phone never sees it.
 */

const PREFIX = 'loyalty_last_';

export interface LastKnown<T> {
  data: T;
  /** When the answer was fetched (epoch milliseconds). */
  fetchedAt: number;
}

interface Stored<T> extends LastKnown<T> {
  owner: string;
}

export function saveLastKnown<T>(name: string, owner: string, data: T, fetchedAt = Date.now()) {
  const entry: Stored<T> = { owner, data, fetchedAt };
  try {
    localStorage.setItem(PREFIX + name, JSON.stringify(entry));
  } catch {
    // Private mode or a full quota: the card then needs a signal, as before.
  }
}

export function readLastKnown<T>(name: string, owner: string): LastKnown<T> | undefined {
  try {
    const entry = JSON.parse(localStorage.getItem(PREFIX + name) ?? 'null') as Stored<T> | null;
    if (!entry || entry.owner !== owner || typeof entry.fetchedAt !== 'number') return undefined;
    return { data: entry.data, fetchedAt: entry.fetchedAt };
  } catch {
    return undefined;
  }
}

export function forgetLastKnown(name: string): void {
  try {
    localStorage.removeItem(PREFIX + name);
  } catch {
    // Nothing stored.
  }
}

/** What a query tells about its data's freshness (the fields of TanStack Query's result). */
interface QueryFreshness {
  data: unknown;
  dataUpdatedAt: number;
  isError: boolean;
  fetchStatus: 'fetching' | 'paused' | 'idle';
}

/** An answer older than this, shown while the new one is on its way, carries its time. */
export const AS_OF_WHILE_FETCHING_MS = 30_000;

/**
 * When the data shown may be out of date (offline, the last fetch failed, or an older answer
 * shows while the new one is on its way): the time it was fetched, for an 'as of' mark;
 * otherwise undefined.
 */
export function staleSince(query: QueryFreshness, now = Date.now()): Date | undefined {
  if (query.data === undefined || query.data === null || query.dataUpdatedAt === 0) {
    return undefined;
  }
  const offline = typeof navigator !== 'undefined' && navigator.onLine === false;
  const waiting =
    query.fetchStatus === 'fetching' && now - query.dataUpdatedAt > AS_OF_WHILE_FETCHING_MS;
  if (!offline && !query.isError && query.fetchStatus !== 'paused' && !waiting) return undefined;
  return new Date(query.dataUpdatedAt);
}
