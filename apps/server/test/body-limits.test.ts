import { buildEnvelope, registry, serverPath } from '@loyalty/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ANONYMOUS_BODY_LIMIT,
  MAX_JSON_DEPTH,
  jsonNestsDeeperThan,
} from '../src/plugins/body-limits';
import { DEMO, createTestApp, expectFailure, login, newCustomer, type TestApp } from './helper';
import { callBodies } from './reliability/call-bodies';

/**
 * Costly bodies are refused before they cost much: one nested past any contract's depth
 * without being parsed, and anything larger than a small limit from a caller with neither a
 * session nor a staff key.
 */
let t: TestApp;
let cookie: string;
beforeAll(async () => {
  t = await createTestApp();
  const me = await newCustomer(t.app);
  cookie = (await login(t.app, me.email, { password: me.password })).cookie ?? '';
});
afterAll(() => t.close());

const loginPath = serverPath(registry.LoyLogin);
const post = (url: string, payload: string, headers: Record<string, string> = {}) =>
  t.app.inject({
    method: 'POST',
    url,
    payload,
    headers: { 'content-type': 'application/json', ...headers },
  });

const nested = (depth: number) => '['.repeat(depth) + ']'.repeat(depth);

describe('a deeply nested body', () => {
  it('is refused, signed in or not, before it is parsed', async () => {
    const body = `{"DATA":${nested(MAX_JSON_DEPTH + 1)}}`;
    expectFailure(await post(loginPath, body), 400, 'The request body is nested too deeply.');
    const profile = serverPath(registry.LoyUpdateCustomer);
    expectFailure(
      await post(profile, body, { cookie }),
      400,
      'The request body is nested too deeply.',
    );
  });

  it('a megabyte of `[` from a signed-in caller is refused without JSON.parse', async () => {
    const huge = '['.repeat(1024 * 1024 - 16);
    const res = await post(serverPath(registry.LoyUpdateCustomer), huge, { cookie });
    expectFailure(res, 400, 'The request body is nested too deeply.');
  });

  it('brackets inside strings do not count', () => {
    expect(jsonNestsDeeperThan(JSON.stringify({ a: '['.repeat(1000) }), 2)).toBe(false);
    expect(jsonNestsDeeperThan(JSON.stringify({ a: '\\"[[[' }), 1)).toBe(false);
    expect(jsonNestsDeeperThan('[[[]]]', 3)).toBe(false);
    expect(jsonNestsDeeperThan('[[[[]]]]', 3)).toBe(true);
  });

  it("is well past the depth of every call's body", () => {
    const who = { code: 'C', mobile: '0500000000', email: 'a@b.c', card: '1' };
    const bodies = callBodies(who as never, who as never);
    for (const [name, DATA] of Object.entries(bodies)) {
      const text = JSON.stringify(
        buildEnvelope({ FUNCTION: name, DATA, keys: { AUTH_KEY: 'a', SEND_KEY: 'b' } }),
      );
      expect(jsonNestsDeeperThan(text, MAX_JSON_DEPTH / 4), name).toBe(false);
    }
  });
});

describe('a large body', () => {
  const big = JSON.stringify({ DATA: { ...DEMO, USERNAME: 'x'.repeat(ANONYMOUS_BODY_LIMIT) } });

  it('from a caller without a session or a staff key → 413', async () => {
    expectFailure(await post(loginPath, big), 413, 'The request body is too large.');
    // A cookie that names no session is no session.
    expectFailure(await post(loginPath, big, { cookie: 'sid=forged' }), 413);
    expectFailure(await post('/api/pos/bills', big, { authorization: 'Bearer not-a-key' }), 413);
  });

  it('from a signed-in customer or a till is read (and judged by its content)', async () => {
    const res = await post(serverPath(registry.LoyUpdateCustomer), big, { cookie });
    expect(res.statusCode).not.toBe(413);
    const bill = JSON.stringify({
      billRef: 'BIG-1',
      customer: { mobile: '0501234567' },
      amount: 10,
      lines: Array.from({ length: 800 }, (_, i) => ({
        barcode: String(1000000 + i),
        description: `Item ${i} ${'x'.repeat(40)}`,
        quantity: 1,
        price: 0.01,
      })),
    });
    expect(bill.length).toBeGreaterThan(ANONYMOUS_BODY_LIMIT);
    const posted = await post('/api/pos/bills', bill, { authorization: 'Bearer demo-staff-key' });
    expect(posted.statusCode).not.toBe(413);
  });

  it('sent in chunks without a length, from a caller without a session → 413', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: loginPath,
      headers: { 'content-type': 'application/json', 'transfer-encoding': 'chunked' },
      payload: big,
    });
    expectFailure(res, 413);
  });
});
