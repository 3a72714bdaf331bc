import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { answerOf, call, createTestApp, DEMO, type TestApp } from './helper';
import { admin, sessionFor, STAFF } from './admin-helper';
import { formData, noisyPng, png, upload } from './admin-upload-helper';
import { databaseDigest } from './reliability/reliability-helper';

/** Arabic beside English: written by staff in the admin API, read by the app's calls. */
let t: TestApp;
let owner: string;
beforeAll(async () => {
  t = await createTestApp();
  owner = await sessionFor(t.app, STAFF.owner);
});
afterAll(() => t.close());

const as = () => ({ cookie: owner });
const stores = async () =>
  answerOf('Loy_GetLocationDetails', await call(t.app, 'Loy_GetLocationDetails', DEMO))
    .DATA as Record<string, string>[];
const promotion = async (code: string) =>
  (
    answerOf('LoyGetPromotions', await call(t.app, 'LoyGetPromotions', DEMO)).PROMOTIONS as Record<
      string,
      string
    >[]
  ).find((p) => p.PROMO_CODE === code);

describe('the demo programme in both languages', () => {
  it('has Arabic about sections, a display name and voucher conditions', async () => {
    const about = answerOf('Loy_getAboutUs', await call(t.app, 'Loy_getAboutUs', DEMO));
    expect(about.DATA).toContainEqual(
      expect.objectContaining({ Heading: 'Our story', HeadingAr: 'قصتنا' }),
    );
    const settings = answerOf(
      'GetAppSettings',
      await call(t.app, 'GetAppSettings', { SUB_DOMAIN_ID: 'demo' }),
    );
    expect(settings).toMatchObject({ AppDisplayNameAr: 'مكافآت الواحة' });
    expect(settings.VoucherConditionsAr).toHaveLength(6);
  });
});

describe('staff write the Arabic beside the English', () => {
  it('a store: added, changed, and an emptied Arabic text leaves the wire', async () => {
    const added = await admin(t.app, 'POST', '/api/admin/stores', as(), {
      name: 'Oasis Marina',
      nameAr: 'الواحة مارينا',
      addressAr: ' دبي مارينا ',
    });
    expect(added.json()).toMatchObject({ nameAr: 'الواحة مارينا', addressAr: 'دبي مارينا' });
    const id = added.json<{ id: number }>().id;
    expect((await stores()).find((s) => s.loc_name === 'Oasis Marina')).toMatchObject({
      loc_nameAr: 'الواحة مارينا',
      addressAr: 'دبي مارينا',
    });
    await admin(t.app, 'PATCH', `/api/admin/stores/${id}`, as(), {
      name: 'Oasis Marina',
      nameAr: '',
    });
    const after = (await stores()).find((s) => s.loc_name === 'Oasis Marina');
    expect(after).not.toHaveProperty('loc_nameAr');
    expect(after).not.toHaveProperty('addressAr');
  });

  it('about sections, read back by the console and the app', async () => {
    const sections = [{ heading: 'Hours', content: '9–5', headingAr: 'الساعات', contentAr: '٩–٥' }];
    const put = await admin(t.app, 'PUT', '/api/admin/about', as(), { sections });
    expect(put.json()).toEqual({ count: 1 });
    expect((await admin(t.app, 'GET', '/api/admin/about', as())).json()).toEqual({ sections });
    const app = answerOf('Loy_getAboutUs', await call(t.app, 'Loy_getAboutUs', DEMO));
    expect(app.DATA).toEqual([
      { Heading: 'Hours', Content: '9–5', HeadingAr: 'الساعات', ContentAr: '٩–٥' },
    ]);
  });

  it('a promotion: created by the multipart form in Arabic, then edited', async () => {
    const form = formData(
      {
        code: 'EID27',
        title: 'Eid sale',
        titleAr: 'تخفيضات العيد',
        descriptionAr: 'خصم على كل شيء',
        from: t.app.now().toISOString().slice(0, 10),
        to: '2099-01-31',
      },
      [png('images', await noisyPng())],
    );
    const res = await upload(t.app, 'POST', '/api/admin/promotions', owner, form);
    expect(res.json()).toMatchObject({ titleAr: 'تخفيضات العيد', descriptionAr: 'خصم على كل شيء' });
    expect(await promotion('EID27')).toMatchObject({
      PROMO_DESCAr: 'تخفيضات العيد',
      DESCAr: 'خصم على كل شيء',
    });
    const id = res.json<{ id: number }>().id;
    await admin(t.app, 'PATCH', `/api/admin/promotions/${id}`, as(), { titleAr: 'عيد سعيد' });
    expect(await promotion('EID27')).toMatchObject({
      PROMO_DESC: 'Eid sale',
      PROMO_DESCAr: 'عيد سعيد',
    });
  });

  it('the display name and the voucher conditions, in the settings the app reads', async () => {
    const res = await admin(t.app, 'PATCH', '/api/admin/settings', as(), {
      displayNameAr: 'نادي الواحة',
      voucherConditions: ['Once only.'],
      voucherConditionsAr: ['مرة واحدة فقط.'],
    });
    expect(res.json()).toMatchObject({
      displayNameAr: 'نادي الواحة',
      voucherConditions: ['Once only.'],
      voucherConditionsAr: ['مرة واحدة فقط.'],
    });
    const settings = answerOf(
      'GetAppSettings',
      await call(t.app, 'GetAppSettings', { SUB_DOMAIN_ID: 'demo' }),
    );
    expect(settings).toMatchObject({
      AppDisplayNameAr: 'نادي الواحة',
      VoucherConditions: ['Once only.'],
      VoucherConditionsAr: ['مرة واحدة فقط.'],
    });
  });

  it('refuses an Arabic text too long or blank with the field named, and changes nothing', async () => {
    const before = await databaseDigest(t.app);
    const cases: [string, string, unknown, string][] = [
      ['POST', '/api/admin/stores', { name: 'X', nameAr: 'م'.repeat(121) }, 'nameAr'],
      ['PATCH', '/api/admin/settings', { displayNameAr: 'م'.repeat(61) }, 'displayNameAr'],
      ['PATCH', '/api/admin/settings', { voucherConditionsAr: [' '] }, 'voucherConditionsAr[0]'],
      [
        'PUT',
        '/api/admin/about',
        { sections: [{ heading: 'A', content: 'B', headingAr: 5 }] },
        'sections[0].headingAr',
      ],
    ];
    for (const [method, url, body, field] of cases) {
      const res = await admin(t.app, method as 'POST', url, as(), body);
      expect(res.statusCode, url).toBe(400);
      expect(Object.keys(res.json<{ fields: object }>().fields)).toContain(field);
    }
    expect(await databaseDigest(t.app)).toBe(before);
  });
});
