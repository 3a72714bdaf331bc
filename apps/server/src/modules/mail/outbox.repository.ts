import type { Kysely } from 'kysely';
import type { Database } from '../../db/database';
import type { Clock } from '../../lib/clock';
import type { Mail, OutboxWriter } from '../../lib/mailer';

export interface OutboxItem {
  id: number;
  to: string;
  subject: string;
  text: string;
  html: string;
  sentAt: string;
}

export function outboxRepository(db: Kysely<Database>, now: Clock) {
  const writer: OutboxWriter = {
    async insert(mail: Omit<Mail, 'fromName'>) {
      await db
        .insertInto('outbox')
        .values({
          tenant_id: mail.tenantId,
          to_address: mail.to,
          subject: mail.subject,
          text_body: mail.text,
          html_body: mail.html,
          sent_at: now().toISOString(),
        })
        .execute();
    },
  };
  return {
    ...writer,
    async listNewestFirst(limit = 100): Promise<OutboxItem[]> {
      const rows = await db
        .selectFrom('outbox')
        .selectAll()
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
