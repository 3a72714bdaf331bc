import { describe, expect, it } from 'vitest';
import { call, expectFailure } from './helper';
import { t, get, settingsOf, addRetailer, callsOf } from './static-web-helper';

describe('the settings in the app shell', () => {
  it('carries the answers of GetAppSettings and GetAccess for the host, fresh each time', async () => {
    for (const [host, subDomain] of [
      ['localhost', 'demo'],
      ['127.0.0.1:8080', 'demo'],
      ['lite.localhost', 'lite'],
    ] as const) {
      for (const url of ['/', '/home', '/offers/single/1/ABC?x=1']) {
        const res = await get(url, 'text/html', host);
        expect(res.statusCode).toBe(200);
        expect(res.headers['content-type']).toContain('text/html');
        expect(res.headers['cache-control']).toBe('no-cache');
        // A revalidation must never bring back older settings.
        expect(res.headers.etag).toBeUndefined();
        expect(res.headers['last-modified']).toBeUndefined();
        expect(res.body).toContain('<title>shell</title>');
        expect(settingsOf(res.body)).toMatchObject({
          subDomain,
          ...(await callsOf(host, subDomain)),
        });
      }
    }
    const lite = settingsOf((await get('/', 'text/html', 'lite.localhost')).body);
    const demo = settingsOf((await get('/', 'text/html', 'localhost')).body);
    expect(lite?.GetAppSettings).not.toEqual(demo?.GetAppSettings);
  });

  it("reads the retailer's settings on every request, escaped inside the block, written as they are", async () => {
    await addRetailer({
      client_id: 1099,
      sub_domain: 'fresh',
      app_display_name: "Fresh </script><b>Club $' $&",
      access_voucher: 0,
    });
    const res = await get('/home', 'text/html', 'fresh.localhost');
    // The markup cannot end the block early.
    expect(res.body).not.toContain('</script><b>');
    const block = settingsOf(res.body);
    expect(block).toEqual({
      subDomain: 'fresh',
      ...(await callsOf('fresh.localhost', 'fresh')),
      LoyGetPromotions: { STATUS: true, PROMOTIONS: [] },
    });
    expect(block?.GetAppSettings).toMatchObject({
      AppDisplayName: "Fresh </script><b>Club $' $&",
      ClientId: '1099',
    });
    expect(block?.GetAccess).toMatchObject({
      DATA: expect.arrayContaining([{ access_desc: 'Voucher', enabled: 'N' }]) as unknown,
    });
  });

  it("carries the tenant's promotions on the screens that show them, with their first picture", async () => {
    const preloads = (body: string) =>
      [
        ...body.matchAll(/<link rel="preload" as="image" fetchpriority="high" href="([^"]+)" \/>/g),
      ].map((m) => m[1]);
    const origin = 'http://localhost';
    const home = (
      await call(t.app, 'LoyGetPromotions', { CLIENT_ID: '1001', LOC_ID: '001', LOY_EXC: 1 })
    ).json<{
      PROMOTIONS: { PROMO_ID: string; PROMO_CODE: string; PROMO_IMAGE: string; valid: string }[];
    }>();
    const shown = home.PROMOTIONS.filter((p) => p.valid === 'Y');
    const [first, second] = shown;
    if (!first || !second) throw new Error('the seed has two valid promotions');
    expect(home.PROMOTIONS.some((p) => p.valid === 'N')).toBe(true);

    const homeShell = (await get('/home')).body;
    expect(settingsOf(homeShell)).toMatchObject({ LoyGetPromotions: home });
    expect(settingsOf(homeShell)).not.toHaveProperty('LoyGetPromotionsAdmin');
    expect(preloads(homeShell)).toEqual([`${origin}/files/${first.PROMO_IMAGE}`]);

    const offersShell = (await get('/offers?x=1')).body;
    expect(settingsOf(offersShell)).toMatchObject({ LoyGetPromotionsAdmin: home });
    expect(settingsOf(offersShell)).not.toHaveProperty('LoyGetPromotions');
    expect(preloads(offersShell)).toEqual([`${origin}/files/${first.PROMO_IMAGE}`]);

    // An opened offer paints its own first picture.
    const single = (await get(`/offers/single/${second.PROMO_ID}/${second.PROMO_CODE}`)).body;
    expect(settingsOf(single)).toMatchObject({ LoyGetPromotionsAdmin: home });
    expect(preloads(single)).toEqual([`${origin}/files/${second.PROMO_IMAGE}`]);
    expect(preloads((await get('/offers/single/0/NONE')).body)).toEqual([]);

    // The landing opens on the splash: its largest paint is the retailer's logo.
    const landing = (await get('/?x=1')).body;
    const logo = settingsOf(landing)?.GetAppSettings as { LogoURL?: string } | undefined;
    expect(logo?.LogoURL).toMatch(/^http:\/\/localhost\/files\/.+/);
    expect(preloads(landing)).toEqual([logo?.LogoURL]);
    expect(settingsOf(landing)).not.toHaveProperty('LoyGetPromotions');
    // A signed-in customer is sent on to /home, where the logo is not shown.
    const member = await t.app.inject({
      method: 'GET',
      url: '/',
      headers: { accept: 'text/html', host: 'localhost', cookie: 'sid=anything' },
    });
    expect(settingsOf(member.body)).toMatchObject({ GetAppSettings: { LogoURL: logo?.LogoURL } });
    expect(preloads(member.body)).toEqual([]);

    // Other screens carry no promotions and announce no picture.
    for (const url of ['/login', '/history', '/offersx', '/landing']) {
      const body = (await get(url)).body;
      expect(settingsOf(body)).not.toHaveProperty('LoyGetPromotions');
      expect(settingsOf(body)).not.toHaveProperty('LoyGetPromotionsAdmin');
      expect(preloads(body)).toEqual([]);
    }
  });

  it('announces no logo for a retailer without one', async () => {
    await addRetailer({ client_id: 1098, sub_domain: 'nologo', logo_url: '' });
    const body = (await get('/', 'text/html', 'nologo.localhost')).body;
    expect(settingsOf(body)).toMatchObject({ subDomain: 'nologo' });
    expect(body).not.toContain('rel="preload"');
  });

  it("never carries a customer's own answers, signed in or not", async () => {
    const signedIn = await t.app.inject({
      method: 'GET',
      url: '/home',
      headers: { accept: 'text/html', host: 'localhost', cookie: 'session=anything' },
    });
    const block = settingsOf(signedIn.body);
    expect(Object.keys(block ?? {}).sort()).toEqual([
      'GetAccess',
      'GetAppSettings',
      'LoyGetPromotions',
      'subDomain',
    ]);
    expect(signedIn.body).toEqual((await get('/home')).body);
  });

  it('leaves the block out for an unknown sub-domain', async () => {
    const res = await get('/', 'text/html', 'nobody.localhost');
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('<title>shell</title>');
    expect(settingsOf(res.body)).toBeUndefined();
  });

  it('keeps /index.html, which the service worker stores for offline starts, bare', async () => {
    const res = await get('/index.html?__WB_REVISION__=abc', '*/*');
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('<title>shell</title>');
    expect(settingsOf(res.body)).toBeUndefined();
  });

  it("announces the screen's chunks and style sheets, so they load beside the entry", async () => {
    const links = (body: string) =>
      [...body.matchAll(/<link rel="(\w+)" crossorigin href="([^"]+)" \/>/g)].map(
        (m) => `${m[1]} ${m[2]}`,
      );
    expect(links((await get('/')).body)).toEqual(['modulepreload /assets/landing-1.js']);
    expect(links((await get('/home?x=1')).body)).toEqual([
      'stylesheet /assets/home-1.css',
      'modulepreload /assets/home-1.js',
      'modulepreload /assets/card-1.js',
    ]);
    expect(links((await get('/offers/single/7/SUMMER')).body)).toEqual([
      'modulepreload /assets/offer-1.js',
    ]);
    for (const url of ['/offers/single/7', '/nowhere']) {
      const res = await get(url);
      expect(res.body).toContain('<title>shell</title>');
      expect(links(res.body)).toEqual([]);
    }
    // The map is the build's, not something the server publishes.
    expectFailure(await get('/.vite/route-manifest.json', '*/*'), 404);
  });
});
