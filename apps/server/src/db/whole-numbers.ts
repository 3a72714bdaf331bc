import { AppError } from '../lib/errors';

/**
 * Points and fils are whole numbers within PostgreSQL's `integer` (32-bit signed), on both
 * databases. PostgreSQL's column type holds that by itself; SQLite stores anything in any
 * column (`1e300` in an INTEGER column becomes a REAL), so migration 007 adds triggers that
 * refuse the rest with {@link WHOLE_NUMBER_REFUSAL}.
 */
export const INT_MIN = -2_147_483_648;
export const INT_MAX = 2_147_483_647;

export const WHOLE_NUMBER_REFUSAL = 'not a whole number in range';

/** Whether a value can be stored in a points or fils column of either database. */
export function isStorableWhole(value: number): boolean {
  return Number.isInteger(value) && value >= INT_MIN && value <= INT_MAX;
}

/**
 * The database refused a number: SQLite's trigger, or PostgreSQL's numeric range error
 * (22003: an `integer` column or sum past its range). Nothing was written.
 */
export function isNumberRefusedByDatabase(error: unknown): boolean {
  const e = error as { code?: unknown; message?: unknown } | null;
  if (e?.code === '22003') return true;
  return (
    e?.code === 'SQLITE_CONSTRAINT_TRIGGER' &&
    typeof e.message === 'string' &&
    e.message.startsWith(WHOLE_NUMBER_REFUSAL)
  );
}

export const OUT_OF_RANGE = 'A number in the request is not whole or is too large.';

/** The last check before a write: every value fits the points and fils columns. */
export function requireStorable(...values: number[]): void {
  if (!values.every(isStorableWhole)) throw new AppError(400, 'OUT_OF_RANGE', OUT_OF_RANGE);
}
