import { calls, registry, serverPath, type CallDef } from '@loyalty/contract';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO, LITE, call, createTestApp, expectFailure, login, type TestApp } from './helper';

/**
 * The customer-scope check is one plugin that every customer call goes through. Besides the
 * calls that exist today, it is exercised here on two calls of the contract that name the
 * caller in different fields, registered under test paths with a handler that echoes the
 * session's customer.
 */
const probe = <D extends CallDef>(def: D): D => ({ ...def, path: `Probe_${def.path}` });
const probes = { calc: probe(registry.CalculatePoints), share: probe(registry.LoySharePoints) };

let t: TestApp;
let demo: { cookie: string; code: string };
let friend: { cookie: string; code: string };

async function signIn(app: FastifyInstance, email: string) {
  const { res, cookie } = await login(app, email);
  return {
    cookie: cookie ?? '',
    code: (res.json() as { DATA: { CUST_CODE: string } }).DATA.CUST_CODE,
  };
}

beforeAll(async () => {
  t = await createTestApp({
    register(app) {
      app.call(probes.calc, {}, async ({ me }) => ({ STATUS: true, MESSAGE: me().custCode }));
      app.call(probes.share, {}, async ({ me }) => ({ STATUS: true, MESSAGE: me().custCode }));
    },
  });
  demo = await signIn(t.app, 'demo@example.com');
  friend = await signIn(t.app, 'friend@example.com');
});
afterAll(() => t.close());

const post = (path: string, DATA: Record<string, unknown>, cookie?: string) =>
  t.app.inject({
    method: 'POST',
    url: path,
    payload: { DATA },
    headers: cookie ? { cookie } : {},
  });

describe('every customer-scoped call the server has', () => {
  const registered = () =>
    calls.filter(
      (def) => def.auth === 'customer' && t.app.hasRoute({ method: 'POST', url: serverPath(def) }),
    );

  it('includes Logout', () => {
    expect(registered().map((d) => d.name)).toContain('Logout');
  });

  it('answers 401 without a session, or with a made-up one', async () => {
    for (const def of registered()) {
      expectFailure(await post(serverPath(def), { ...DEMO }), 401);
      expectFailure(await post(serverPath(def), { ...DEMO }, 'sid=not-a-session'), 401);
    }
  });

  it("answers 403 to a session of another programme's client id", async () => {
    expectFailure(await call(t.app, 'Logout', LITE, { cookie: demo.cookie }), 403);
  });
});

describe('the customer-scope plugin', () => {
  const calc = (
    cookie: string,
    CUST_CODE: string,
    MOBILE_NUM: string,
    client: { CLIENT_ID: string } = DEMO,
  ) =>
    post(
      serverPath(probes.calc),
      { ...client, TYPE_NAME: 'CAL_POINTS', CUST_CODE, MOBILE_NUM, POINTS: 100 },
      cookie,
    );

  it("lets a customer ask about their own data, acting as the session's customer", async () => {
    const res = await calc(demo.cookie, demo.code, '0501234567');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ STATUS: true, MESSAGE: demo.code });
  });

  it("refuses A's session asking with B's customer code or mobile (403)", async () => {
    expectFailure(await calc(demo.cookie, friend.code, '0501234567'), 403);
    expectFailure(await calc(demo.cookie, demo.code, '0507654321'), 403);
    expectFailure(await calc(demo.cookie, friend.code, '0507654321'), 403);
    expectFailure(await calc(demo.cookie, demo.code, '0501234567', LITE), 403);
  });

  it("refuses A's session sending B's points (403), whichever sender field names B", async () => {
    const share = (EMAIL_SENDER: string, MOBILE_NUM_SENDER: string) =>
      post(
        serverPath(probes.share),
        {
          ...DEMO,
          EMAIL_SENDER,
          MOBILE_NUM_SENDER,
          EMAIL_RECEIVER: 'demo@example.com',
          MOBILE_NUM_RECEIVER: '0501234567',
          SHARE_POINTS: 10,
        },
        demo.cookie,
      );
    expectFailure(await share('friend@example.com', '0507654321'), 403);
    expectFailure(await share('FRIEND@example.com', '0501234567'), 403);
    expectFailure(await share('demo@example.com', '0507654321'), 403);
    // The receiver fields may name anyone; the sender must be the session's customer.
    const own = await post(
      serverPath(probes.share),
      {
        ...DEMO,
        EMAIL_SENDER: 'Demo@Example.com',
        MOBILE_NUM_SENDER: '0501234567',
        EMAIL_RECEIVER: 'friend@example.com',
        MOBILE_NUM_RECEIVER: '0507654321',
        SHARE_POINTS: 10,
      },
      demo.cookie,
    );
    expect(own.json()).toEqual({ STATUS: true, MESSAGE: demo.code });
  });

  it('checks the session before the body: 401 comes first', async () => {
    expectFailure(await post(serverPath(probes.calc), {}), 401);
    expectFailure(await post(serverPath(probes.calc), {}, friend.cookie), 400);
  });
});
