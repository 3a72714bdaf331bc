import { PostgresAdapter, sql, type Kysely } from 'kysely';
import type { Database } from '../db/database';
import type { LedgerKind } from '../db/tables/ledger';
import { requireStorable } from '../db/whole-numbers';
import { AppError } from '../lib/errors';
import { ledgerWrites } from './ledger-metrics';

export interface LedgerEntry {
  customerId: number;
  kind: LedgerKind;
  /** Signed: positive adds to the balance. */
  points: number;
  reference: string | null;
  createdAt: string;
}

export function ledgerRepository(db: Kysely<Database>) {
  return {
    /**
     * Appends an entry and moves the balance by the same amount (and an `expire` entry the
     * points expired so far, the other way). Call inside a transaction:
     * the guarded update refuses to take the balance below 0 without a read-check-write race.
     */
    async append(entry: LedgerEntry): Promise<void> {
      requireStorable(entry.points);
      const moved = sql<boolean>`points_balance + ${entry.points} >= 0`;
      const balance =
        entry.kind === 'expire'
          ? {
              points_balance: sql<number>`points_balance + ${entry.points}`,
              points_expired: sql<number>`points_expired - ${entry.points}`,
            }
          : { points_balance: sql<number>`points_balance + ${entry.points}` };
      const values = {
        customer_id: entry.customerId,
        kind: entry.kind,
        points: entry.points,
        reference: entry.reference,
        created_at: entry.createdAt,
      };
      let appended: boolean;
      if (db.getExecutor().adapter instanceof PostgresAdapter) {
        // One statement, one round trip: the entry is inserted only if the guarded update
        // moved the balance, both in the same snapshot of the caller's transaction.
        const result = await db
          .with('moved', (w) =>
            w
              .updateTable('customers')
              .set(balance)
              .where('id', '=', entry.customerId)
              .where(moved)
              .returning('id'),
          )
          .insertInto('ledger_entries')
          .columns(['customer_id', 'kind', 'points', 'reference', 'created_at'])
          .expression((eb) =>
            eb
              .selectFrom('moved')
              .select([
                'moved.id',
                sql.val(values.kind).as('kind'),
                sql.val(values.points).as('points'),
                sql.val(values.reference).as('reference'),
                sql.val(values.created_at).as('created_at'),
              ]),
          )
          .returning('customer_id')
          .execute();
        appended = result.length === 1;
      } else {
        const result = await db
          .updateTable('customers')
          .set(balance)
          .where('id', '=', entry.customerId)
          .where(moved)
          .executeTakeFirst();
        appended = Number(result.numUpdatedRows) === 1;
        if (appended) await db.insertInto('ledger_entries').values(values).execute();
      }
      if (!appended) throw new AppError(409, 'INSUFFICIENT_POINTS', 'Insufficient points');
      ledgerWrites.inc({ kind: entry.kind });
    },

    async sumOfEntries(customerId: number): Promise<number> {
      const row = await db
        .selectFrom('ledger_entries')
        .select((eb) => eb.fn.coalesce(eb.fn.sum<number>('points'), eb.lit(0)).as('total'))
        .where('customer_id', '=', customerId)
        .executeTakeFirstOrThrow();
      // PostgreSQL answers sum() of integers as a bigint string.
      return Number(row.total);
    },
  };
}
