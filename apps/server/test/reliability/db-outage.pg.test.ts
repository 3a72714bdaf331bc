import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/app';
import { withPg } from '../test-db';
import { checkLedger } from './ledger-invariants';
import { LoadClient, runLoad, type LoadCustomer } from './load-driver';
import { size } from './reliability-helper';
import {
  processDatabase,
  startServer,
  stopServer,
  type ProcessDatabase,
  type ServerProcess,
} from './server-process';

/**
 * PostgreSQL going away under a running server (what a restart, a failover or an
 * idle-connection reaper does to its connections), and not being there yet at start.
 * Included only in the PostgreSQL run (vitest.config.ts).
 */
const CLIENTS = size(10, 30);
const TERMINATIONS = size(3, 8);

const terminateBackends = (database: string) =>
  withPg((c) =>
    c.query(
      `select pg_terminate_backend(pid) from pg_stat_activity
        where datname = $1 and pid <> pg_backend_pid()`,
      [database],
    ),
  );

let db: ProcessDatabase;
let server: ServerProcess | undefined;
beforeAll(async () => {
  db = await processDatabase('outage');
}, 60_000);
afterAll(async () => {
  if (server) await stopServer(server, 'SIGKILL');
  await db.drop();
});

describe('connections ended by PostgreSQL', () => {
  it(
    `under load, ${TERMINATIONS} times: the server keeps running and answers again`,
    { timeout: 120_000 },
    async () => {
      server = await startServer(db.env);
      const http = new LoadClient(server.url);
      const database = new URL(db.url ?? '').pathname.slice(1);
      const customers: LoadCustomer[] = [];
      for (let i = 0; i < 6; i++) {
        const c = await http.newCustomer(
          `outage-${Date.now()}-${i}`,
          `0503${String(i).padStart(6, '0')}`,
        );
        await http.pos('bills', {
          billRef: `OUTAGE-SEED-${i}`,
          customer: { custCode: c.code },
          amount: 300,
        });
        customers.push(c);
      }
      let stop = false;
      const load = runLoad({
        clients: [http],
        customers,
        loops: CLIENTS,
        seconds: 60,
        stop: () => stop,
      });
      for (let i = 0; i < TERMINATIONS; i++) {
        await new Promise((r) => setTimeout(r, 500));
        await terminateBackends(database);
      }
      stop = true;
      const stats = await load;
      // Once more with every connection idle in the pool.
      await terminateBackends(database);
      await new Promise((r) => setTimeout(r, 200));
      expect(server.child.exitCode).toBeNull();

      // Answers again within seconds, on new connections.
      const since = Date.now();
      let ready = 0;
      while (Date.now() - since < 5_000) {
        ready = (await fetch(`${server.url}/health/ready`)).status;
        if (ready === 200) break;
        await new Promise((r) => setTimeout(r, 100));
      }
      expect(ready).toBe(200);
      // The last customer: the load's first loops may have deleted their own accounts.
      const bill = await http.pos('bills', {
        billRef: 'OUTAGE-AFTER',
        customer: { custCode: customers.at(-1)?.code },
        amount: 50,
      });
      expect(bill.status).toBe(200);

      // A request cut off with its connection is a 503 to retry, never a 500.
      expect(stats.serverErrors.filter((e) => !e.startsWith('503 '))).toEqual([]);
      expect(server.output()).toContain('database connection lost; reconnecting');
      await stopServer(server, 'SIGTERM');
      expect(server.child.exitCode).toBe(0);
      server = undefined;

      const app = await buildApp({
        logger: false,
        config: { databaseUrl: db.url, demoMode: true },
      });
      try {
        expect((await checkLedger(app.db)).broken).toEqual([]);
      } finally {
        await app.close();
      }
    },
  );
});

describe('a database that is not there yet at start', () => {
  it('is waited for, with a JSON log line, and the server starts once it is', async () => {
    const name = `loyalty_late_${Date.now()}`;
    const url = new URL(process.env.DATABASE_URL ?? '');
    url.pathname = `/${name}`;
    let created: Promise<unknown> | undefined;
    try {
      server = await startServer(
        { DATABASE_URL: url.toString(), WEB_DIST: '/nonexistent', DATABASE_START_WAIT_MS: '30000' },
        {
          onOutput: (text) => {
            if (!created && text.includes('the database does not answer yet')) {
              created = withPg((c) => c.query(`create database "${name}"`));
            }
          },
        },
      );
      const retry = server
        .output()
        .split('\n')
        .filter((l) => l.startsWith('{'))
        .map((l) => JSON.parse(l) as Record<string, unknown>)
        .find((l) => l.msg === 'the database does not answer yet; trying again');
      expect(retry).toMatchObject({ level: 40, error: expect.stringContaining(name) });
      expect(server.output()).not.toMatch(/\n\s+at /);
      expect((await fetch(`${server.url}/health/ready`)).status).toBe(200);
      await stopServer(server, 'SIGKILL');
      server = undefined;
    } finally {
      await created;
      await withPg((c) => c.query(`drop database if exists "${name}" with (force)`));
    }
  }, 60_000);
});
