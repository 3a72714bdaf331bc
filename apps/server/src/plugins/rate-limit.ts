import fp from 'fastify-plugin';
import { rateLimitsRepository } from '../db/rate-limits.repository';
import { tooManyRequests } from '../lib/errors';
import type { Limit, RateLimiter } from '../lib/limits';

declare module 'fastify' {
  interface FastifyInstance {
    rateLimiter: RateLimiter;
  }
}

const SWEEP_EVERY_MS = 10 * 60_000;

/**
 * Fixed-window counters in the database, shared by every instance behind a load balancer.
 * The window index is part of the key, so a new window starts a fresh row.
 */
export const rateLimitPlugin = fp(
  async (app) => {
    const repo = rateLimitsRepository(app.db);
    // A benchmark measures the server, not the limiter: RATE_LIMITS=off lifts every limit,
    // and is honoured only outside production.
    const lifted = app.config.demoMode && process.env.RATE_LIMITS === 'off';
    if (lifted) app.log.warn('RATE_LIMITS=off: rate limits are lifted (never in production)');
    // The browser tests sign up dozens of customers from one address within the hour:
    // RATE_LIMIT_SCALE multiplies every limit, again only outside production.
    const scale = app.config.demoMode ? Math.max(1, Number(process.env.RATE_LIMIT_SCALE) || 1) : 1;
    const windowOf = (limit: Limit, subject: string) => {
      const window = Math.floor(app.now().getTime() / limit.windowMs);
      return {
        key: `${limit.name}:${subject}:${window}`,
        expiresAt: new Date((window + 1) * limit.windowMs).toISOString(),
      };
    };
    const secondsLeft = (expiresAt: string) =>
      Math.max(1, Math.ceil((Date.parse(expiresAt) - app.now().getTime()) / 1000));
    const nothing = async () => undefined;
    app.decorate('rateLimiter', {
      async hit(limit, subject) {
        if (lifted) return;
        const { key, expiresAt } = windowOf(limit, subject);
        if ((await repo.hit(key, expiresAt)) > limit.max * scale) throw tooManyRequests();
      },
      async check(limit, subject) {
        if (lifted) return;
        if ((await repo.count(windowOf(limit, subject).key)) >= limit.max * scale)
          throw tooManyRequests();
      },
      async take(limit, subject) {
        const { key, expiresAt } = windowOf(limit, subject);
        const retryAfterSeconds = secondsLeft(expiresAt);
        if (lifted) return { ok: true, retryAfterSeconds, release: nothing };
        if ((await repo.hit(key, expiresAt)) > limit.max * scale) {
          await repo.unhit(key);
          return { ok: false, retryAfterSeconds, release: nothing };
        }
        return { ok: true, retryAfterSeconds, release: () => repo.unhit(key) };
      },
      async forget(limit, subjectPrefix) {
        await repo.deletePrefix(`${limit.name}:${subjectPrefix}`);
      },
    } satisfies RateLimiter);

    const sweep = setInterval(() => {
      repo.deleteExpired(app.now().toISOString()).catch((err: unknown) => {
        app.log.warn({ err }, 'rate-limit sweep failed');
      });
    }, SWEEP_EVERY_MS);
    sweep.unref();
    app.addHook('onClose', async () => clearInterval(sweep));
  },
  { name: 'rate-limit', dependencies: ['db', 'clock'] },
);
