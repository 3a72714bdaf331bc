import type { Database as SqliteConnection, Statement } from 'better-sqlite3';
import type { SqliteDatabase, SqliteStatement } from 'kysely';

/** Distinct SQL texts kept prepared; the server's queries are a few hundred at most. */
export const STATEMENT_CACHE_SIZE = 500;

export interface StatementCache extends SqliteDatabase {
  /** Statements currently kept (for tests and metrics). */
  readonly size: number;
  /**
   * How many statements that can change the database were handed out (counted as they are
   * handed out, just before they run): a read made while this stays the same has seen every
   * write this connection made since.
   */
  readonly writes: number;
}

/**
 * The SQLite connection as Kysely's dialect sees it, with each statement prepared once per
 * SQL text instead of on every query: preparing is a large share of a short query's time.
 * The least recently used statement is dropped beyond `capacity` (queries built with a
 * variable number of parameters have many texts). A statement still being iterated (a
 * streamed query) is never handed out twice: a second user gets a fresh one. Every statement
 * that can write (`readonly` false: INSERT, UPDATE, DELETE, with or without RETURNING) is
 * counted in `writes` when it is handed out.
 */
export function withStatementCache(
  connection: SqliteConnection,
  capacity = STATEMENT_CACHE_SIZE,
): StatementCache {
  if (!Number.isInteger(capacity) || capacity < 1) {
    throw new Error(`statement cache capacity must be a whole number above 0: ${capacity}`);
  }
  const statements = new Map<string, Statement>();
  let writes = 0;
  const handOut = (statement: Statement): Statement => {
    if (!statement.readonly) writes += 1;
    return statement;
  };
  return {
    get size() {
      return statements.size;
    },
    get writes() {
      return writes;
    },
    prepare(sql: string): SqliteStatement {
      const cached = statements.get(sql);
      if (cached) {
        if (cached.busy) return handOut(connection.prepare(sql));
        // Map order is insertion order: moving a hit to the end keeps the oldest first.
        statements.delete(sql);
        statements.set(sql, cached);
        return handOut(cached);
      }
      const statement = connection.prepare(sql);
      statements.set(sql, statement);
      if (statements.size > capacity) {
        const oldest = statements.keys().next().value;
        if (oldest !== undefined) statements.delete(oldest);
      }
      return handOut(statement);
    },
    close() {
      statements.clear();
      connection.close();
    },
  };
}
