import { randomBytes } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { Mail, Mailer } from '../../lib/mailer';
import type { ClaimedMail, OutboxRepository, QueueCounts } from './outbox.repository';

/** Attempts before a mail is given up (the last one about two hours after the first). */
export const MAX_ATTEMPTS = 8;
/** How long a claim holds a mail; longer than a send may take (SEND_TIMEOUT_MS). */
export const CLAIM_MS = 5 * 60_000;
export const SEND_TIMEOUT_MS = 2 * 60_000;
/** How often each instance looks for mail due (retries, and mail queued by other instances). */
export const POLL_MS = 5_000;
const BATCH = 20;
/** The longest a shutdown waits for the delivery under way. */
const STOP_WAIT_MS = 10_000;

/** Wait before the next attempt after `attempts` failed ones: 30 s doubling, at most an hour. */
export function retryDelayMs(attempts: number): number {
  return Math.min(30_000 * 2 ** Math.max(0, attempts - 1), 3_600_000);
}

export interface MailEvents {
  /** A mail reached the transport (or the demo's outbox). */
  sent(): void;
  /** The transport refused an attempt. */
  failed(): void;
}

export interface MailQueue extends Mailer {
  /**
   * Delivers every mail due now, after any delivery already under way; resolves with how many
   * this instance sent. The worker calls it on its own; tests call it to wait for the mail.
   */
  drain(): Promise<number>;
  /** Mails waiting and given up, over every instance. */
  counts(): Promise<QueueCounts>;
  observe(events: MailEvents): void;
  start(): void;
  /** Stops the worker and waits (a while) for the delivery under way. */
  stop(): Promise<void>;
}

/**
 * Outgoing mail goes through the outbox table. `send` only writes the row, so a caller never
 * waits for (or fails with) the mail server, and answers the same whether it mailed or not.
 * With a transport, a worker in every instance delivers due rows, each claimed first so one
 * instance sends it, and retries a refused one later. Without one (demo), the row is the
 * delivery: it is kept for GET /dev/outbox.
 */
export function mailQueue(deps: {
  outbox: OutboxRepository;
  transport: Mailer | null;
  now: () => Date;
  log: FastifyBaseLogger;
}): MailQueue {
  const { outbox, transport, now, log } = deps;
  let events: MailEvents = { sent: () => undefined, failed: () => undefined };
  let stopped = false;
  let timer: NodeJS.Timeout | undefined;
  let chain: Promise<unknown> = Promise.resolve();
  let waiting: Promise<number> | null = null;

  async function deliver(mail: ClaimedMail, via: Mailer): Promise<boolean> {
    let timeout: NodeJS.Timeout | undefined;
    try {
      await Promise.race([
        via.send(mail),
        new Promise((_, reject) => {
          timeout = setTimeout(
            () => reject(new Error('mail transport timed out')),
            SEND_TIMEOUT_MS,
          );
        }),
      ]);
    } catch (error) {
      events.failed();
      const message = error instanceof Error ? error.message : String(error);
      const last = mail.attempts >= MAX_ATTEMPTS;
      const retryAt = last ? null : new Date(now().getTime() + retryDelayMs(mail.attempts));
      await outbox.markFailed(mail, message, retryAt);
      const entry = { mailId: mail.id, attempts: mail.attempts, err: message };
      if (last) log.error(entry, 'mail given up after the last attempt');
      else log.warn({ ...entry, retryAt }, 'mail transport refused a mail; will retry');
      return false;
    } finally {
      clearTimeout(timeout);
    }
    events.sent();
    if (!(await outbox.markSent(mail))) log.warn({ mailId: mail.id }, 'mail claim had lapsed');
    return true;
  }

  async function deliverDue(): Promise<number> {
    if (!transport) return 0;
    let sent = 0;
    for (;;) {
      const ids = await outbox.due(BATCH);
      let claimed = 0;
      for (const id of ids) {
        if (stopped) return sent;
        const mail = await outbox.claim(id, randomBytes(12).toString('hex'), CLAIM_MS);
        if (!mail) continue; // another instance has it
        claimed += 1;
        if (await deliver(mail, transport)) sent += 1;
      }
      if (ids.length < BATCH || claimed === 0) return sent;
    }
  }

  /** One pass, queued after the one under way; callers before it starts share it. */
  function pass(): Promise<number> {
    if (waiting) return waiting;
    const run = chain.then(() => {
      waiting = null;
      return deliverDue();
    });
    waiting = run;
    chain = run.catch(() => undefined);
    return run;
  }

  const background = () => {
    if (stopped) return;
    pass().catch((err: unknown) => log.warn({ err }, 'mail queue pass failed'));
  };

  return {
    async send(mail: Mail) {
      if (!transport) {
        await outbox.keep(mail);
        events.sent();
        return;
      }
      await outbox.enqueue(mail);
      // Deliver soon, but after the caller has answered.
      setImmediate(background);
    },
    close: () => transport?.close(),
    drain: pass,
    counts: () => outbox.counts(),
    observe(next) {
      events = next;
    },
    start() {
      if (!transport || timer) return;
      timer = setInterval(background, POLL_MS);
      timer.unref();
      background();
    },
    async stop() {
      stopped = true;
      clearInterval(timer);
      // A slow mail server must not hold a shutdown: past the wait, the claim lapses and
      // another instance (or this one after a restart) tries the mail again.
      let wait: NodeJS.Timeout | undefined;
      await Promise.race([
        chain,
        new Promise((resolve) => (wait = setTimeout(resolve, STOP_WAIT_MS))),
      ]);
      clearTimeout(wait);
    },
  };
}
