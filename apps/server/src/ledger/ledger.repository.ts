import type { Kysely } from 'kysely';
import { sql } from 'kysely';
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
      const result = await db
        .updateTable('customers')
        .set(
          entry.kind === 'expire'
            ? {
                points_balance: sql`points_balance + ${entry.points}`,
                points_expired: sql`points_expired - ${entry.points}`,
              }
            : { points_balance: sql`points_balance + ${entry.points}` },
        )
        .where('id', '=', entry.customerId)
        .where(sql<boolean>`points_balance + ${entry.points} >= 0`)
        .executeTakeFirst();
      if (Number(result.numUpdatedRows) !== 1) {
        throw new AppError(409, 'INSUFFICIENT_POINTS', 'Insufficient points');
      }
      await db
        .insertInto('ledger_entries')
        .values({
          customer_id: entry.customerId,
          kind: entry.kind,
          points: entry.points,
          reference: entry.reference,
          created_at: entry.createdAt,
        })
        .execute();
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
