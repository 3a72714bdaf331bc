import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config';
import type { TrustProxy } from '../src/lib/trust-proxy';
import { call, configProblems as problemsOf, createTestApp, DEMO, type TestApp } from './helper';
import { PRODUCTION_ENV as PRODUCTION, signUpData } from './fixtures';

describe('TRUST_PROXY', () => {
  it('reads false, a hop count, or a list of proxy addresses and CIDRs', () => {
    const cases: [string | undefined, TrustProxy][] = [
      [undefined, false],
      ['false', false],
      ['0', false],
      ['1', 1],
      ['2', 2],
      ['10.0.0.0/8, 192.0.2.7', ['10.0.0.0/8', '192.0.2.7']],
      ['2001:db8::/32,loopback', ['2001:db8::/32', 'loopback']],
      ['true', true],
    ];
    for (const [raw, expected] of cases) {
      expect(loadConfig(raw === undefined ? {} : { TRUST_PROXY: raw }).trustProxy, raw).toEqual(
        expected,
      );
    }
  });

  it('refuses anything else, naming the forms it takes', () => {
    for (const raw of ['yes', '10.0.0.0/33', 'proxy.internal', '1.2.3.4,', '-1', '999']) {
      const problems = problemsOf({ TRUST_PROXY: raw });
      expect(problems, raw).toEqual([
        'TRUST_PROXY: must be false, a number of proxies in front (1) or their addresses/CIDRs (10.0.0.0/8,192.0.2.7)',
      ]);
    }
  });

  it('is refused at start in production as true, and accepted as a count or addresses', () => {
    expect(problemsOf({ ...PRODUCTION, TRUST_PROXY: 'true' })).toEqual([
      'TRUST_PROXY: true trusts addresses the client writes; give the number of proxies in front (1) or their addresses/CIDRs',
    ]);
    expect(problemsOf({ ...PRODUCTION, TRUST_PROXY: '1' })).toEqual([]);
    expect(problemsOf({ ...PRODUCTION, TRUST_PROXY: '10.0.0.0/8' })).toEqual([]);
  });
});

describe('HOST', () => {
  it('is loopback in demo mode and every address in production, unless set', () => {
    expect(loadConfig({}).host).toBe('127.0.0.1');
    expect(loadConfig({ ...PRODUCTION, TRUST_PROXY: '1' }).host).toBe('0.0.0.0');
    expect(loadConfig({ HOST: '0.0.0.0' }).host).toBe('0.0.0.0');
    expect(loadConfig({ ...PRODUCTION, TRUST_PROXY: '1', HOST: '10.1.2.3' }).host).toBe('10.1.2.3');
  });
});

/** The address a request is counted under, as the server sees it. */
async function addressSeen(trustProxy: TrustProxy, forwardedFor: string, peer = '127.0.0.1') {
  const t = await createTestApp({
    config: { trustProxy },
    register: (app) => app.get('/test/ip', async (request) => ({ ip: request.ip })),
  });
  try {
    const res = await t.app.inject({
      method: 'GET',
      url: '/test/ip',
      remoteAddress: peer,
      headers: { 'x-forwarded-for': forwardedFor },
    });
    return res.json<{ ip: string }>().ip;
  } finally {
    await t.close();
  }
}

describe('the client address behind a proxy that appends to X-Forwarded-For', () => {
  it('is the entry the proxy wrote, not the one the client sent', async () => {
    // One proxy: the last entry is the address it saw.
    expect(await addressSeen(1, '203.0.113.9, 198.51.100.7')).toBe('198.51.100.7');
    // Two proxies: the second-to-last entry.
    expect(await addressSeen(2, '203.0.113.9, 198.51.100.7, 10.0.0.2')).toBe('198.51.100.7');
    // Proxies named by address: the first address from the right that is not one of them.
    expect(
      await addressSeen(['127.0.0.1', '10.0.0.0/8'], '203.0.113.9, 198.51.100.7, 10.0.0.2'),
    ).toBe('198.51.100.7');
    // A peer that is not a listed proxy is the client, whatever it writes.
    expect(await addressSeen(['10.0.0.0/8'], '203.0.113.9', '198.51.100.8')).toBe('198.51.100.8');
    // No proxy trusted: the peer.
    expect(await addressSeen(false, '203.0.113.9')).toBe('127.0.0.1');
  }, 60_000);
});

describe('the sign-up limit with TRUST_PROXY=1', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({
      config: { trustProxy: loadConfig({ TRUST_PROXY: '1' }).trustProxy },
    });
  });
  afterAll(() => t.close());

  let signed = 0;
  const signUp = (forwardedFor: string) => {
    signed += 1;
    const email = `proxied-${signed}@example.com`;
    return call(
      t.app,
      'LoyCreateCustomer',
      {
        ...DEMO,
        ...signUpData(
          { email, mobile: `0509${String(signed).padStart(6, '0')}`, password: 'secret1' },
          { FIRSTNAME: 'Proxied' },
        ),
      },
      // The proxy's own address is the peer; it appends the client's to what the client sent.
      { ip: '10.0.0.2', headers: { 'x-forwarded-for': forwardedFor } },
    );
  };

  it('counts one client however it varies the leftmost address: the 21st is refused', async () => {
    for (let i = 1; i <= 20; i += 1) {
      const res = await signUp(`203.0.113.${i}, 198.51.100.7`);
      expect(res.json(), `sign-up ${i}`).toMatchObject({ STATUS: true });
    }
    const refused = await signUp('203.0.113.21, 198.51.100.7');
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toMatchObject({ STATUS: false });
    // Another client behind the same proxy is not held back by it.
    expect((await signUp('198.51.100.7, 198.51.100.99')).json()).toMatchObject({ STATUS: true });
  });
});

describe("a till's address with TRUST_PROXY=1", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ config: { trustProxy: 1 } });
  });
  afterAll(() => t.close());

  const TILL = '198.51.100.20';
  const voucherCodes = (forwardedFor: string, key: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/pos/voucher-codes',
      remoteAddress: '10.0.0.2',
      headers: { 'x-forwarded-for': forwardedFor, authorization: `Bearer ${key}` },
      payload: { count: 1, value: 10 },
    });

  it('cannot be locked out by wrong keys that name it as the leftmost address', async () => {
    for (let i = 0; i < 25; i += 1) {
      const res = await voucherCodes(`${TILL}, 203.0.113.66`, 'wrong-key');
      expect(res.statusCode).toBe(i < 20 ? 401 : 429);
    }
    // The till, seen by the proxy at its own address, still gets in.
    const till = await voucherCodes(TILL, 'demo-staff-key');
    expect(till.statusCode).toBe(200);
  });
});
