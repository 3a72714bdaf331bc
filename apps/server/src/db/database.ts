import fs from 'node:fs';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import { Kysely, PostgresDialect, SqliteDialect, type Generated } from 'kysely';
import pg from 'pg';
import { readDirectly } from './compiled-once';
import { withStatementCache } from './statement-cache';

/** Timestamps are ISO-8601 UTC text (`Date#toISOString`) on both databases, so they sort. */
type Timestamp = string;
/** 0 or 1: the same on SQLite and PostgreSQL. */
type Flag = number;

export interface TenantsTable {
  id: Generated<number>;
  client_id: number;
  sub_domain: string;
  app_display_name: string;
  logo_url: string;
  footer_logo_url: string;
  footer1: string;
  footer2: string;
  footer3: string;
  country_residence: string;
  country_residence_code: string;
  nationality: string;
  /** JSON array of ISO alpha-2 codes: the countries of residence this retailer serves. */
  residence_countries: string;
  access_voucher: Flag;
  access_bill_history: Flag;
  access_share_points: Flag;
  access_dark_mode: Flag;
  /** `#rrggbb`, or empty for the app's own colour. */
  brand_color: Generated<string>;
  /** The landing's hero picture, a file name under the file server; empty for none. */
  hero_image: Generated<string>;
  /** The landing's one-line value proposition (at most 80 characters); empty for none. */
  tagline: Generated<string>;
  /** JSON array of file names under the file server. */
  load_screen_images: string;
  points_per_aed: number;
  /** AED value of one point, in fils (1/100 AED). */
  point_value_fils: number;
  points_expiry_months: number;
  voucher_validity_days: number;
  /** The largest bill the till may post, in fils. */
  max_bill_fils: Generated<number>;
  /** IANA time zone a bill time without a zone is read in (`Asia/Dubai`). */
  time_zone: Generated<string>;
  /** JSON array of `{ name, minPoints }`, the lowest being the card type of a new customer. */
  card_types: string;
  staff_api_key_hash: string | null;
  created_at: Timestamp;
}

export interface TenantOriginsTable {
  tenant_id: number;
  origin: string;
}

export interface CustomersTable {
  id: Generated<number>;
  tenant_id: number;
  cust_code: string;
  card_no: string;
  first_name: string;
  last_name: string;
  /** Stored lower-cased: e-mail addresses are compared without case. */
  email: string;
  mobile: string;
  birth_date: string;
  gender: string;
  nationality: string;
  country_code: string;
  country: string;
  city_code: string;
  city: string;
  area_code: string;
  area: string;
  addr1: string;
  addr2: string;
  addr3: string;
  comp_name: string;
  profile_image: string;
  card_type: string;
  points_balance: Generated<number>;
  /** Points lost to expiry so far: minus the sum of the customer's `expire` entries. */
  points_expired: Generated<number>;
  password_hash: string;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export type LedgerKind = 'earn' | 'redeem' | 'send' | 'receive' | 'expire' | 'adjust';

export interface LedgerEntriesTable {
  id: Generated<number>;
  customer_id: number;
  kind: LedgerKind;
  /** Signed: positive adds to the balance. */
  points: number;
  reference: string | null;
  created_at: Timestamp;
}

export interface SessionsTable {
  /** SHA-256 of the cookie value; the value itself is never stored. */
  id_hash: string;
  customer_id: number;
  tenant_id: number;
  created_at: Timestamp;
  expires_at: Timestamp;
}

export interface OtpsTable {
  id: Generated<number>;
  tenant_id: number;
  email: string;
  code_hash: string;
  salt: string;
  attempts: Generated<number>;
  expires_at: Timestamp;
  verified_at: Timestamp | null;
  created_at: Timestamp;
}

export interface ResetGrantsTable {
  /** SHA-256 of the reset cookie's token; the token itself is never stored. */
  token_hash: string;
  tenant_id: number;
  customer_id: number;
  email: string;
  expires_at: Timestamp;
  created_at: Timestamp;
}

export interface ResetTriesTable {
  id: Generated<number>;
  tenant_id: number;
  email: string;
  tried_at: Timestamp;
}

export interface RateLimitsTable {
  key: string;
  hits: number;
  expires_at: Timestamp;
}

export interface OutboxTable {
  id: Generated<number>;
  tenant_id: number | null;
  to_address: string;
  subject: string;
  text_body: string;
  html_body: string;
  /** When the mail was written (queued, or kept in the demo's outbox). */
  sent_at: Timestamp;
  /** `kept` (the demo's outbox is its delivery), `queued`, `sent` or `failed` (gave up). */
  status: Generated<OutboxStatus>;
  from_name: Generated<string>;
  attempts: Generated<number>;
  next_attempt_at: Timestamp | null;
  /** The instance delivering the row holds it until then; past it, another may take over. */
  claimed_until: Timestamp | null;
  claim_token: string | null;
  last_error: string | null;
  delivered_at: Timestamp | null;
}

export type OutboxStatus = 'kept' | 'queued' | 'sent' | 'failed';

/** A new e-mail address waiting for its owner to open the link mailed to it. */
export interface EmailChangesTable {
  id: Generated<number>;
  customer_id: number;
  tenant_id: number;
  new_email: string;
  token_hash: string;
  expires_at: Timestamp;
  created_at: Timestamp;
}

export interface CountriesTable {
  country_code: string;
  country_name: string;
  alpha3_code: string;
  numeric_code: string;
}

export interface CitiesTable {
  city_code: string;
  country_code: string;
  city_name: string;
}

export interface AreasTable {
  area_code: string;
  city_code: string;
  area_name: string;
}

export interface Database {
  tenants: TenantsTable;
  tenant_origins: TenantOriginsTable;
  customers: CustomersTable;
  ledger_entries: LedgerEntriesTable;
  sessions: SessionsTable;
  otps: OtpsTable;
  rate_limits: RateLimitsTable;
  reset_grants: ResetGrantsTable;
  reset_tries: ResetTriesTable;
  outbox: OutboxTable;
  email_changes: EmailChangesTable;
  countries: CountriesTable;
  cities: CitiesTable;
  areas: AreasTable;
}

export type Dialect = 'sqlite' | 'postgres';

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
}

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

export const DEFAULT_POOL_SIZE = 10;

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
    const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
    // The pool hands each read a connection, as Kysely's driver would, with the same text.
    readDirectly(db, (sql, parameters) =>
      pool.query(sql, [...parameters]).then((result) => result.rows as unknown[]),
    );
    return {
      db,
      dialect: 'postgres',
      schema: options.schema ?? 'public',
    };
  }
  fs.mkdirSync(options.dataDir, { recursive: true });
  const sqlite = new SQLite(path.join(options.dataDir, 'loyalty.db'));
  sqlite.pragma('journal_mode = WAL');
  sqlite.pragma('foreign_keys = ON');
  // Another process (the seed CLI) may hold the write lock for a moment; past this the
  // request fails with SQLITE_BUSY (a 503) rather than waiting without end.
  sqlite.pragma(`busy_timeout = ${Math.trunc(options.timeouts?.sqliteBusyMs ?? 5000)}`);
  // Reads through a memory map of the file rather than a system call per page: a year of a
  // heavy customer's history at 2,000,000 bills touches thousands of pages scattered through
  // the file (p50 14 → 11 ms, p99 22–27 → 14–15 ms on one machine; no change on small data,
  // where every page is in SQLite's own cache). Writes still go through the journal. Up to
  // SQLite's own ceiling on this build (just under 2 GiB); the rest of a larger file is read
  // as before.
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

/**
 * Runs a read on its own prepared statement in better-sqlite3's raw mode (each row an array of
 * values) and makes the row objects here: better-sqlite3 builds an object row key by key
 * through V8's C++ interface, which costs a third of a short read of a wide row. Answers
 * `undefined` for a statement that returns no rows (a write), which Kysely runs instead. Only
 * the queries compiled once read here, a few fixed texts, so their statements are all kept.
 */
function rawReader(connection: SQLite.Database) {
  const statements = new Map<string, { statement: SQLite.Statement; names: string[] } | null>();
  return (sql: string, parameters: readonly unknown[]): unknown[] | undefined => {
    let known = statements.get(sql);
    if (known === undefined) {
      const statement = connection.prepare(sql);
      known = statement.reader
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

const PG_UNAVAILABLE_MESSAGES = new RegExp(
  [
    'timeout exceeded when trying to connect',
    'Connection terminated',
    'Client has encountered a connection error',
    'connection timeout',
  ].join('|'),
  'i',
);

/**
 * The database could not answer in time or at all: a statement or lock wait cancelled by
 * PostgreSQL's timeouts, no connection within the connect timeout, a connection lost, or
 * SQLite's write lock held past its busy timeout. The request may be retried.
 */
export function isDatabaseUnavailable(error: unknown): boolean {
  const e = error as { code?: unknown; message?: unknown } | null;
  const code = typeof e?.code === 'string' ? e.code : '';
  const message = typeof e?.message === 'string' ? e.message : '';
  return (
    // query_canceled (statement_timeout), lock_not_available, idle-in-transaction timeout
    code === '57014' ||
    code === '55P03' ||
    code === '25P03' ||
    // admin_shutdown, crash_shutdown, cannot_connect_now: a restart or a terminated backend
    code === '57P01' ||
    code === '57P02' ||
    code === '57P03' ||
    // connection exceptions (class 08)
    /^08[0-9A-Z]{3}$/.test(code) ||
    ['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EPIPE', 'ENOTFOUND', 'EAI_AGAIN'].includes(code) ||
    code.startsWith('SQLITE_BUSY') ||
    // pg and pg-pool give these without a code
    PG_UNAVAILABLE_MESSAGES.test(message)
  );
}

/** A unique-constraint violation, on either database. */
export function isUniqueViolation(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code;
  return (
    code === '23505' ||
    code === 'SQLITE_CONSTRAINT_UNIQUE' ||
    code === 'SQLITE_CONSTRAINT_PRIMARYKEY'
  );
}
