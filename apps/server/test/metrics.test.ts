import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createTestApp, DEMO, type TestApp } from './helper';

const TOKEN = 'metrics-token-for-tests-0123456789';

/** The value of one series in a text exposition, 0 when absent. */
function sample(text: string, name: string, labels: Record<string, string> = {}): number {
  for (const line of text.split('\n')) {
    const match = /^([a-zA-Z_:][\w:]*)(?:\{(.*)\})? (\S+)$/.exec(line);
    if (!match || match[1] !== name) continue;
    const found = Object.fromEntries(
      [...(match[2] ?? '').matchAll(/(\w+)="((?:[^"\\]|\\.)*)"/g)].map((m) => [m[1], m[2]]),
    );
    if (Object.entries(labels).every(([k, v]) => found[k] === v)) return Number(match[3]);
  }
  return 0;
}

describe('/metrics', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ config: { metricsToken: TOKEN } });
  });
  afterAll(() => t.close());

  const scrape = async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/metrics',
      headers: { authorization: `Bearer ${TOKEN}` },
    });
    expect(res.statusCode).toBe(200);
    return res.body;
  };

  it('needs the bearer token when METRICS_TOKEN is set', async () => {
    const none = await t.app.inject({ method: 'GET', url: '/metrics' });
    expect(none.statusCode).toBe(401);
    expect(none.headers['www-authenticate']).toMatch(/^Bearer/);
    const wrong = await t.app.inject({
      method: 'GET',
      url: '/metrics',
      headers: { authorization: `Bearer ${TOKEN}x` },
    });
    expect(wrong.statusCode).toBe(401);
    const right = await t.app.inject({
      method: 'GET',
      url: '/metrics',
      headers: { authorization: `Bearer ${TOKEN}` },
    });
    expect(right.statusCode).toBe(200);
    expect(right.headers['content-type']).toBe('text/plain; version=0.0.4; charset=utf-8');
    expect(right.body).toContain('# TYPE loyalty_http_requests_total counter');
    expect(right.body).toContain('# TYPE loyalty_http_request_duration_seconds histogram');
  });

  it('counts a call by its name, route and status, with its latency', async () => {
    const labels = {
      method: 'POST',
      route: '/config/GetAccess',
      call: 'GetAccess',
      status: '200',
    };
    const before = await scrape();
    for (let i = 0; i < 3; i++) {
      expect((await call(t.app, 'GetAccess', { CLIENT_ID: DEMO.CLIENT_ID })).statusCode).toBe(200);
    }
    const after = await scrape();
    const count = (text: string) => sample(text, 'loyalty_http_requests_total', labels);
    expect(count(after) - count(before)).toBe(3);
    const observed = (text: string) =>
      sample(text, 'loyalty_http_request_duration_seconds_count', labels);
    expect(observed(after) - observed(before)).toBe(3);
    const inf = sample(after, 'loyalty_http_request_duration_seconds_bucket', {
      ...labels,
      le: '+Inf',
    });
    expect(inf).toBe(observed(after));
    expect(sample(after, 'loyalty_http_request_duration_seconds_sum', labels)).toBeGreaterThan(0);
  });

  it('puts unknown paths in one series', async () => {
    for (const url of ['/wp-login.php', '/.env', '/api/nothing']) {
      await t.app.inject({ method: 'GET', url });
    }
    const text = await scrape();
    expect(text).not.toContain('wp-login');
    expect(
      sample(text, 'loyalty_http_requests_total', { route: 'unmatched', status: '404' }),
    ).toBeGreaterThanOrEqual(3);
  });

  it('counts ledger entries written', async () => {
    const earned = (text: string) =>
      sample(text, 'loyalty_ledger_entries_written_total', { kind: 'earn' });
    const before = earned(await scrape());
    const bill = await t.app.inject({
      method: 'POST',
      url: '/api/pos/bills',
      headers: { authorization: 'Bearer demo-staff-key' },
      payload: { billRef: 'METRICS-1', customer: { mobile: '0501234567' }, amount: 100 },
    });
    expect(bill.statusCode).toBe(200);
    expect(earned(await scrape()) - before).toBe(1);
  });

  it('counts mail sent and rate-limit refusals', async () => {
    const before = await scrape();
    const statuses: number[] = [];
    for (let i = 0; i < 6; i++) {
      const res = await call(
        t.app,
        'SendOTP',
        { CLIENT_ID: DEMO.CLIENT_ID, EMAIL_ID: 'demo@example.com' },
        { ip: '10.9.8.7' },
      );
      statuses.push(res.statusCode);
    }
    expect(statuses).toEqual([200, 200, 200, 200, 200, 429]);
    const after = await scrape();
    const mails = (text: string) => sample(text, 'loyalty_mail_sent_total');
    expect(mails(after) - mails(before)).toBe(5);
    const limited = (text: string) =>
      sample(text, 'loyalty_rate_limited_total', { call: 'SendOTP' });
    expect(limited(after) - limited(before)).toBe(1);
  });
});

describe('/metrics without METRICS_TOKEN', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('is open (development)', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/metrics' });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('process_resident_memory_bytes');
  });
});
