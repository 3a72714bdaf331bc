import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../helper';
import { checkLedger } from './ledger-invariants';
import { LoadClient, runLoad, type LoadCustomer } from './load-driver';
import { size } from './reliability-helper';

/**
 * The ledger under load on a real listening server over real HTTP: concurrent clients post
 * bills, make, send, transfer and redeem vouchers at once, and some delete their account;
 * afterwards every invariant holds.
 */
const CLIENTS = size(20, 50);
const SECONDS = size(5, 10);
const CUSTOMERS = size(8, 20);

let t: TestApp;
let http: LoadClient;
let customers: LoadCustomer[];
beforeAll(async () => {
  // Behind a proxy, so each request can come from an address of its own (per-IP limits).
  t = await createTestApp({ config: { trustProxy: true } });
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  http = new LoadClient(`http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`);
  customers = [];
  for (let i = 0; i < CUSTOMERS; i++) {
    const c = await http.newCustomer(`${Date.now()}-${i}`, `0509${String(i).padStart(6, '0')}`);
    await http.pos('bills', {
      billRef: `SEED-${c.code}`,
      customer: { custCode: c.code },
      amount: 500,
    });
    customers.push(c);
  }
}, 120_000);
afterAll(() => t.close());

describe(`the ledger under ${CLIENTS} clients for ${SECONDS} s`, () => {
  it(
    'answers every request without a 5xx, and every invariant holds after',
    { timeout: 180_000 },
    async () => {
      const cpu = process.cpuUsage();
      const stats = await runLoad({ clients: [http], customers, loops: CLIENTS, seconds: SECONDS });
      const used = process.cpuUsage(cpu);
      const report = await checkLedger(t.app.db);
      console.warn(
        `ledger load: ${stats.operations} operations (${stats.accepted} accepted, ${stats.refused} refused), ` +
          `${report.checks} invariant checks, cpu ${Math.round((used.user + used.system) / 1000)} ms`,
      );
      expect(stats.serverErrors).toEqual([]);
      expect(stats.unanswered).toBe(0);
      expect(stats.deletions).toBeGreaterThan(0);
      expect(stats.accepted).toBeGreaterThan(CLIENTS);
      expect(report.broken).toEqual([]);
    },
  );
});
