import fp from 'fastify-plugin';
import type { Config } from '../config';
import type { Clock } from '../lib/clock';

declare module 'fastify' {
  interface FastifyInstance {
    config: Config;
    /** Current time; injectable so expiry rules are testable without waiting. */
    now: Clock;
  }
}

export const contextPlugin = fp<{ config: Config; now: Clock }>(
  async (app, { config, now }) => {
    app.decorate('config', config);
    app.decorate('now', now);
  },
  { name: 'clock' },
);
