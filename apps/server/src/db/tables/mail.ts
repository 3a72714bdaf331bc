import type { Generated } from 'kysely';
import type { Timestamp } from './column-types';

export interface OutboxTable {
  id: Generated<number>;
  tenant_id: number | null;
  to_address: string;
  subject: string;
  text_body: string;
  html_body: string;
  /** When the mail was written (queued, or kept in the demo's outbox). */
  sent_at: Timestamp;
  /** `kept` (the demo's outbox is its delivery), `queued`, `sent` or `failed` (gave up). */
  status: Generated<OutboxStatus>;
  from_name: Generated<string>;
  attempts: Generated<number>;
  next_attempt_at: Timestamp | null;
  /** The instance delivering the row holds it until then; past it, another may take over. */
  claimed_until: Timestamp | null;
  claim_token: string | null;
  last_error: string | null;
  delivered_at: Timestamp | null;
}

export type OutboxStatus = 'kept' | 'queued' | 'sent' | 'failed';
