import { setTimeout as sleep } from 'node:timers/promises';
import type { Kysely, Transaction } from 'kysely';
import type { Database, Dialect } from '../db/database';
import { inSpan } from '../lib/tracing';

// PostgreSQL's serialization failure and deadlock: the transaction did nothing and may run again.
const RETRYABLE = new Set(['40001', '40P01']);
const ATTEMPTS = 5;

function retryable(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code;
  return typeof code === 'string' && RETRYABLE.has(code);
}

/**
 * Runs `work` in one transaction, again (after a short random pause) when PostgreSQL asks.
 * Traced as one span, retries included, with the queries of every attempt inside it.
 */
export function inTransaction<T>(
  db: Kysely<Database>,
  work: (trx: Transaction<Database>) => Promise<T>,
): Promise<T> {
  return inSpan('ledger transaction', () =>
    retryingConflicts(() => db.transaction().execute(work)),
  );
}

/** Runs `attempt` (one transaction) again, after a short random pause, when PostgreSQL asks. */
export async function retryingConflicts<T>(attempt: () => Promise<T>): Promise<T> {
  for (let n = 1; ; n++) {
    try {
      return await attempt();
    } catch (error) {
      if (n >= ATTEMPTS || !retryable(error)) throw error;
      await sleep(Math.random() * 10 * n);
    }
  }
}

/**
 * Locks customer rows for the rest of the transaction, in ascending id order so two sends in
 * opposite directions cannot deadlock. SQLite needs nothing: its one connection runs one
 * transaction at a time.
 */
export async function lockCustomers(
  trx: Transaction<Database>,
  dialect: Dialect,
  ids: number[],
): Promise<void> {
  if (dialect !== 'postgres') return;
  const unique = [...new Set(ids)];
  if (unique.length === 0) return;
  // One statement: PostgreSQL locks the rows as the sort hands them over, in ascending order.
  await trx
    .selectFrom('customers')
    .select('id')
    .where('id', 'in', unique)
    .orderBy('id')
    .forUpdate()
    .execute();
}
