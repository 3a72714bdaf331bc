import type { Generated } from 'kysely';
import type { Timestamp } from './column-types';

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
