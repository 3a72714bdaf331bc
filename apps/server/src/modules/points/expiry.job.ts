import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { idempotencyRepository } from '../../ledger/idempotency.repository';
import { KEY_LIFE_MS } from '../../ledger/idempotency';
import { tiersService } from '../tiers/tiers.service';
import { expiryRemindersService } from './expiry-reminders.service';
import { expiryService } from './expiry.service';

const HOURLY = 3_600_000;

declare module 'fastify' {
  interface FastifyInstance {
    /** Settles when the expiry job's run in progress (if any) has ended. */
    expiryJobIdle(): Promise<void>;
  }
}

/**
 * Expires old points once at start and then every hour, then reminds customers of points
 * expiring soon and sets windowed tiers again; also forgets idempotency keys past their life.
 * The run at start goes on after the server is ready: on a large programme it outlasts the
 * start-up timeout, and answering meanwhile is safe (every value move is its own
 * transaction). Runs never overlap; the timer never keeps the process alive, and closing
 * waits for the run in progress.
 */
async function expiryJobPlugin(app: FastifyInstance): Promise<void> {
  const deps = { db: app.db, dialect: app.dialect, now: app.now };
  const expiry = expiryService(deps);
  const reminders = expiryRemindersService({
    ...deps,
    mailer: app.mailer,
    publicOrigin: app.config.publicOrigin,
  });
  const tiers = tiersService(deps);

  async function tick(): Promise<void> {
    const run = await expiry.run();
    if (run.points > 0) app.log.info(run, 'points expired');
    const reminded = await reminders.run();
    if (reminded > 0) app.log.info({ reminded }, 'expiry reminders queued');
    const cardTypes = await tiers.refreshWindowed();
    if (cardTypes > 0) app.log.info({ cardTypes }, 'card types set from the tier window');
    const cutoff = new Date(app.now().getTime() - KEY_LIFE_MS).toISOString();
    await idempotencyRepository(app.db).deleteOlderThan(cutoff);
  }

  let running: Promise<void> | undefined;
  const runOnce = (): Promise<void> => {
    running ??= tick()
      .catch((err: unknown) => app.log.warn({ err }, 'points expiry failed'))
      .finally(() => {
        running = undefined;
      });
    return running;
  };

  app.decorate('expiryJobIdle', async () => {
    await running;
  });
  app.addHook('onReady', async () => {
    void runOnce();
  });
  const timer = setInterval(() => void runOnce(), HOURLY);
  timer.unref();
  app.addHook('onClose', async () => {
    clearInterval(timer);
    await running;
  });
}

export const expiryJob = fp(expiryJobPlugin, { name: 'expiry-job' });
