import type { Mail, Mailer } from '../src/lib/mailer';

export interface FakeTransport extends Mailer {
  /** Mails accepted, in order. */
  delivered: Mail[];
  /** Attempts made, refused ones included. */
  attempts: number;
  /** While true, every send fails like an unreachable SMTP server. */
  down: boolean;
  /** How long a send takes, refused or not. */
  delayMs: number;
  /** When set, every send also waits for it: a mail server that has not answered yet. */
  gate?: Promise<void> | undefined;
}

/** Stands in for the remote mail server (outside the project); a send takes a moment. */
export function fakeTransport(): FakeTransport {
  const transport: FakeTransport = {
    delivered: [],
    attempts: 0,
    down: false,
    delayMs: 2,
    async send(mail) {
      transport.attempts += 1;
      await new Promise((resolve) => setTimeout(resolve, transport.delayMs));
      await transport.gate;
      if (transport.down) throw new Error('connect ECONNREFUSED 127.0.0.1:587');
      transport.delivered.push(mail);
    },
    close: () => undefined,
  };
  return transport;
}
