import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/app';
import { checkLedger } from './ledger-invariants';
import { LoadClient, runLoad, type LoadCustomer, type LoadStats } from './load-driver';
import { size } from './reliability-helper';
import { startServer, stopServer, type ServerProcess } from './server-process';

/**
 * `kill -9` of the server in the middle of the load, on its SQLite file, then a restart on the
 * same data folder: the ledger's invariants hold and nothing is half-written.
 */
const CRASHES = size(2, 5);
const CLIENTS = size(10, 30);
const LOAD_MS = size(1500, 4000);

let dataDir: string;
let env: Record<string, string>;
let server: ServerProcess | undefined;
beforeAll(async () => {
  dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'loyalty-crash-'));
  env = { DATA_DIR: dataDir, WEB_DIST: path.join(dataDir, 'no-web') };
});
afterAll(async () => {
  if (server) await stopServer(server, 'SIGKILL');
  await fs.rm(dataDir, { recursive: true, force: true });
});

// On the SQLite file only (vitest.config.ts): the file is what a crash can tear.
describe('a server killed under load', () => {
  it(`survives ${CRASHES} crashes with every invariant intact`, { timeout: 240_000 }, async () => {
    server = await startServer(env);
    let http = new LoadClient(server.url);
    const customers: LoadCustomer[] = [];
    for (let i = 0; i < 6; i++) {
      const c = await http.newCustomer(
        `crash-${Date.now()}-${i}`,
        `0502${String(i).padStart(6, '0')}`,
      );
      await http.pos('bills', {
        billRef: `CRASH-SEED-${i}`,
        customer: { custCode: c.code },
        amount: 400,
      });
      customers.push(c);
    }
    const totals: LoadStats[] = [];
    for (let crash = 0; crash < CRASHES; crash++) {
      let killed = false;
      const load = runLoad({
        clients: [http],
        customers,
        loops: CLIENTS,
        seconds: 60,
        stop: () => killed,
      });
      await new Promise((r) => setTimeout(r, LOAD_MS));
      killed = true;
      await stopServer(server, 'SIGKILL');
      totals.push(await load);
      server = await startServer(env);
      http = new LoadClient(server.url);
    }
    // The restarted server still takes the same sessions and moves value.
    const after = await runLoad({ clients: [http], customers, loops: 4, seconds: 1 });
    totals.push(after);
    await stopServer(server, 'SIGTERM');
    server = undefined;

    const app = await buildApp({
      logger: false,
      config: { dataDir, databaseUrl: undefined, demoMode: true, webDist: env.WEB_DIST },
    });
    try {
      const integrity = await sql<{ integrity_check: string }>`pragma integrity_check`.execute(
        app.db,
      );
      expect(integrity.rows[0]?.integrity_check).toBe('ok');
      const report = await checkLedger(app.db);
      const operations = totals.reduce((n, s) => n + s.operations, 0);
      console.warn(
        `crash test: ${CRASHES} kill -9 survived, ${operations} operations, ` +
          `${report.checks} invariant checks`,
      );
      expect(report.broken).toEqual([]);
      for (const s of totals) expect(s.serverErrors).toEqual([]);
      expect(after.accepted).toBeGreaterThan(0);
    } finally {
      await app.close();
    }
  });
});
