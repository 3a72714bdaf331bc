import { sql } from 'kysely';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './helper';

describe('health probes', () => {
  let t: TestApp;
  beforeEach(async () => {
    t = await createTestApp();
  });
  afterEach(() => t.close());

  const get = (url: string) => t.app.inject({ method: 'GET', url });

  it('live and ready on a migrated database', async () => {
    const live = await get('/health/live');
    expect(live.statusCode).toBe(200);
    expect(live.json()).toEqual({ status: 'live' });
    expect(live.headers['cache-control']).toBe('no-store');

    const ready = await get('/health/ready');
    expect(ready.statusCode).toBe(200);
    expect(ready.json()).toEqual({ status: 'ready', migrations: expect.any(Number) });
    expect(ready.json<{ migrations: number }>().migrations).toBeGreaterThanOrEqual(4);
  });

  it('not ready when a migration of the code is not applied', async () => {
    await sql`delete from kysely_migration where name = ${'004-content'}`.execute(t.app.db);
    const ready = await get('/health/ready');
    expect(ready.statusCode).toBe(503);
    expect(ready.json()).toEqual({
      status: 'unavailable',
      problem: 'migrations not applied: 004-content',
    });
    // Liveness is about the process, not its database.
    expect((await get('/health/live')).statusCode).toBe(200);
  });

  it('not ready when the database is gone', async () => {
    await t.app.db.destroy();
    const ready = await get('/health/ready');
    expect(ready.statusCode).toBe(503);
    expect(ready.json()).toEqual({ status: 'unavailable', problem: 'database unreachable' });
    expect((await get('/health/live')).statusCode).toBe(200);
  });
});
