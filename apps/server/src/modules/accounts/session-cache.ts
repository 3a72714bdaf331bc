import type { LiveSession } from './sessions.repository';

/** How long a session check is reused before the database is asked again. */
export const SESSION_CHECK_REUSE_MS = 1_000;
/** The most session checks kept; beyond it the oldest goes. */
export const SESSION_CHECK_CAPACITY = 10_000;

interface Entry {
  session: LiveSession;
  /** When it was read (the app's clock, ms). */
  readAt: number;
  expiresAt: number;
  /** The database's write count just before it was read. */
  writes: number;
}

export interface SessionChecks {
  /** The live session kept for this hash, if it is still current; else undefined. */
  find(idHash: string, nowMs: number): LiveSession | undefined;
  /**
   * Keeps a session read from the database. `writesBefore` is the write count taken just
   * before the read began: a write in between makes the kept check stale at once.
   */
  keep(session: LiveSession, nowMs: number, writesBefore: number): void;
  /** The current write count, to pass to `keep`. */
  writes(): number;
  readonly size: number;
}

/**
 * Session checks (the session with its customer's row) reused for a moment: on SQLite the
 * read of the session costs more than the rest of a short call, and an app opening asks for
 * several things at once. A kept check is used only while
 * - the database has seen no write from this process since it was read (a logout, a
 *   password change, points earned or spent, a profile edit: any write empties it), so this
 *   process never answers from a session or a balance older than its own last write;
 * - the session has not expired, and it is younger than `reuseMs`: the bound on how late a
 *   write by another process (the command line on the same file) is seen.
 * `writes` is null where this process cannot count every write (PostgreSQL, where other
 * instances write to the same database): there nothing is kept.
 */
export function sessionChecks(
  writes: (() => number) | null,
  reuseMs = SESSION_CHECK_REUSE_MS,
  capacity = SESSION_CHECK_CAPACITY,
): SessionChecks {
  const entries = new Map<string, Entry>();
  return {
    find(idHash, nowMs) {
      if (!writes) return undefined;
      const entry = entries.get(idHash);
      if (!entry) return undefined;
      if (
        entry.writes !== writes() ||
        nowMs - entry.readAt >= reuseMs ||
        nowMs < entry.readAt ||
        entry.expiresAt <= nowMs
      ) {
        entries.delete(idHash);
        return undefined;
      }
      return entry.session;
    },
    keep(session, nowMs, writesBefore) {
      if (!writes || writesBefore !== writes()) return;
      // Shared by every request that reuses it: frozen, so none can change it for the rest.
      Object.freeze(session.row);
      entries.delete(session.idHash);
      entries.set(session.idHash, {
        session: Object.freeze(session),
        readAt: nowMs,
        expiresAt: Date.parse(session.expiresAt),
        writes: writesBefore,
      });
      if (entries.size > capacity) {
        const oldest = entries.keys().next().value;
        if (oldest !== undefined) entries.delete(oldest);
      }
    },
    writes: () => writes?.() ?? 0,
    get size() {
      return entries.size;
    },
  };
}
