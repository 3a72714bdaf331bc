import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CONSOLE_CSP, CONSOLE_NOT_BUILT } from '../src/plugins/console-web';
import { createTestApp, type TestApp } from './helper';

const CONSOLE_PAGE = '<!doctype html><html><head><title>console</title></head><body></body></html>';
const WEB_PAGE =
  '<!doctype html><html><head><title>customer app</title></head><body></body></html>';

/** A folder laid out as Vite builds an app: index.html and hashed assets. */
async function builtApp(page: string): Promise<string> {
  const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'loyalty-console-'));
  await fs.mkdir(path.join(dir, 'assets'));
  await fs.writeFile(path.join(dir, 'index.html'), page);
  await fs.writeFile(path.join(dir, 'assets', 'index-abc123.js'), 'console.log(1);');
  return dir;
}

const get = (t: TestApp, url: string, accept = 'text/html') =>
  t.app.inject({ method: 'GET', url, headers: { accept, host: 'localhost' } });

describe('the built console', () => {
  let t: TestApp;
  const dirs: string[] = [];

  beforeAll(async () => {
    dirs.push(await builtApp(CONSOLE_PAGE), await builtApp(WEB_PAGE));
    t = await createTestApp({ config: { consoleDist: dirs[0], webDist: dirs[1] } });
  });
  afterAll(async () => {
    await t.close();
    await Promise.all(dirs.map((dir) => fs.rm(dir, { recursive: true, force: true })));
  });

  it('serves its index.html at /console/ without caching, with its own CSP', async () => {
    const res = await get(t, '/console/');
    expect(res.statusCode).toBe(200);
    expect(res.body).toBe(CONSOLE_PAGE);
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(res.headers['content-security-policy']).toBe(CONSOLE_CSP);
    expect(res.headers['x-frame-options']).toBe('DENY');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
  });

  it('sends /console to /console/', async () => {
    const res = await get(t, '/console');
    expect(res.statusCode).toBe(302);
    expect(res.headers.location).toBe('/console/');
  });

  it('serves hashed assets as immutable', async () => {
    const res = await get(t, '/console/assets/index-abc123.js', '*/*');
    expect(res.statusCode).toBe(200);
    expect(res.body).toBe('console.log(1);');
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(res.headers['content-type']).toContain('javascript');
  });

  it('answers its client-side routes with its own index.html', async () => {
    for (const url of ['/console/sign-in', '/console/customers/12', '/console/reset?token=x']) {
      const res = await get(t, url);
      expect(res.statusCode, url).toBe(200);
      expect(res.body, url).toBe(CONSOLE_PAGE);
      expect(res.headers['cache-control'], url).toBe('no-cache');
      expect(res.headers['content-security-policy'], url).toBe(CONSOLE_CSP);
    }
  });

  it('answers a missing file or a request for JSON with a 404, not the page', async () => {
    for (const [url, accept] of [
      ['/console/assets/missing-1.js', '*/*'],
      ['/console/assets/missing-1.js', 'text/html'],
      ['/console/sign-in', 'application/json'],
    ] as const) {
      const res = await get(t, url, accept);
      expect(res.statusCode, url).toBe(404);
      expect(res.json(), url).toEqual({ STATUS: false, MESSAGE: 'Not found.' });
    }
  });

  it('leaves the customer app and its fallback as they were', async () => {
    for (const url of ['/', '/home', '/consoles']) {
      const res = await get(t, url);
      expect(res.statusCode, url).toBe(200);
      expect(res.body, url).toContain('customer app');
      expect(res.headers['content-security-policy'], url).not.toBe(CONSOLE_CSP);
    }
    expect((await get(t, '/api/admin/me', 'application/json')).statusCode).toBe(401);
  });
});

describe('without a console build', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    await t.close();
  });

  it('answers /console/ and its routes with a plain 404 saying to build it', async () => {
    for (const url of ['/console/', '/console/sign-in', '/console/assets/index-abc123.js']) {
      const res = await get(t, url);
      expect(res.statusCode, url).toBe(404);
      expect(res.headers['content-type'], url).toBe('text/plain; charset=utf-8');
      expect(res.body, url).toBe(CONSOLE_NOT_BUILT);
    }
  });
});
