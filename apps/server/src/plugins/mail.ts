import fp from 'fastify-plugin';
import { smtpMailer, type Mailer } from '../lib/mailer';
import { mailQueue, type MailQueue } from '../modules/mail/mail-queue';
import { outboxRepository, type OutboxRepository } from '../modules/mail/outbox.repository';

declare module 'fastify' {
  interface FastifyInstance {
    /** Queues a mail; never waits for the mail server. */
    mailer: Mailer;
    mailQueue: MailQueue;
    outbox: OutboxRepository;
  }
}

/**
 * Mail goes through the outbox table: delivered by SMTP when MAIL_URL is set (or by the
 * transport a test passes), else kept there for GET /dev/outbox.
 */
export const mailPlugin = fp<{ transport?: Mailer }>(
  async (app, options) => {
    const outbox = outboxRepository(app.db, app.now);
    const { mailUrl, mailFrom } = app.config;
    const transport = options.transport ?? (mailUrl ? smtpMailer(mailUrl, mailFrom) : null);
    const queue = mailQueue({ outbox, transport, now: app.now, log: app.log });
    app.decorate('outbox', outbox);
    app.decorate('mailQueue', queue);
    app.decorate('mailer', queue);
    app.addHook('onReady', async () => queue.start());
    // preClose: before the database closes, the delivery under way finishes.
    app.addHook('preClose', async () => queue.stop());
    app.addHook('onClose', async () => queue.close());
  },
  { name: 'mail', dependencies: ['db', 'clock'] },
);
