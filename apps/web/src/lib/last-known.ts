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

/**
 * When the data shown may be out of date (offline, or the last fetch failed): the time it was
 * fetched, for an 'as of' mark; otherwise undefined.
 */
export function staleSince(query: QueryFreshness): Date | undefined {
  if (query.data === undefined || query.data === null || query.dataUpdatedAt === 0) {
    return undefined;
  }
  const offline = typeof navigator !== 'undefined' && navigator.onLine === false;
  if (!offline && !query.isError && query.fetchStatus !== 'paused') return undefined;
  return new Date(query.dataUpdatedAt);
}
