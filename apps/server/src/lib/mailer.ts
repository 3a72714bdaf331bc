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

/** Sends a mail: the queue (app.mailer) for callers, a transport behind the queue. */
export interface Mailer {
  send(mail: Mail): Promise<void>;
  close(): void;
}

/**
 * Real delivery when MAIL_URL is set. Its waits are bounded, so a silent mail server fails
 * an attempt (retried later) well within the queue's claim on the mail.
 */
export function smtpMailer(url: string, fromAddress: string): Mailer {
  const transport = nodemailer.createTransport({
    url,
    connectionTimeout: 30_000,
    greetingTimeout: 30_000,
    socketTimeout: 60_000,
  });
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
