import type { Compilable, CompiledQuery, Kysely } from 'kysely';

const MARK = '\u0000param:';

/**
 * Runs one read straight on a database's driver (a prepared better-sqlite3 statement, the pg
 * pool), or answers `undefined` when it cannot at this moment and Kysely must run it.
 */
export type DirectReader = (
  sql: string,
  parameters: readonly unknown[],
) => Promise<unknown[]> | unknown[] | undefined;

/**
 * Whether `sql` is a plain read: it starts with `SELECT`, so it cannot be a write that returns
 * rows (`INSERT … RETURNING`) nor a `WITH` that hides one.
 */
export function isPlainSelect(sql: string): boolean {
  return /^\s*select\s/i.test(sql);
}

const directReaders = new WeakMap<object, DirectReader>();

/**
 * Lets the queries compiled once run their reads on `db` (the database itself, never one of
 * its transactions) through `reader`, without Kysely's connection handling: on a short query
 * that handling (a connection mutex, acquire and release, a promise each) costs more CPU than
 * the query. The SQL text and parameters are the ones Kysely would send.
 */
export function readDirectly<DB>(db: Kysely<DB>, reader: DirectReader): void {
  directReaders.set(db, reader);
}

export interface CompiledOnce<DB, P, R> {
  /** Runs the query with these values bound, on `db` (a pool or a transaction). */
  execute(db: Kysely<DB>, values: P): Promise<R[]>;
  /** The SQL text sent to `db`'s database. */
  sqlFor(db: Kysely<DB>): string;
}

type Slot<P> = { name: keyof P } | { constant: unknown };

interface Template<P> {
  compiled: CompiledQuery;
  slots: Slot<P>[];
  /** Only a plain read may skip Kysely's connection handling. */
  direct: boolean;
}

/**
 * A query built and compiled once per database, then run with new values for its parameters:
 * building and compiling a Kysely query costs more CPU than running a short one, and the
 * hottest queries (the session check of every customer call) are always the same text.
 *
 * `build` receives placeholders for the named values and must use each where a bound
 * parameter goes (a comparison's right-hand side, an inserted value), never where a value
 * would change the SQL text (an `in` list, an identifier): a placeholder missing from the
 * parameters, or found in the SQL text, throws on the first run. The compiled query is kept
 * per dialect adapter, which a database and its transactions share; Kysely plugins are not
 * used by this server and would not be applied again on later runs.
 */
export function compiledOnce<DB, P extends Record<string, unknown>, R>(
  names: readonly (keyof P & string)[],
  build: (db: Kysely<DB>, values: P) => Compilable<R>,
): CompiledOnce<DB, P, R> {
  const templates = new WeakMap<object, Template<P>>();

  const templateFor = (db: Kysely<DB>): Template<P> => {
    const adapter = db.getExecutor().adapter;
    const known = templates.get(adapter);
    if (known) return known;
    const placeholders = Object.fromEntries(names.map((n) => [n, `${MARK}${n}`])) as P;
    const compiled = build(db, placeholders).compile();
    if (compiled.sql.includes(MARK)) {
      throw new Error(`a placeholder was compiled into the SQL text: ${compiled.sql}`);
    }
    // For each parameter: the name of the value bound there, or the constant it always has.
    const slots = compiled.parameters.map((p): Slot<P> =>
      typeof p === 'string' && p.startsWith(MARK)
        ? { name: p.slice(MARK.length) }
        : { constant: p },
    );
    for (const name of names) {
      if (!slots.some((s) => 'name' in s && s.name === name)) {
        throw new Error(`the value ${name} is not a parameter of: ${compiled.sql}`);
      }
    }
    const template = { compiled, slots, direct: isPlainSelect(compiled.sql) };
    templates.set(adapter, template);
    return template;
  };

  return {
    async execute(db, values) {
      const { compiled, slots, direct: plain } = templateFor(db);
      const parameters = slots.map((s) => ('name' in s ? values[s.name] : s.constant));
      const direct = plain && !db.isTransaction ? directReaders.get(db) : undefined;
      const rows = direct?.(compiled.sql, parameters);
      if (rows) return (await rows) as R[];
      const query: CompiledQuery<R> = { ...compiled, parameters };
      return (await db.executeQuery(query)).rows;
    },
    sqlFor(db) {
      return templateFor(db).compiled.sql;
    },
  };
}
