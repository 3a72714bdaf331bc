import type { Kysely } from 'kysely';
import type { Database } from '../../db/database';
import type { Clock } from '../../lib/clock';
import type { Mail } from '../../lib/mailer';

export interface OutboxItem {
  id: number;
  to: string;
  subject: string;
  text: string;
  html: string;
  sentAt: string;
}

/** A queued mail an instance has claimed: it alone may deliver it until `claimedUntil`. */
export interface ClaimedMail extends Mail {
  id: number;
  attempts: number;
  claimToken: string;
}

export interface QueueCounts {
  queued: number;
  failed: number;
  /** When the oldest mail still queued was written; null when none is. */
  oldestQueuedAt: string | null;
}

/** Longest error text kept with a mail. */
const ERROR_CHARS = 500;

export function outboxRepository(db: Kysely<Database>, now: Clock) {
  const insert = async (mail: Mail, status: 'kept' | 'queued') => {
    const at = now().toISOString();
    await db
      .insertInto('outbox')
      .values({
        tenant_id: mail.tenantId,
        to_address: mail.to,
        from_name: mail.fromName,
        subject: mail.subject,
        text_body: mail.text,
        html_body: mail.html,
        sent_at: at,
        status,
        next_attempt_at: status === 'queued' ? at : null,
      })
      .execute();
  };

  return {
    /** Demo mode: the table is the mail's destination, read at GET /dev/outbox. */
    keep: (mail: Mail) => insert(mail, 'kept'),
    /** Real delivery: the worker sends it. */
    enqueue: (mail: Mail) => insert(mail, 'queued'),

    /** Ids of queued mails due now and held by no instance, oldest due first. */
    async due(limit: number): Promise<number[]> {
      const at = now().toISOString();
      const rows = await db
        .selectFrom('outbox')
        .select('id')
        .where('status', '=', 'queued')
        .where('next_attempt_at', '<=', at)
        .where((eb) => eb.or([eb('claimed_until', 'is', null), eb('claimed_until', '<=', at)]))
        .orderBy('next_attempt_at')
        .orderBy('id')
        .limit(limit)
        .execute();
      return rows.map((r) => r.id);
    },

    /**
     * Takes one mail for `claimMs`, counting the attempt. The UPDATE repeats the conditions of
     * `due`, so of two instances racing for a row one changes it and the other changes nothing
     * (SQLite runs writes one at a time; PostgreSQL re-checks the WHERE on the row the first
     * one committed).
     */
    async claim(id: number, token: string, claimMs: number): Promise<ClaimedMail | undefined> {
      const at = now();
      const iso = at.toISOString();
      const result = await db
        .updateTable('outbox')
        .set((eb) => ({
          claim_token: token,
          claimed_until: new Date(at.getTime() + claimMs).toISOString(),
          attempts: eb('attempts', '+', 1),
        }))
        .where('id', '=', id)
        .where('status', '=', 'queued')
        .where('next_attempt_at', '<=', iso)
        .where((eb) => eb.or([eb('claimed_until', 'is', null), eb('claimed_until', '<=', iso)]))
        .executeTakeFirst();
      if (Number(result.numUpdatedRows) !== 1) return undefined;
      const row = await db
        .selectFrom('outbox')
        .selectAll()
        .where('id', '=', id)
        .where('claim_token', '=', token)
        .executeTakeFirst();
      if (!row) return undefined;
      return {
        id: row.id,
        attempts: row.attempts,
        claimToken: token,
        tenantId: row.tenant_id,
        to: row.to_address,
        fromName: row.from_name,
        subject: row.subject,
        text: row.text_body,
        html: row.html_body,
      };
    },

    /**
     * Delivered: the bodies are emptied, since they hold codes and links that must not outlive
     * their purpose in the database. False when the claim had lapsed and another took the row.
     */
    async markSent(mail: ClaimedMail): Promise<boolean> {
      const result = await db
        .updateTable('outbox')
        .set({
          status: 'sent',
          delivered_at: now().toISOString(),
          claim_token: null,
          claimed_until: null,
          last_error: null,
          text_body: '',
          html_body: '',
        })
        .where('id', '=', mail.id)
        .where('claim_token', '=', mail.claimToken)
        .executeTakeFirst();
      return Number(result.numUpdatedRows) === 1;
    },

    /** Refused by the transport: tried again at `retryAt`, or given up (bodies emptied) when null. */
    async markFailed(mail: ClaimedMail, error: string, retryAt: Date | null): Promise<void> {
      await db
        .updateTable('outbox')
        .set({
          ...(retryAt
            ? { next_attempt_at: retryAt.toISOString() }
            : { status: 'failed', text_body: '', html_body: '' }),
          claim_token: null,
          claimed_until: null,
          last_error: error.slice(0, ERROR_CHARS),
        })
        .where('id', '=', mail.id)
        .where('claim_token', '=', mail.claimToken)
        .execute();
    },

    /** Mails waiting and mails given up, over every instance. */
    async counts(): Promise<QueueCounts> {
      const rows = await db
        .selectFrom('outbox')
        .select((eb) => [
          'status',
          eb.fn.countAll<number | string>().as('n'),
          eb.fn.min('sent_at').as('oldest'),
        ])
        .where('status', 'in', ['queued', 'failed'])
        .groupBy('status')
        .execute();
      const of = (status: string) => rows.find((r) => r.status === status);
      return {
        queued: Number(of('queued')?.n ?? 0),
        failed: Number(of('failed')?.n ?? 0),
        oldestQueuedAt: of('queued')?.oldest ?? null,
      };
    },

    /** The demo's outbox: the mail kept there, newest first. */
    async listNewestFirst(limit = 100): Promise<OutboxItem[]> {
      const rows = await db
        .selectFrom('outbox')
        .selectAll()
        .where('status', '=', 'kept')
        .orderBy('id', 'desc')
        .limit(limit)
        .execute();
      return rows.map((r) => ({
        id: r.id,
        to: r.to_address,
        subject: r.subject,
        text: r.text_body,
        html: r.html_body,
        sentAt: r.sent_at,
      }));
    },
  };
}

export type OutboxRepository = ReturnType<typeof outboxRepository>;
