import fs from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createTestApp, DEMO, expectFailure, LITE, type TestApp } from './helper';
import { freshIp, newCustomer, type Signed } from './programme-helper';
import { multipart, smallPng } from './reliability/multipart-helper';

/** An origin only the lite programme lists. */
const LITE_SHOP = 'https://shop.lite-stores.test';
/** Listed by both demo programmes (the Vite dev server). */
const DEV = 'http://localhost:5173';
const DEMO_HOST = 'localhost:8080';
const LITE_HOST = 'lite.localhost:8080';

let t: TestApp;
let me: Signed;
beforeAll(async () => {
  t = await createTestApp();
  const lite = await t.app.db
    .selectFrom('tenants')
    .select('id')
    .where('sub_domain', '=', 'lite')
    .executeTakeFirstOrThrow();
  await t.app.db
    .insertInto('tenant_origins')
    .values({ tenant_id: lite.id, origin: LITE_SHOP })
    .execute();
  me = await newCustomer(t.app, 'origin-check', '0506660077');
});
afterAll(() => t.close());

const preflight = (host: string, origin: string) =>
  t.app.inject({
    method: 'OPTIONS',
    url: '/config/GetAccess',
    headers: {
      host,
      origin,
      'access-control-request-method': 'POST',
      'access-control-request-headers': 'content-type',
    },
  });

describe('CORS per programme', () => {
  it("an origin one programme lists is allowed on its host and refused on another's", async () => {
    const onLite = await preflight(LITE_HOST, LITE_SHOP);
    expect(onLite.statusCode).toBe(204);
    expect(onLite.headers['access-control-allow-origin']).toBe(LITE_SHOP);
    expect(onLite.headers['access-control-allow-credentials']).toBe('true');

    const onDemo = await preflight(DEMO_HOST, LITE_SHOP);
    expect(onDemo.headers['access-control-allow-origin']).toBeUndefined();
    expect(onDemo.headers['access-control-allow-credentials']).toBeUndefined();

    const liteCall = await call(t.app, 'GetAccess', LITE, {
      headers: { host: LITE_HOST, origin: LITE_SHOP },
    });
    expect(liteCall.statusCode).toBe(200);
    expect(liteCall.headers['access-control-allow-origin']).toBe(LITE_SHOP);

    // Naming lite's client id in the body does not make demo's host lite's.
    const demoCall = await call(t.app, 'GetAccess', LITE, {
      headers: { host: DEMO_HOST, origin: LITE_SHOP },
    });
    expectFailure(demoCall, 403, 'Requests from another site are not accepted.');
    expect(demoCall.headers['access-control-allow-origin']).toBeUndefined();
  });

  it('a host that is no programme allows no origin', async () => {
    const res = await preflight('nobody.localhost:8080', DEV);
    expect(res.headers['access-control-allow-origin']).toBeUndefined();
  });
});

const profileFiles = async () =>
  fs.readdir(path.join(t.dataDir, 'files', 'profile')).catch(() => [] as string[]);
const profileImage = async () =>
  (
    await t.app.db
      .selectFrom('customers')
      .select('profile_image')
      .where('id', '=', me.id)
      .executeTakeFirstOrThrow()
  ).profile_image;

async function upload(headers: Record<string, string>) {
  const body = multipart(
    { CLIENT_ID: '1001', CUST_CODE: me.code },
    { name: 'me.png', type: 'image/png', bytes: await smallPng() },
  );
  return t.app.inject({
    method: 'POST',
    url: '/api/loyalty/ProfilePictureUploader',
    payload: body.payload,
    headers: { host: DEMO_HOST, cookie: me.cookie, ...body.headers, ...headers },
    remoteAddress: freshIp(),
  });
}

describe('state-changing calls from another origin', () => {
  it('a picture upload from a foreign page is refused and stores nothing', async () => {
    const filesBefore = await profileFiles();
    const imageBefore = await profileImage();
    for (const headers of <Record<string, string>[]>[
      { origin: 'https://evil.example' },
      { origin: 'null' },
      { origin: 'https://evil.example', 'sec-fetch-site': 'cross-site' },
      // Origin stripped, but the browser still says where the request came from.
      { 'sec-fetch-site': 'cross-site' },
      // The own host on another scheme or port is another origin.
      { origin: 'https://localhost:8080' },
      { origin: 'http://localhost:8081' },
    ]) {
      expectFailure(await upload(headers), 403, 'Requests from another site are not accepted.');
    }
    expect(await profileFiles()).toEqual(filesBefore);
    expect(await profileImage()).toBe(imageBefore);
  });

  it('the same origin, and an origin the programme lists, may upload', async () => {
    const same = await upload({ origin: 'http://localhost:8080', 'sec-fetch-site': 'same-origin' });
    expect(same.json()).toMatchObject({ Success: 'True' });
    const listed = await upload({ origin: DEV, 'sec-fetch-site': 'cross-site' });
    expect(listed.json()).toMatchObject({ Success: 'True' });
    expect(listed.headers['access-control-allow-origin']).toBe(DEV);
    expect((await profileFiles()).length).toBeGreaterThan(0);
  });

  it('a default port in Host still matches the Origin a browser sends', async () => {
    const res = await call(t.app, 'GetAccess', DEMO, {
      headers: { host: 'localhost:80', origin: 'http://localhost' },
    });
    expect(res.statusCode).toBe(200);
  });

  it('requests without Origin pass: the staff API, tills and curl', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/pos/voucher-codes',
      headers: { host: DEMO_HOST, authorization: 'Bearer demo-staff-key' },
      payload: { count: 1, value: 10 },
    });
    expect(res.statusCode).toBe(200);
    const plain = await call(t.app, 'GetAccess', DEMO, { headers: { host: DEMO_HOST } });
    expect(plain.statusCode).toBe(200);
  });

  it('reading is not refused for the Origin alone (GET carries no change)', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/health/live',
      headers: { origin: 'https://evil.example', 'sec-fetch-site': 'cross-site' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['access-control-allow-origin']).toBeUndefined();
  });
});
