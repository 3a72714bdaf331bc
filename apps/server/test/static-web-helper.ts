// A test app serving a web build laid out as Vite writes it, and how to read its answers.
// Importing this file gives the importing test file its own app (the hooks below).
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll } from 'vitest';
import { answerOf, call, createTestApp, postRaw, type TestApp } from './helper';

export let t: TestApp;
export let webDist: string;

beforeAll(async () => {
  // A built web app as Vite lays it out.
  webDist = await fs.mkdtemp(path.join(os.tmpdir(), 'loyalty-web-'));
  await fs.mkdir(path.join(webDist, 'assets'));
  await fs.writeFile(
    path.join(webDist, 'index.html'),
    '<!doctype html><html><head><title>shell</title></head><body></body></html>',
  );
  await fs.writeFile(path.join(webDist, 'sw.js'), 'self.addEventListener("fetch", () => {});');
  await fs.writeFile(path.join(webDist, 'assets', 'index-abc123.js'), 'console.log(1);');
  await fs.mkdir(path.join(webDist, '.vite'));
  await fs.writeFile(
    path.join(webDist, '.vite', 'route-manifest.json'),
    JSON.stringify([
      { path: '/', js: ['/assets/landing-1.js'], css: [] },
      {
        path: '/home',
        js: ['/assets/home-1.js', '/assets/card-1.js'],
        css: ['/assets/home-1.css'],
      },
      { path: '/offers/single/:promoId/:promoCode', js: ['/assets/offer-1.js'], css: [] },
    ]),
  );
  t = await createTestApp({ config: { webDist } });
});
afterAll(async () => {
  await t.close();
  await fs.rm(webDist, { recursive: true, force: true });
});

export const get = (url: string, accept = 'text/html', host = 'localhost') =>
  t.app.inject({ method: 'GET', url, headers: { accept, host } });

/** The settings block of an app shell, as the web app reads it. */
export function settingsOf(body: string): Record<string, unknown> | undefined {
  const match = /<script type="application\/json" id="app-settings">(.*?)<\/script>/s.exec(body);
  return match?.[1] === undefined ? undefined : (JSON.parse(match[1]) as Record<string, unknown>);
}

/** The seeded `lite` retailer's row, without its id. */
export async function liteRetailer() {
  const { id: _id, ...lite } = await t.app.db
    .selectFrom('tenants')
    .selectAll()
    .where('sub_domain', '=', 'lite')
    .executeTakeFirstOrThrow();
  return lite;
}

/** A new retailer: a copy of `lite` with `changes` (a client id and sub-domain of its own). */
export async function addRetailer(changes: Partial<Awaited<ReturnType<typeof liteRetailer>>>) {
  await t.app.db
    .insertInto('tenants')
    .values({ ...(await liteRetailer()), ...changes })
    .execute();
}

/** GetAppSettings, then GetAccess with the client id it gives, as the web app asks them. */
export async function callsOf(host: string, subDomain: string) {
  const headers = { host };
  const settings = answerOf(
    'GetAppSettings',
    await postRaw(
      t.app,
      'GetAppSettings',
      { FUNCTION: 'GetAppSettings', APP_ID: 'loyalty-web', VERSION: '1', SUB_DOMAIN_ID: subDomain },
      { headers },
    ),
  );
  const access = answerOf(
    'GetAccess',
    await call(t.app, 'GetAccess', { CLIENT_ID: settings.ClientId }, { headers }),
  );
  return { GetAppSettings: settings, GetAccess: access };
}
