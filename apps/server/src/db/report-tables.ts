/**
 * The reports' summary of the ledger (migration 015), joined to the `Database` interface by
 * declaration merging like the programme's tables.
 */
export interface PointsByHourTable {
  tenant_id: number;
  /** UTC hour, `2026-01-31T18`: the first 13 characters of the entries' `created_at`. */
  hour: string;
  kind: string;
  /** Which of the hour's rows (migration 021): `customer_id % POINTS_BY_HOUR_SLOTS`. */
  slot: number;
  /** The sum of the hour's positive entries of the kind. */
  credit: number;
  /** The sum of its negative entries (0 or below). */
  debit: number;
}

declare module './database' {
  interface Database {
    points_by_hour: PointsByHourTable;
  }
}
