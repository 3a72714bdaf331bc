import type { PostgresPool, PostgresPoolClient } from 'kysely';
import type pg from 'pg';

/** The most SQL texts one process names; past it, a text goes unnamed as before. */
export const NAMED_TEXTS_LIMIT = 500;

/**
 * A name per SQL text for PostgreSQL's named statements, the same for the life of the process
 * (a connection refuses one name for two texts), up to `limit` texts: a connection parses and
 * plans a named statement once, not on every run.
 */
export function preparedNames(limit = NAMED_TEXTS_LIMIT): (sql: string) => string | undefined {
  const names = new Map<string, string>();
  return (sql) => {
    let name = names.get(sql);
    if (name === undefined && names.size < limit) {
      name = `loyalty_${names.size + 1}`;
      names.set(sql, name);
    }
    return name;
  };
}

const WRITE = /^\s*(insert|update|delete)\s/i;
const WRITE_IN_WITH = /^\s*with\s[\s\S]*\b(insert\s+into|update\s+"|delete\s+from)\s/i;

/**
 * Whether a statement sent through Kysely is named: a write (or a `WITH` that writes) with
 * parameters, whose plan is a key lookup that a generic plan serves as well. Never one with
 * `*`: a column added by a migration while the instance runs would change its result.
 * Reads keep a plan made for their values (a date range may want another plan).
 */
export function nameable(sql: string, parameters: readonly unknown[]): boolean {
  return (
    parameters.length > 0 && !sql.includes('*') && (WRITE.test(sql) || WRITE_IN_WITH.test(sql))
  );
}

/**
 * The pool as Kysely's driver sees it, sending the writes `nameable` picks as named
 * statements; everything else goes through unchanged.
 */
export function namingPool(
  pool: pg.Pool,
  named: (sql: string) => string | undefined,
): PostgresPool {
  // One wrapper per connection, so Kysely keeps one connection object for it too.
  const wrapped = new WeakMap<pg.PoolClient, PostgresPoolClient>();
  const wrap = (client: pg.PoolClient): PostgresPoolClient => {
    let known = wrapped.get(client);
    if (!known) {
      known = {
        query(sqlOrCursor: unknown, parameters?: readonly unknown[]) {
          if (typeof sqlOrCursor === 'string' && parameters && nameable(sqlOrCursor, parameters)) {
            const name = named(sqlOrCursor);
            if (name) return client.query({ name, text: sqlOrCursor, values: [...parameters] });
          }
          return (client.query as (...args: unknown[]) => unknown)(sqlOrCursor, parameters);
        },
        release: (destroy?: boolean) => client.release(destroy),
      } as PostgresPoolClient;
      wrapped.set(client, known);
    }
    return known;
  };
  return {
    connect: async () => wrap(await pool.connect()),
    end: () => pool.end(),
  };
}
