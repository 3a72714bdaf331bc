import path from 'node:path';
import SQLite from 'better-sqlite3';
import type { BulkSink, Row, TableSpec } from './bulk-sink';

// SQLite allows 32,766 bound values per statement; stay well under it.
const MAX_VALUES = 30_000;

/**
 * Multi-row prepared inserts in one big transaction, on its own connection to the server's
 * database file. Durability is relaxed for this connection only: a crash mid-load means
 * seeding again, never a damaged database for the server.
 */
export function sqliteSink(dataDir: string): BulkSink {
  const db = new SQLite(path.join(dataDir, 'loyalty.db'));
  db.pragma('journal_mode = WAL');
  db.pragma('synchronous = OFF');
  db.pragma('cache_size = -512000');
  db.pragma('busy_timeout = 5000');
  const statements = new Map<string, SQLite.Statement>();
  let open = false;

  function statement(table: TableSpec, rows: number): SQLite.Statement {
    const key = `${table.name}:${rows}`;
    let s = statements.get(key);
    if (!s) {
      const one = `(${table.columns.map(() => '?').join(',')})`;
      const names = table.columns.map(([c]) => c).join(',');
      s = db.prepare(
        `insert into ${table.name} (${names}) values ${Array(rows).fill(one).join(',')}`,
      );
      statements.set(key, s);
    }
    return s;
  }

  return {
    async write(table, rows: Row[]) {
      if (!open) {
        db.exec('begin');
        open = true;
      }
      const per = Math.max(1, Math.floor(MAX_VALUES / table.columns.length));
      for (let i = 0; i < rows.length; i += per) {
        const chunk = rows.slice(i, i + per);
        statement(table, chunk.length).run(chunk.flat());
      }
    },
    async commit() {
      if (open) db.exec('commit');
      open = false;
    },
    async finish() {
      // The server itself never runs ANALYZE, so neither does the benchmark: the plans measured
      // are the plans a real installation gets.
      db.pragma('wal_checkpoint(TRUNCATE)');
    },
    async close() {
      db.close();
    },
  };
}
