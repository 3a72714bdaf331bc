import type { HistoryParts } from './history-answer';

/** The most the kept histories of one server may hold, about. */
export const HISTORY_CACHE_BYTES = 64 * 1024 * 1024;

interface Entry {
  version: number;
  parts: HistoryParts;
}

export interface HistoryCache {
  /** The customer's parts kept at this version (and customer code), if any. */
  find(customerId: number, version: number, custCode: string): HistoryParts | undefined;
  /**
   * The parts from `load`, kept for the next request at `version` when they fit. Requests
   * that miss together share one load.
   */
  load(
    customerId: number,
    version: number,
    custCode: string,
    load: () => Promise<HistoryParts>,
  ): Promise<HistoryParts>;
  /** What the kept parts hold, about (for tests and metrics). */
  readonly bytes: number;
}

/**
 * Customers' whole histories as answer parts, least recently used dropped first beyond
 * `maxBytes`. Nothing here decides whether a kept history is current: the caller passes the
 * version it has just read from the database, and a kept history of another version is
 * never returned.
 */
export function historyCache(maxBytes = HISTORY_CACHE_BYTES): HistoryCache {
  const entries = new Map<number, Entry>();
  const loading = new Map<string, Promise<HistoryParts>>();
  let bytes = 0;

  const drop = (customerId: number) => {
    const entry = entries.get(customerId);
    if (!entry) return;
    entries.delete(customerId);
    bytes -= entry.parts.bytes;
  };

  const keep = (customerId: number, version: number, parts: HistoryParts) => {
    const kept = entries.get(customerId);
    // A load that started before a newer one finished must not put an older version back.
    if (kept && kept.version > version) return;
    drop(customerId);
    if (parts.bytes > maxBytes) return;
    entries.set(customerId, { version, parts });
    bytes += parts.bytes;
    // Map order is insertion order: the first key is the least recently used.
    for (const oldest of entries.keys()) {
      if (bytes <= maxBytes) break;
      drop(oldest);
    }
  };

  return {
    find(customerId, version, custCode) {
      const entry = entries.get(customerId);
      if (!entry || entry.version !== version || entry.parts.custCode !== custCode) return;
      entries.delete(customerId);
      entries.set(customerId, entry);
      return entry.parts;
    },
    load(customerId, version, custCode, load) {
      const key = `${customerId}:${version}:${custCode}`;
      let pending = loading.get(key);
      if (!pending) {
        pending = load().finally(() => loading.delete(key));
        pending.then((parts) => keep(customerId, version, parts)).catch(() => undefined);
        loading.set(key, pending);
      }
      return pending;
    },
    get bytes() {
      return bytes;
    },
  };
}
