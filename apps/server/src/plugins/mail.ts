import fp from 'fastify-plugin';
import { outboxMailer, smtpMailer, type Mailer } from '../lib/mailer';
import { outboxRepository, type OutboxRepository } from '../modules/mail/outbox.repository';

declare module 'fastify' {
  interface FastifyInstance {
    mailer: Mailer;
    outbox: OutboxRepository;
  }
}

/** Real SMTP when MAIL_URL is set, else the outbox table. Tests may pass their own mailer. */
export const mailPlugin = fp<{ mailer?: Mailer }>(
  async (app, options) => {
    const outbox = outboxRepository(app.db, app.now);
    const { mailUrl, mailFrom } = app.config;
    const mailer =
      options.mailer ?? (mailUrl ? smtpMailer(mailUrl, mailFrom) : outboxMailer(outbox));
    app.decorate('outbox', outbox);
    app.decorate('mailer', mailer);
    app.addHook('onClose', async () => mailer.close());
  },
  { name: 'mail', dependencies: ['db', 'clock'] },
);
