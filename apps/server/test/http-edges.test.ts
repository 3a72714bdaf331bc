import { serverPath, registry } from '@loyalty/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO, call, createTestApp, expectFailure, type TestApp } from './helper';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const loginPath = serverPath(registry.LoyLogin);
const post = (payload: string | Buffer, contentType = 'application/json') =>
  t.app.inject({
    method: 'POST',
    url: loginPath,
    payload,
    headers: { 'content-type': contentType },
  });

describe('refused bodies are 4xx with STATUS false and a MESSAGE, never 500', () => {
  it('malformed JSON → 400', async () => {
    expectFailure(await post('{"DATA": {'), 400, 'The request body is not valid JSON.');
  });

  it('an empty JSON body → 400', async () => {
    expectFailure(await post(''), 400);
  });

  it('a wrong type → 400 naming the field', async () => {
    const res = await call(t.app, 'LoyLogin', {
      USERNAME: 'demo@example.com',
      PWORD: 1234,
      TYPE_NAME: 'EMAIL',
      ...DEMO,
    });
    expectFailure(res, 400, /^DATA\.PWORD: /);
  });

  it('a value outside the choices → 400 naming the field', async () => {
    const res = await call(t.app, 'LoyLogin', {
      USERNAME: 'demo@example.com',
      PWORD: 'demo1234',
      TYPE_NAME: 'FAX',
      ...DEMO,
    });
    expectFailure(res, 400, /DATA\.TYPE_NAME/);
  });

  it('a missing client id → 400 naming it', async () => {
    const res = await call(t.app, 'LoyLogin', { USERNAME: 'a', PWORD: 'b', TYPE_NAME: 'EMAIL' });
    expectFailure(res, 400, /DATA\.CLIENT_ID/);
  });

  it('no DATA at all → 400', async () => {
    expectFailure(await post('{}'), 400, /DATA/);
    expectFailure(await post('[1,2]'), 400);
    expectFailure(await post('"text"'), 400);
    expectFailure(await post('null'), 400);
  });

  it('a 2 MB body → 413', async () => {
    const big = JSON.stringify({ DATA: { USERNAME: 'x'.repeat(2 * 1024 * 1024) } });
    expectFailure(await post(big), 413, 'The request body is too large.');
  });

  it('a wrong content type → 415', async () => {
    expectFailure(await post('USERNAME=demo', 'application/x-www-form-urlencoded'), 415);
    expectFailure(await post('{"DATA":{}}', 'text/plain'), 415);
    expectFailure(await post('<DATA/>', 'application/xml'), 415);
  });

  it('JSON with a charset is fine', async () => {
    const res = await post(
      JSON.stringify({
        DATA: { USERNAME: 'demo@example.com', PWORD: 'demo1234', TYPE_NAME: 'EMAIL', ...DEMO },
      }),
      'application/json; charset=utf-8',
    );
    expect(res.json()).toMatchObject({ STATUS: true });
  });

  it('the outer envelope is accepted but not required', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: loginPath,
      payload: {
        DATA: { USERNAME: '0501234567', PWORD: 'demo1234', TYPE_NAME: 'PHONE', client_id: 1001 },
      },
    });
    expect(res.json()).toMatchObject({ STATUS: true });
  });

  it('an unknown path → 404 in the same form', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/loyalty/NoSuchCall', payload: {} });
    expectFailure(res, 404);
  });

  it('a GET of a call → 404, not a crash', async () => {
    expectFailure(await t.app.inject({ method: 'GET', url: loginPath }), 404);
  });
});

describe('headers', () => {
  it('sends a strict CSP, nosniff, a referrer policy, and no HSTS over HTTP', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/files/demo-logo.svg' });
    const csp = res.headers['content-security-policy'];
    expect(csp).toBe(
      "default-src 'self';img-src 'self' data: blob:;script-src 'self' 'wasm-unsafe-eval';style-src 'self' 'unsafe-inline';" +
        "connect-src 'self';worker-src 'self';manifest-src 'self';frame-ancestors 'none';object-src 'none';base-uri 'self'",
    );
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    expect(res.headers['strict-transport-security']).toBeUndefined();
    expect(res.headers['x-request-id']).toBeTruthy();
  });
});

describe('CORS', () => {
  const preflight = (origin: string) =>
    t.app.inject({
      method: 'OPTIONS',
      url: loginPath,
      headers: {
        origin,
        'access-control-request-method': 'POST',
        'access-control-request-headers': 'content-type',
      },
    });

  it('allows the origins a tenant lists, with credentials', async () => {
    const res = await preflight('http://localhost:5173');
    expect(res.statusCode).toBe(204);
    expect(res.headers['access-control-allow-origin']).toBe('http://localhost:5173');
    expect(res.headers['access-control-allow-credentials']).toBe('true');
    expect(res.headers['access-control-allow-methods']).toContain('POST');
    const get = await call(t.app, 'GetAccess', DEMO, {
      headers: { origin: 'http://localhost:5173' },
    });
    expect(get.headers['access-control-allow-origin']).toBe('http://localhost:5173');
  });

  it('grants nothing to any other origin', async () => {
    const res = await preflight('https://evil.example');
    expect(res.headers['access-control-allow-origin']).toBeUndefined();
    expect(res.headers['access-control-allow-credentials']).toBeUndefined();
    const get = await call(t.app, 'GetAccess', DEMO, {
      headers: { origin: 'https://evil.example' },
    });
    expect(get.headers['access-control-allow-origin']).toBeUndefined();
  });
});
