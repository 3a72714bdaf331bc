import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  DEMO,
  LITE,
  answerOf,
  call,
  createTestApp,
  expectFailure,
  postRaw,
  type TestApp,
} from './helper';

import { appSettings } from '../src/modules/settings/settings.service';
import { SERVED_FEATURES } from '../src/modules/settings/served-features';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const settingsRequest = (SUB_DOMAIN_ID: string) => ({
  FUNCTION: 'GetAppSettings',
  APP_ID: 'LOYALTY',
  VERSION: '1.0.0',
  SUB_DOMAIN_ID,
  FileName: 'settings',
});

describe('GetAppSettings', () => {
  it('answers the settings of a sub-domain with URLs on the request origin', async () => {
    const res = await postRaw(t.app, 'GetAppSettings', settingsRequest('demo'), {
      headers: { host: 'demo.loyalty.test:8080' },
    });
    expect(res.statusCode).toBe(200);
    expect(answerOf('GetAppSettings', res)).toEqual({
      STATUS: true,
      AppBaseURL: 'http://demo.loyalty.test:8080/api/loyalty',
      AppBaseURL1: 'http://demo.loyalty.test:8080/api/crm/',
      AdminCRMDataURL: 'http://demo.loyalty.test:8080/api/crm-admin/',
      AdminFileSrvURL: 'http://demo.loyalty.test:8080/files/',
      GetAccess: 'http://demo.loyalty.test:8080/config/GetAccess',
      ClientId: '1001',
      AppDisplayName: 'Oasis Rewards',
      AppDisplayNameAr: 'مكافآت الواحة',
      LogoURL: 'http://demo.loyalty.test:8080/files/demo-logo.svg',
      FooterLogoURL: 'http://demo.loyalty.test:8080/files/demo-mark.png',
      BrandColor: '#0f4c81',
      HeroImage: 'http://demo.loyalty.test:8080/files/demo-hero.webp',
      Tagline: 'Points on every visit, rewards you choose.',
      Footer1: 'Brought to you by',
      Footer2: 'مجموعة الواحة للتجزئة',
      Footer3: 'Oasis Retail Group',
      CountryResidence: 'United Arab Emirates',
      CountryResidenceCode: 'AE',
      Nationality: 'Emirati',
      VoucherConditions: expect.arrayContaining(['The voucher can be used once only.']),
      VoucherConditionsAr: expect.arrayContaining(['تُستخدم القسيمة مرة واحدة فقط.']),
      Features: [...SERVED_FEATURES],
    });
  });

  it('reads the fields inside DATA too, and any case of the sub-domain', async () => {
    const res = await postRaw(t.app, 'GetAppSettings', { DATA: settingsRequest('LITE') });
    const body = answerOf('GetAppSettings', res);
    expect(body).toMatchObject({ STATUS: true, ClientId: '1002', AppDisplayName: 'Lite Club' });
  });

  it('gives each programme its own colour, and none where the programme has not set one', async () => {
    const lite = answerOf(
      'GetAppSettings',
      await postRaw(t.app, 'GetAppSettings', settingsRequest('lite')),
    );
    expect(lite.BrandColor).toBe('#7c2d12');
    const tenant = await t.app.tenants.findBySubDomain('lite');
    expect(tenant).toBeDefined();
    const unset = appSettings({ ...tenant!, brandColor: '' }, 'http://lite.loyalty.test');
    expect(unset).not.toHaveProperty('BrandColor');
  });

  it('gives each programme its landing, and none where the programme has not set one', async () => {
    const lite = answerOf(
      'GetAppSettings',
      await postRaw(t.app, 'GetAppSettings', settingsRequest('lite'), {
        headers: { host: 'lite.loyalty.test' },
      }),
    );
    expect(lite).toMatchObject({
      HeroImage: 'http://lite.loyalty.test/files/lite-hero.webp',
      Tagline: 'Every shop earns points towards your next one.',
    });
    const hero = await t.app.inject({ method: 'GET', url: '/files/lite-hero.webp' });
    expect(hero.statusCode).toBe(200);
    const tenant = await t.app.tenants.findBySubDomain('lite');
    const unset = appSettings(
      { ...tenant!, heroImage: '', tagline: '' },
      'http://lite.loyalty.test',
    );
    // The vendor's shape: the fields are absent, not empty, and the app falls back.
    expect(unset).not.toHaveProperty('HeroImage');
    expect(unset).not.toHaveProperty('Tagline');
  });

  it('answers an unknown sub-domain without AppBaseURL', async () => {
    const res = await postRaw(t.app, 'GetAppSettings', settingsRequest('nobody'));
    expect(res.statusCode).toBe(200);
    const body = answerOf('GetAppSettings', res);
    expect(body.STATUS).toBe(false);
    expect(body).not.toHaveProperty('AppBaseURL');
  });

  it('builds the URLs on PUBLIC_ORIGIN when it is set', async () => {
    const other = await createTestApp({ config: { publicOrigin: 'https://loyalty.example.com' } });
    try {
      const res = await postRaw(other.app, 'GetAppSettings', settingsRequest('demo'));
      expect(res.json()).toMatchObject({
        AppBaseURL: 'https://loyalty.example.com/api/loyalty',
        LogoURL: 'https://loyalty.example.com/files/demo-logo.svg',
      });
    } finally {
      await other.close();
    }
  });

  it('serves the logos it names', async () => {
    const svg = await t.app.inject({ method: 'GET', url: '/files/demo-logo.svg' });
    expect(svg.statusCode).toBe(200);
    expect(svg.headers['content-type']).toContain('image/svg+xml');
    expect(svg.body).toContain('Oasis Rewards');
    const png = await t.app.inject({ method: 'GET', url: '/files/lite-mark.png' });
    expect(png.statusCode).toBe(200);
    expect(png.rawPayload.subarray(1, 4).toString()).toBe('PNG');
  });
});

describe('GetAccess', () => {
  it('lists every toggle on for demo', async () => {
    const res = await call(t.app, 'GetAccess', DEMO);
    expect(answerOf('GetAccess', res)).toEqual({
      STATUS: true,
      DATA: [
        { access_desc: 'Voucher', enabled: 'Y' },
        { access_desc: 'Bill History', enabled: 'Y' },
        { access_desc: 'Share Points', enabled: 'Y' },
        { access_desc: 'Dark Mode', enabled: 'Y' },
      ],
    });
  });

  it('shows Voucher, Share Points and Dark Mode off for lite', async () => {
    const res = await call(t.app, 'GetAccess', { client_id: 1002 });
    const body = answerOf('GetAccess', res) as { DATA: { access_desc: string; enabled: string }[] };
    expect(Object.fromEntries(body.DATA.map((a) => [a.access_desc, a.enabled]))).toEqual({
      Voucher: 'N',
      'Bill History': 'Y',
      'Share Points': 'N',
      'Dark Mode': 'N',
    });
  });

  it('refuses an unknown client id', async () => {
    expectFailure(await call(t.app, 'GetAccess', { CLIENT_ID: '999' }), 400, 'Unknown client.');
  });
});

describe('GetLoadScreenImage', () => {
  it('lists the welcome images as bare file names that the file server serves', async () => {
    const res = await call(t.app, 'GetLoadScreenImage', LITE);
    const body = answerOf('GetLoadScreenImage', res) as {
      STATUS: boolean;
      DATA: { image_name: string }[];
    };
    expect(body.STATUS).toBe(true);
    expect(body.DATA.map((d) => d.image_name)).toEqual([
      'lite-welcome-1.svg',
      'lite-welcome-2.svg',
      'lite-welcome-3.svg',
    ]);
    for (const { image_name } of body.DATA) {
      const file = await t.app.inject({ method: 'GET', url: `/files/${image_name}` });
      expect(file.statusCode).toBe(200);
    }
  });
});
