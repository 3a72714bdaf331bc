import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { answerOf, call, createTestApp, DEMO, expectFailure, LITE, type TestApp } from './helper';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const day = (offset: number) =>
  new Date(t.clock().getTime() + offset * 86_400_000).toISOString().slice(0, 10);
const file = (name: string) => t.app.inject({ method: 'GET', url: `/files/${name}` });

type Promotion = Record<string, string>;

describe('promotions', () => {
  it('LoyGetPromotions lists the promotions not yet ended, in the shape of docs/wire-protocol.md §3', async () => {
    const body = answerOf(
      'LoyGetPromotions',
      await call(t.app, 'LoyGetPromotions', { ...DEMO, LOC_ID: '001', LOY_EXC: 1 }),
    );
    const promos = body.PROMOTIONS as Promotion[];
    expect(promos.map((p) => p.PROMO_CODE)).toEqual([
      'FASHION30',
      'GROCERY20',
      'HOME15',
      'FAMILY99',
      'BAKERY2X',
    ]);
    expect(promos[0]).toEqual({
      PROMO_ID: expect.stringMatching(/^\d+$/),
      PROMO_CODE: 'FASHION30',
      PROMO_DESC: 'Fashion Week: 30% off',
      DESC: expect.stringContaining('Thirty percent off'),
      PROMO_DESCAr: 'أسبوع الموضة: خصم 30%',
      DESCAr: expect.stringContaining('خصم ثلاثين بالمئة'),
      PROMO_IMAGE: expect.stringMatching(/^promotions\/[a-f0-9]{32}\.webp$/),
      promo_flyer: expect.stringMatching(/^flyers\/[a-f0-9]{32}\.pdf$/),
      FlyerPath: promos[0]?.promo_flyer,
      VALID_FROM: day(-4),
      VALID_TO: day(3),
      valid: 'Y',
    });
    expect(promos.find((p) => p.PROMO_CODE === 'HOME15')?.valid).toBe('N');
    // The admin address answers the same list.
    const admin = await call(t.app, 'LoyGetPromotionsAdmin', {
      ...DEMO,
      LOC_ID: 'ALL',
      LOY_EXC: 0,
    });
    expect(admin.json()).toEqual(body);
    const lite = answerOf(
      'LoyGetPromotions',
      await call(t.app, 'LoyGetPromotions', { ...LITE, LOC_ID: '001' }),
    );
    expect(lite).toEqual({ STATUS: true, PROMOTIONS: [] });
  });

  it('serves the images as WebP and the flyer as a PDF, cached for ever', async () => {
    const body = (await call(t.app, 'LoyGetPromotions', DEMO)).json<{ PROMOTIONS: Promotion[] }>();
    const promo = body.PROMOTIONS[0] as Promotion;
    const images = answerOf(
      'Loy_CRM_DownloadPromotionImages',
      await call(t.app, 'Loy_CRM_DownloadPromotionImages', {
        ...DEMO,
        PROMO_CODE: promo.PROMO_CODE,
        PROMO_ID: promo.PROMO_ID,
      }),
    );
    const list = images.DATA as { PROMO_IMAGE: string }[];
    expect(list).toHaveLength(2);
    expect(list[0]?.PROMO_IMAGE).toBe(promo.PROMO_IMAGE);
    const image = await file(list[1]?.PROMO_IMAGE ?? '');
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toBe('image/webp');
    expect(image.rawPayload.subarray(8, 12).toString()).toBe('WEBP');
    const flyer = await file(promo.FlyerPath ?? '');
    expect(flyer.headers['content-type']).toBe('application/pdf');
    expect(flyer.headers['x-content-type-options']).toBe('nosniff');
    expect(flyer.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(flyer.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    expect(flyer.rawPayload.toString('latin1')).toMatch(/startxref\n\d+\n%%EOF\n$/);
    // A logo with a plain name keeps a short cache.
    expect((await file('demo-logo.svg')).headers['cache-control']).toBe('public, max-age=3600');
  });

  it('answers no images for an unknown or mismatched promotion', async () => {
    const res = await call(t.app, 'Loy_CRM_DownloadPromotionImages', {
      ...DEMO,
      PROMO_CODE: 'GROCERY20',
      PROMO_ID: '99999',
    });
    expect(answerOf('Loy_CRM_DownloadPromotionImages', res)).toEqual({ STATUS: true, DATA: [] });
  });
});

describe('contact, stores, social links, brochure, about', () => {
  it('Loy_GetLocationDetails: contact (STATUS TRUE, DATA[0]) and the five stores', async () => {
    const contact = await call(t.app, 'Loy_GetLocationDetails', {
      client_id: '1001',
      type: 'CONTACT_US',
      main_loc: 'Y',
    });
    expect(answerOf('Loy_GetLocationDetails', contact)).toEqual({
      STATUS: 'TRUE',
      DATA: [
        {
          message: expect.any(String),
          messageAr: expect.stringContaining('نحن هنا لمساعدتك'),
          phone: '+971 800 62747',
          email: 'care@oasis-rewards.example',
        },
      ],
    });
    const stores = answerOf(
      'Loy_GetLocationDetails',
      await call(t.app, 'Loy_GetLocationDetails', { client_id: '1001' }),
    );
    const list = stores.DATA as { loc_name: string; address: string; phone: string }[];
    expect(list.map((s) => s.loc_name)).toEqual([
      'Oasis Dubai Mall',
      'Oasis Mall of the Emirates',
      'Oasis Yas Mall',
      'Oasis City Centre Deira',
      'Oasis Sahara Centre',
    ]);
    expect(Object.keys(list[0] ?? {}).sort()).toEqual([
      'address',
      'addressAr',
      'loc_name',
      'loc_nameAr',
      'phone',
    ]);
    expect(list[0]).toMatchObject({ loc_nameAr: 'الواحة دبي مول' });
    expect(list.every((s) => /^\+971 \d /.test(s.phone))).toBe(true);
  });

  it('DownloadSocialLinks: every link with its VALID flag', async () => {
    const body = answerOf('DownloadSocialLinks', await call(t.app, 'DownloadSocialLinks', DEMO));
    expect(body.SOCIALS).toEqual([
      { LINK: 'https://www.instagram.com/oasisrewards', NAME: 'Instagram', VALID: 'Y' },
      { LINK: 'https://www.facebook.com/oasisrewards', NAME: 'Facebook', VALID: 'Y' },
      { LINK: 'https://www.tiktok.com/@oasisrewards', NAME: 'TikTok', VALID: 'Y' },
      { LINK: 'https://x.com/oasisrewards', NAME: 'X', VALID: 'N' },
      { LINK: 'https://www.youtube.com/@oasisrewards', NAME: 'YouTube', VALID: 'N' },
    ]);
  });

  it('DownloadBrouchre: DATA[0].FilePath, a PDF on the file server', async () => {
    const body = answerOf('DownloadBrouchre', await call(t.app, 'DownloadBrouchre', DEMO));
    const [brochure] = body.DATA as { FilePath: string }[];
    expect(brochure?.FilePath).toMatch(/^content\/[a-f0-9]{32}\.pdf$/);
    expect((await file(brochure?.FilePath ?? '')).headers['content-type']).toBe('application/pdf');
    expect(answerOf('DownloadBrouchre', await call(t.app, 'DownloadBrouchre', LITE))).toEqual({
      STATUS: true,
      DATA: [],
    });
  });

  it('Loy_getAboutUs: headings and content with **bold**, {size:N} and line breaks', async () => {
    const body = answerOf(
      'Loy_getAboutUs',
      await call(t.app, 'Loy_getAboutUs', { client_id: '1001' }),
    );
    const sections = body.DATA as { Heading: string; Content: string }[];
    expect(sections.map((s) => s.Heading)).toEqual([
      'Our story',
      'How points work',
      'Card types',
      'Privacy',
    ]);
    const all = sections.map((s) => s.Content).join('\n');
    expect(all).toMatch(/\*\*[^*]+\*\*/);
    expect(all).toMatch(/\{size:\d+\}[^{]+\{size:end\}/);
    expect(sections[0]?.Content).toContain('\n');
  });

  it('refuses an unknown client id', async () => {
    expectFailure(
      await call(t.app, 'Loy_getAboutUs', { client_id: '4242' }),
      400,
      'Unknown client.',
    );
  });
});
