import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/app';
import { LIMITS } from '../../src/lib/limits';
import { withPg } from '../test-db';
import { checkLedger } from './ledger-invariants';
import { LoadClient, runLoad, type LoadCustomer } from './load-driver';
import { size } from './reliability-helper';
import { startServer, stopServer, type ServerProcess } from './server-process';

/**
 * Two server processes on one PostgreSQL database (a database of their own), the load split
 * between them: the invariants hold and a per-account rate limit is counted across both.
 * Included only in the PostgreSQL run (vitest.config.ts).
 */
const CLIENTS = size(20, 50);
const SECONDS = size(5, 10);

const database = `loyalty_scale_${Date.now()}`;
let url: string;
let servers: ServerProcess[] = [];
beforeAll(async () => {
  await withPg((c) => c.query(`create database "${database}"`));
  const base = new URL(process.env.DATABASE_URL ?? '');
  base.pathname = `/${database}`;
  url = base.toString();
  // The first one migrates and seeds; the second joins a ready database.
  servers.push(await startServer({ DATABASE_URL: url, WEB_DIST: '/nonexistent' }));
  servers.push(await startServer({ DATABASE_URL: url, WEB_DIST: '/nonexistent' }));
}, 120_000);
afterAll(async () => {
  for (const s of servers) await stopServer(s, 'SIGTERM');
  servers = [];
  await withPg((c) => c.query(`drop database if exists "${database}" with (force)`));
});

describe('two instances on one PostgreSQL', () => {
  it('count a per-account login limit across both', async () => {
    const [a, b] = servers.map((s) => new LoadClient(s.url)) as [LoadClient, LoadClient];
    const guess = (http: LoadClient, i: number) =>
      http.call('LoyLogin', {
        CLIENT_ID: '1001',
        USERNAME: 'friend@example.com',
        PWORD: `guess-${i}`,
        TYPE_NAME: 'EMAIL',
      });
    // Every request comes from an address of its own (load-driver): the budget over all
    // addresses is the one that must hold across the instances.
    const budget = LIMITS.loginFailuresPerAccount.max;
    for (let i = 0; i < budget; i++) expect((await guess(i % 2 ? b : a, i)).status).toBe(200);
    expect((await guess(a, budget)).status).toBe(429);
    expect((await guess(b, budget + 1)).status).toBe(429);
  });

  it(
    `keep every invariant under ${CLIENTS} clients for ${SECONDS} s split between them`,
    { timeout: 180_000 },
    async () => {
      const clients = servers.map((s) => new LoadClient(s.url));
      const customers: LoadCustomer[] = [];
      for (let i = 0; i < 8; i++) {
        const http = clients[i % 2]!;
        const c = await http.newCustomer(
          `scale-${Date.now()}-${i}`,
          `0501${String(i).padStart(6, '0')}`,
        );
        await http.pos('bills', {
          billRef: `SCALE-SEED-${i}`,
          customer: { custCode: c.code },
          amount: 500,
        });
        customers.push(c);
      }
      const stats = await runLoad({ clients, customers, loops: CLIENTS, seconds: SECONDS });
      const app = await buildApp({ logger: false, config: { databaseUrl: url, demoMode: true } });
      try {
        const report = await checkLedger(app.db);
        console.warn(
          `scale-out: ${stats.operations} operations on 2 instances, ${report.checks} invariant checks`,
        );
        expect(stats.serverErrors).toEqual([]);
        expect(stats.unanswered).toBe(0);
        expect(report.broken).toEqual([]);
      } finally {
        await app.close();
      }
    },
  );
});
