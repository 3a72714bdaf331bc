import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseExposition, valueOf } from './exposition';
import { call, createTestApp, DEMO, type TestApp } from './helper';

const POOL_SIZE = 4;

describe('the /metrics exposition', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ config: { databasePoolSize: POOL_SIZE } });
  });
  afterAll(() => t.close());

  const scrape = async () => {
    const res = await t.app.inject({ method: 'GET', url: '/metrics' });
    expect(res.statusCode).toBe(200);
    return res.body;
  };

  it('is valid text format, every family with HELP and TYPE before its samples', async () => {
    // Traffic of each kind, so that labelled series exist.
    await call(t.app, 'GetAccess', { CLIENT_ID: DEMO.CLIENT_ID });
    await t.app.inject({ method: 'GET', url: '/no/such/"path"' });
    await t.app.inject({
      method: 'POST',
      url: '/api/pos/bills',
      headers: { authorization: 'Bearer demo-staff-key' },
      payload: { billRef: 'EXPOSITION-1', customer: { mobile: '0501234567' }, amount: 50 },
    });
    const families = parseExposition(await scrape());
    expect(families.get('loyalty_http_requests_total')?.type).toBe('counter');
    expect(families.get('loyalty_http_request_duration_seconds')?.type).toBe('histogram');
    expect(
      valueOf(families, 'loyalty_ledger_entries_written_total', { kind: 'earn' }),
    ).toBeGreaterThanOrEqual(1);
  });

  it("carries the process's own series: CPU, memory, heap, event-loop lag and GC", async () => {
    const families = parseExposition(await scrape());
    for (const name of [
      'process_cpu_seconds_total',
      'process_resident_memory_bytes',
      'process_start_time_seconds',
      'nodejs_heap_size_used_bytes',
      'nodejs_eventloop_lag_p99_seconds',
      'nodejs_gc_duration_seconds',
    ]) {
      expect(families.has(name), name).toBe(true);
    }
    expect(valueOf(families, 'nodejs_heap_size_used_bytes')).toBeGreaterThan(0);
  });

  it('shows the PostgreSQL pool (and nothing of it on SQLite)', async () => {
    if (t.app.dialect === 'sqlite') {
      expect(await scrape()).not.toContain('loyalty_db_pool');
      return;
    }
    // A transaction holds one connection while the scrape runs on another.
    const text = await t.app.db.transaction().execute(async (trx) => {
      await trx.selectFrom('tenants').select('id').execute();
      return scrape();
    });
    const families = parseExposition(text);
    const total = valueOf(families, 'loyalty_db_pool_connections') ?? -1;
    const idle = valueOf(families, 'loyalty_db_pool_idle_connections') ?? -1;
    expect(total).toBeGreaterThanOrEqual(1);
    expect(total).toBeLessThanOrEqual(POOL_SIZE);
    expect(idle).toBeGreaterThanOrEqual(0);
    expect(idle).toBeLessThan(total);
    expect(valueOf(families, 'loyalty_db_pool_waiting_requests')).toBe(0);
  });

  it('keeps the series of two apps in one process apart', async () => {
    const other = await createTestApp();
    try {
      const labels = { route: '/config/GetAccess', status: '200' };
      const count = async (app: TestApp) => {
        const res = await app.app.inject({ method: 'GET', url: '/metrics' });
        return valueOf(parseExposition(res.body), 'loyalty_http_requests_total', labels) ?? 0;
      };
      const before = await count(t);
      await call(other.app, 'GetAccess', { CLIENT_ID: DEMO.CLIENT_ID });
      expect(await count(other)).toBe(1);
      expect(await count(t)).toBe(before);
    } finally {
      await other.close();
    }
  });
});

describe('the exposition reader', () => {
  const refused = (text: string) => expect(() => parseExposition(text)).toThrow();
  const family = '# HELP a_total A.\n# TYPE a_total counter\n';

  it('reads a valid family and refuses what promtool refuses', () => {
    expect(valueOf(parseExposition(`${family}a_total{k="v\\"w"} 3\n`), 'a_total')).toBe(3);
    refused('a_total 1\n'); // a sample without HELP and TYPE
    refused(`${family}a_total 1`); // no final newline
    refused(`${family}a_total 1\na_total 2\n`); // the same series twice
    refused('# HELP a A.\n# TYPE a counter\na 1\n'); // a counter not named _total
    refused('# HELP g_total G.\n# TYPE g_total gauge\ng_total 1\n'); // a gauge named _total
    refused(`${family}a_total{0k="v"} 1\n`); // a bad label name
    refused(`${family}a_total one\n`); // a bad value
    refused(`${family}a_total 1\n# HELP b B.\n# TYPE b gauge\nb 1\na_total{k="v"} 2\n`);
    const histogram = (inf: number) =>
      '# HELP h H.\n# TYPE h histogram\n' +
      `h_bucket{le="1"} 2\nh_bucket{le="+Inf"} ${inf}\nh_sum 3\nh_count 3\n`;
    expect(parseExposition(histogram(3)).get('h')?.samples).toHaveLength(4);
    refused(histogram(1)); // not cumulative, and +Inf is not the count
  });
});
