import type { NotificationKind } from '@loyalty/contract';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/database';
import '../../db/tables/notifications';

/** What a notification says beside its kind; each kind fills what it needs. */
export interface NotificationData {
  points?: number;
  /** A bill reference, the sender's customer code or a voucher code. */
  reference?: string;
  /** A voucher's value in AED. */
  value?: number;
  /** When the points expire (points-expiring), ISO. */
  until?: string;
}

/**
 * Puts one notification in a customer's inbox. Call it with the transaction of the event it
 * tells of, so the event and its notification are written together or not at all; a push
 * sender can later read the same rows.
 */
export async function notify(
  trx: Kysely<Database>,
  customerId: number,
  kind: NotificationKind,
  data: NotificationData,
  at: Date | string,
): Promise<void> {
  await trx
    .insertInto('notifications')
    .values({
      customer_id: customerId,
      kind,
      data_json: JSON.stringify(data),
      created_at: typeof at === 'string' ? at : at.toISOString(),
      read_at: null,
    })
    .execute();
}
