import type SQLite from 'better-sqlite3';
import { isPlainSelect } from './compiled-once';

/**
 * Runs a read on its own prepared statement in better-sqlite3's raw mode (each row an array of
 * values) and makes the row objects here: better-sqlite3 builds an object row key by key
 * through V8's C++ interface, a large share of a short read of a wide row. Only a plain
 * `SELECT` that SQLite itself reports as read-only runs here; for anything else (a write,
 * `INSERT … RETURNING` included) it answers `undefined` and Kysely runs it through the
 * statement cache, which counts it as a write, so the session cache never serves a row this
 * path changed behind its back. Only the queries compiled once read here, a few fixed texts,
 * so their statements are all kept.
 */
export function rawReader(connection: SQLite.Database) {
  const statements = new Map<string, { statement: SQLite.Statement; names: string[] } | null>();
  return (sql: string, parameters: readonly unknown[]): unknown[] | undefined => {
    let known = statements.get(sql);
    if (known === undefined) {
      const statement = isPlainSelect(sql) ? connection.prepare(sql) : undefined;
      known =
        statement?.reader && statement.readonly
          ? { statement: statement.raw(true), names: statement.columns().map((c) => c.name) }
          : null;
      statements.set(sql, known);
    }
    if (known === null) return undefined;
    const { names } = known;
    return (known.statement.all(parameters) as unknown[][]).map((values) => {
      const row: Record<string, unknown> = {};
      for (let i = 0; i < names.length; i++) row[names[i] as string] = values[i];
      return row;
    });
  };
}
