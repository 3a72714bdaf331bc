import { describe, expect, it } from 'vitest';
import { expectFailure } from './helper';
import { t, get } from './static-web-helper';

describe('the built web app', () => {
  it('serves index.html and sw.js with no-cache, hashed assets as immutable', async () => {
    const index = await get('/');
    expect(index.statusCode).toBe(200);
    expect(index.body).toContain('shell');
    expect(index.headers['cache-control']).toBe('no-cache');
    const sw = await get('/sw.js', '*/*');
    expect(sw.headers['cache-control']).toBe('no-cache');
    expect(sw.headers['content-type']).toContain('javascript');
    const asset = await get('/assets/index-abc123.js', '*/*');
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('answers client-side routes with the app shell', async () => {
    for (const url of ['/home', '/offers/single/1/ABC', '/vouchers/single/transfer?x=1']) {
      const res = await get(url);
      expect(res.statusCode).toBe(200);
      expect(res.body).toContain('shell');
      expect(res.headers['cache-control']).toBe('no-cache');
    }
  });

  it('keeps API, config, files and dev paths out of the fallback', async () => {
    for (const url of [
      '/api/loyalty/Nothing',
      '/config/Nothing',
      '/files/missing.png',
      '/dev/nothing',
    ]) {
      expectFailure(await get(url), 404);
    }
  });

  it('does not answer a request for JSON or a missing asset with the shell', async () => {
    expectFailure(await get('/home', 'application/json'), 404);
    expectFailure(await get('/assets/missing.js', '*/*'), 404);
  });

  it('leaves POST to the API', async () => {
    expectFailure(await t.app.inject({ method: 'POST', url: '/home', payload: {} }), 404);
  });
});
