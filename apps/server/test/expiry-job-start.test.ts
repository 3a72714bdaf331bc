import { describe, expect, it, vi } from 'vitest';
import type { Mailer } from '../src/lib/mailer';
import { createTestApp } from './helper';

describe('the expiry job at start', () => {
  it('lets the server answer while its first run is still going', async () => {
    // The demo programme has points due to expire soon, so the first run queues reminders:
    // hold each of them until the test lets go.
    let letGo!: () => void;
    const held = new Promise<void>((resolve) => (letGo = resolve));
    let waiting = 0;
    const t = await createTestApp({
      settle: false,
      register(app) {
        const send = app.mailer.send.bind(app.mailer);
        app.mailer.send = (async (mail) => {
          waiting += 1;
          await held;
          return send(mail);
        }) as Mailer['send'];
      },
    });
    try {
      await vi.waitFor(() => expect(waiting).toBeGreaterThan(0), { timeout: 10_000 });
      const health = await t.app.inject({ method: 'GET', url: '/health/live' });
      expect(health.statusCode).toBe(200);

      let idle = false;
      const settled = t.app.expiryJobIdle().then(() => {
        idle = true;
      });
      await new Promise((resolve) => setTimeout(resolve, 50));
      expect(idle).toBe(false);
      letGo();
      await settled;
      expect(idle).toBe(true);
      const queued = await t.app.db.selectFrom('outbox').select('id').execute();
      expect(queued.length).toBeGreaterThanOrEqual(waiting);
    } finally {
      letGo();
      await t.close();
    }
  });
});
