import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { answerOf, call, createTestApp, DEMO, type TestApp } from './helper';
import { LITE_HOST, sessionFor, STAFF } from './admin-helper';
import { formData, noisyPng, pdf, png, upload } from './admin-upload-helper';

let t: TestApp;
let manager: string;
let promotionId: number;
const today = () => t.app.now().toISOString().slice(0, 10);

beforeAll(async () => {
  t = await createTestApp();
  manager = await sessionFor(t.app, STAFF.manager);
  const made = await upload(
    t.app,
    'POST',
    '/api/admin/promotions',
    manager,
    formData({ code: 'FILES27', title: 'Files sale', from: today(), to: '2099-04-30' }, [
      png('images', await noisyPng(60, 40)),
    ]),
  );
  expect(made.statusCode, made.body).toBe(200);
  promotionId = made.json<{ id: number }>().id;
});
afterAll(() => t.close());

const url = () => `/api/admin/promotions/${promotionId}/files`;
const replace = (form: ReturnType<typeof formData>, cookie = manager) =>
  upload(t.app, 'PUT', url(), cookie, form);
const stored = async () => {
  const row = await t.app.db
    .selectFrom('promotions')
    .select('flyer')
    .where('id', '=', promotionId)
    .executeTakeFirstOrThrow();
  const images = await t.app.db
    .selectFrom('promotion_images')
    .select('file_name')
    .where('promotion_id', '=', promotionId)
    .orderBy('position')
    .execute();
  return { flyer: row.flyer, images: images.map((i) => i.file_name) };
};
const fileAudits = () =>
  t.app.db
    .selectFrom('audit_log')
    .selectAll()
    .where('action', '=', 'promotion.files')
    .where('entity_id', '=', String(promotionId))
    .orderBy('id')
    .execute();
const appImages = async () => {
  const body = answerOf(
    'Loy_CRM_DownloadPromotionImages',
    await call(t.app, 'Loy_CRM_DownloadPromotionImages', {
      ...DEMO,
      PROMO_ID: String(promotionId),
      PROMO_CODE: 'FILES27',
    }),
  );
  return JSON.stringify(body);
};

describe('replacing a promotion’s pictures and flyer', () => {
  it('replaces every picture, re-encoded, then adds and removes the flyer; each audited', async () => {
    const first = await stored();
    const res = await replace(
      formData({}, [png('images', await noisyPng(80, 60)), png('images', await noisyPng(30, 30))]),
    );
    expect(res.statusCode, res.body).toBe(200);
    const after = await stored();
    expect(after.images).toHaveLength(2);
    for (const name of after.images) expect(name).toMatch(/^promotions\/[a-f0-9]{32}\.webp$/);
    expect(after.images).not.toContain(first.images[0]);
    expect(res.json()).toMatchObject({ images: 2, image: after.images[0], flyer: '' });
    expect(await appImages()).toContain(after.images[1]);

    const flyer = await replace(formData({}, [pdf('flyer', 'spring')]));
    expect(flyer.json()).toMatchObject({ images: 2, flyer: expect.stringMatching(/^flyers\//) });
    const removed = await replace(formData({ removeFlyer: 'true' }));
    expect(removed.json()).toMatchObject({ flyer: '' });

    const audits = await fileAudits();
    expect(audits.map((a) => a.actor_name)).toEqual([STAFF.manager, STAFF.manager, STAFF.manager]);
    expect(JSON.parse(audits[0]!.before_json ?? '')).toEqual({ images: first.images, flyer: '' });
    expect(JSON.parse(audits[0]!.after_json ?? '')).toEqual({ images: after.images, flyer: '' });
    expect(JSON.parse(audits[2]!.before_json ?? '')).toMatchObject({
      flyer: flyer.json<{ flyer: string }>().flyer,
    });
    expect(JSON.parse(audits[2]!.after_json ?? '')).toMatchObject({ flyer: '' });
  });

  it('refuses bad files on their field and changes nothing', async () => {
    const before = await stored();
    const audits = (await fileAudits()).length;
    const cases: [ReturnType<typeof formData>, number, string][] = [
      [formData({}, [png('images', Buffer.from('not a picture'))]), 400, 'images'],
      [
        formData({}, [png('images', await noisyPng(20, 20)), png('images', Buffer.from('x'))]),
        400,
        'images',
      ],
      [formData({}, [png('flyer', await noisyPng(20, 20))]), 400, 'flyer'],
      [formData({ removeFlyer: 'true' }, [pdf('flyer')]), 400, 'flyer'],
      [formData({}), 400, 'images'],
      [formData({ removeFlyer: 'maybe' }), 400, 'removeFlyer'],
    ];
    for (const [form, status, field] of cases) {
      const res = await replace(form);
      expect(res.statusCode, res.body).toBe(status);
      expect(Object.keys(res.json<{ fields: object }>().fields)).toEqual([field]);
    }
    const json = await t.app.inject({
      method: 'PUT',
      url: url(),
      payload: { images: [] },
      headers: { host: 'localhost', cookie: manager, origin: 'http://localhost' },
    });
    expect(json.statusCode).toBe(415);
    expect(await stored()).toEqual(before);
    expect((await fileAudits()).length).toBe(audits);
  });

  it('is for owners and managers of the promotion’s own programme', async () => {
    const before = await stored();
    const form = async () => formData({}, [png('images', await noisyPng(20, 20))]);
    const cashier = await sessionFor(t.app, STAFF.cashier);
    expect((await replace(await form(), cashier)).statusCode).toBe(403);
    const lite = await sessionFor(t.app, STAFF.liteOwner, LITE_HOST);
    const sent = await form();
    const other = await t.app.inject({
      method: 'PUT',
      url: url(),
      payload: sent.payload,
      headers: {
        ...sent.headers,
        host: LITE_HOST,
        cookie: lite,
        origin: `http://${LITE_HOST}`,
      },
    });
    expect(other.statusCode, other.body).toBe(404);
    expect(await stored()).toEqual(before);
  });
});
