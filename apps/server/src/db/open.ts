import fs from 'node:fs';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import { Kysely, PostgresDialect, SqliteDialect } from 'kysely';
import pg from 'pg';
import { DEFAULT_POOL_SIZE } from '../config';
import { readDirectly } from './compiled-once';
import { namingPool, preparedNames } from './pg-named';
import type { Database, Dialect } from './database';
import { rawReader } from './raw-reader';
import { withStatementCache } from './statement-cache';

export interface DatabaseHandle {
  db: Kysely<Database>;
  dialect: Dialect;
  /** PostgreSQL: the schema our tables live in. */
  schema?: string | undefined;
  /**
   * SQLite: how many writes this process has sent to the database so far (`StatementCache`).
   * None on PostgreSQL, where other instances write too and this one would not see it.
   */
  writes?: () => number;
  /** PostgreSQL: the pool's connection counts, read live (for the metrics). */
  pool?: PoolCounts;
}

export type PoolCounts = Pick<pg.Pool, 'totalCount' | 'idleCount' | 'waitingCount'>;

export interface DatabaseOptions {
  dataDir: string;
  databaseUrl?: string | undefined;
  /** PostgreSQL only: the schema every connection works in. */
  schema?: string | undefined;
  /** PostgreSQL only: the most connections the pool opens (default 10). */
  poolSize?: number | undefined;
  /** Time limits (defaults in `src/config.ts`); unset leaves the database's own. */
  timeouts?: Partial<DatabaseTimeouts> | undefined;
  /** Where a lost connection is reported; the next query takes a new one. */
  onConnectionError?: ((error: Error) => void) | undefined;
}

export interface DatabaseTimeouts {
  /** PostgreSQL: waiting for a connection from the pool or for a new one. */
  connectMs: number;
  /** PostgreSQL `statement_timeout`. */
  statementMs: number;
  /** PostgreSQL `idle_in_transaction_session_timeout`. */
  idleTransactionMs: number;
  /** SQLite `busy_timeout`: waiting for another process's write lock. */
  sqliteBusyMs: number;
}

/** How much of the SQLite file is read through a memory map (SQLite caps it at 0x7fff0000). */
export const SQLITE_MMAP_BYTES = 0x7fff0000;

export function openDatabase(options: DatabaseOptions): DatabaseHandle {
  if (options.databaseUrl) {
    if (options.schema && !/^[a-z_][a-z0-9_]*$/.test(options.schema)) {
      throw new Error(`Invalid schema name: ${options.schema}`);
    }
    const timeouts = options.timeouts ?? {};
    const pool = new pg.Pool({
      connectionString: options.databaseUrl,
      max: options.poolSize ?? DEFAULT_POOL_SIZE,
      ...(options.schema ? { options: `-c search_path=${options.schema}` } : {}),
      // A peer that vanished without closing (a failover) is noticed by TCP keep-alive.
      keepAlive: true,
      keepAliveInitialDelayMillis: 10_000,
      // A hung or unreachable database fails the request instead of holding it open.
      ...(timeouts.connectMs ? { connectionTimeoutMillis: timeouts.connectMs } : {}),
      ...(timeouts.statementMs ? { statement_timeout: timeouts.statementMs } : {}),
      ...(timeouts.idleTransactionMs
        ? { idle_in_transaction_session_timeout: timeouts.idleTransactionMs }
        : {}),
    });
    // A connection ended by the server (restart, failover, an idle-connection reaper) is an
    // `error` event on the pool when idle, on the client when checked out; unhandled, either
    // ends the process. The broken client is dropped and the next query opens a new one.
    const lost = (error: Error) => options.onConnectionError?.(error);
    pool.on('error', lost);
    pool.on('connect', (client) => client.on('error', lost));
    // Named statements (one name per text, shared by the writes and the reads below): each
    // connection parses and plans them once, not on every run.
    const named = preparedNames();
    const db = new Kysely<Database>({
      dialect: new PostgresDialect({ pool: namingPool(pool, named) }),
    });
    // The pool hands each read a connection, as Kysely's driver would, with the same text.
    readDirectly(db, (sql, parameters) => {
      const name = named(sql);
      const values = [...parameters];
      const result = name ? pool.query({ name, text: sql, values }) : pool.query(sql, values);
      return result.then((r) => r.rows as unknown[]);
    });
    return {
      db,
      dialect: 'postgres',
      schema: options.schema ?? 'public',
      pool,
    };
  }
  fs.mkdirSync(options.dataDir, { recursive: true });
  const sqlite = new SQLite(path.join(options.dataDir, 'loyalty.db'));
  sqlite.pragma('journal_mode = WAL');
  sqlite.pragma('foreign_keys = ON');
  // Another process (the seed CLI) may hold the write lock for a moment; past this the
  // request fails with SQLITE_BUSY (a 503) rather than waiting without end.
  sqlite.pragma(`busy_timeout = ${Math.trunc(options.timeouts?.sqliteBusyMs ?? 5000)}`);
  // Reads through a memory map of the file rather than a system call per page: a heavy
  // customer's history on a large database touches thousands of pages scattered through the
  // file (BENCHMARKS.md has the figures). Writes still go through the journal. Up to SQLite's
  // own ceiling on this build (just under 2 GiB); the rest of a larger file is read as before.
  sqlite.pragma(`mmap_size = ${SQLITE_MMAP_BYTES}`);
  const statements = withStatementCache(sqlite);
  const db = new Kysely<Database>({ dialect: new SqliteDialect({ database: statements }) });
  // A read outside any transaction runs at once on the one connection. Inside one (between
  // another request's BEGIN and its COMMIT) it waits for Kysely's connection instead: run
  // now, it would see that transaction's uncommitted writes.
  const rawReads = rawReader(sqlite);
  readDirectly(db, (sql, parameters) =>
    sqlite.inTransaction ? undefined : rawReads(sql, parameters),
  );
  return {
    db,
    dialect: 'sqlite',
    writes: () => statements.writes,
  };
}
