import nodemailer from 'nodemailer';

export interface Mail {
  tenantId: number | null;
  to: string;
  /** Display name of the sender: the retailer's programme name. */
  fromName: string;
  subject: string;
  text: string;
  html: string;
}

export interface Mailer {
  send(mail: Mail): Promise<void>;
  close(): void;
}

export interface OutboxWriter {
  insert(mail: Omit<Mail, 'fromName'>): Promise<void>;
}

/** Default: mail lands in the outbox table (readable at GET /dev/outbox in demo mode). */
export function outboxMailer(outbox: OutboxWriter): Mailer {
  return {
    send: ({ fromName: _fromName, ...mail }) => outbox.insert(mail),
    close: () => undefined,
  };
}

/** Real delivery when MAIL_URL is set. */
export function smtpMailer(url: string, fromAddress: string): Mailer {
  const transport = nodemailer.createTransport(url);
  return {
    async send(mail) {
      await transport.sendMail({
        from: { name: mail.fromName, address: fromAddress },
        to: mail.to,
        subject: mail.subject,
        text: mail.text,
        html: mail.html,
      });
    },
    close: () => transport.close(),
  };
}
