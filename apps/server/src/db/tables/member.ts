import type { Generated } from 'kysely';
import type { Timestamp } from './column-types';

/** A voucher passed from one customer to another: the activity list of each shows it. */
export interface VoucherTransfersTable {
  id: Generated<number>;
  voucher_id: number;
  from_customer_id: number;
  to_customer_id: number;
  created_at: Timestamp;
}

/** One reminder per customer and expiry day: the mail went out once for that batch. */
export interface ExpiryRemindersTable {
  customer_id: number;
  /** `YYYY-MM-DD`, UTC. */
  expires_on: string;
  points: number;
  sent_at: Timestamp;
}

declare module '../database' {
  interface Database {
    voucher_transfers: VoucherTransfersTable;
    expiry_reminders: ExpiryRemindersTable;
  }
}
