import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { answerOf, call, createTestApp, DEMO, type TestApp } from './helper';
import { admin, LITE_HOST, sessionFor, STAFF } from './admin-helper';
import { formData, noisyPng, pdf, png, upload } from './admin-upload-helper';

let t: TestApp;
let manager: string;
let lite: { cookie: string; host: string };
beforeAll(async () => {
  t = await createTestApp();
  manager = await sessionFor(t.app, STAFF.manager);
  lite = { cookie: await sessionFor(t.app, STAFF.liteOwner, LITE_HOST), host: LITE_HOST };
});
afterAll(() => t.close());

const today = () => t.app.now().toISOString().slice(0, 10);
const count = async (table: 'promotions' | 'stores' | 'audit_log') =>
  Number(
    (
      await t.app.db
        .selectFrom(table)
        .select((eb) => eb.fn.countAll().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );
const promotionCodes = async () => {
  const body = answerOf('LoyGetPromotions', await call(t.app, 'LoyGetPromotions', DEMO));
  return (body.PROMOTIONS as { PROMO_CODE: string; valid: string }[]).map(
    (p) => `${p.PROMO_CODE}:${p.valid}`,
  );
};

describe('promotions in the console', () => {
  it('adds one with images and a flyer, edits its schedule and ends it; the app follows', async () => {
    const form = formData(
      { code: 'SPRING27', title: 'Spring sale', from: today(), to: '2099-04-30' },
      [png('images', await noisyPng()), png('images', await noisyPng(50, 50)), pdf('flyer')],
    );
    const res = await upload(t.app, 'POST', '/api/admin/promotions', manager, form);
    expect(res.statusCode, res.body).toBe(200);
    const made = res.json<{ id: number; images: number; flyer: string }>();
    expect(made).toMatchObject({ images: 2, flyer: expect.stringMatching(/^flyers\/.*\.pdf$/) });
    expect(made).toMatchObject({ image: expect.stringMatching(/^promotions\/.*\.webp$/) });
    expect(await promotionCodes()).toContain('SPRING27:Y');
    const again = await upload(t.app, 'POST', '/api/admin/promotions', manager, form);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ fields: { code: expect.stringMatching(/exists/) } });

    const url = `/api/admin/promotions/${made.id}`;
    const edited = await admin(
      t.app,
      'PATCH',
      url,
      { cookie: manager },
      { to: '2099-05-31', hidden: true },
    );
    expect(edited.json()).toMatchObject({ to: '2099-05-31', hidden: true });
    expect(await promotionCodes()).toContain('SPRING27:N');
    const ended = await admin(t.app, 'POST', `${url}/end`, { cookie: manager });
    expect(ended.json()).toMatchObject({ to: today(), hidden: true });
    const actions = await t.app.db
      .selectFrom('audit_log')
      .select('action')
      .where('entity_id', '=', String(made.id))
      .execute();
    expect(actions.map((a) => a.action)).toEqual([
      'promotion.create',
      'promotion.update',
      'promotion.end',
    ]);
  });

  it('refuses a file that is not a picture, bad fields and a reversed schedule, adding nothing', async () => {
    const before = [await count('promotions'), await count('audit_log')];
    const notImage = formData({ code: 'BAD1', title: 'x', from: today(), to: today() }, [
      png('images', Buffer.from('plain text')),
    ]);
    const res = await upload(t.app, 'POST', '/api/admin/promotions', manager, notImage);
    expect(res.statusCode).toBe(422);
    expect(res.json()).toMatchObject({
      MESSAGE: expect.stringMatching(/Image 1 is not a picture/),
    });
    const badFields = await upload(
      t.app,
      'POST',
      '/api/admin/promotions',
      manager,
      formData({ code: 'no spaces', title: '' }),
    );
    expect(badFields.statusCode).toBe(400);
    expect(Object.keys(badFields.json<{ fields: object }>().fields).sort()).toEqual([
      'code',
      'from',
      'title',
      'to',
    ]);
    const reversed = await admin(
      t.app,
      'PATCH',
      '/api/admin/promotions/1',
      { cookie: manager },
      { from: '2099-01-02', to: '2099-01-01' },
    );
    expect(reversed.statusCode).toBe(422);
    expect([await count('promotions'), await count('audit_log')]).toEqual(before);
  });

  it('answers 404 for another programme’s promotion', async () => {
    const res = await admin(t.app, 'POST', '/api/admin/promotions/1/end', lite);
    expect(res.statusCode).toBe(404);
    expect(await promotionCodes()).not.toContain('SUMMER26:N');
  });
});

describe('stores, about, questions, links and brochure', () => {
  it('adds, changes and removes a store; the app’s list follows', async () => {
    const stores = async () =>
      (
        answerOf(
          'Loy_GetLocationDetails',
          await call(t.app, 'Loy_GetLocationDetails', { client_id: '1001' }),
        ).DATA as { loc_name: string }[]
      ).map((s) => s.loc_name);
    const made = await admin(
      t.app,
      'POST',
      '/api/admin/stores',
      { cookie: manager },
      { name: 'Oasis Marina', phone: '+971 4 555 0000' },
    );
    expect(made.statusCode, made.body).toBe(200);
    const { id } = made.json<{ id: number }>();
    expect(await stores()).toContain('Oasis Marina');
    await admin(
      t.app,
      'PATCH',
      `/api/admin/stores/${id}`,
      { cookie: manager },
      { name: 'Oasis Marina Walk' },
    );
    expect(await stores()).toContain('Oasis Marina Walk');
    expect((await admin(t.app, 'DELETE', `/api/admin/stores/${id}`, lite)).statusCode).toBe(404);
    const before = await count('stores');
    const bad = await admin(
      t.app,
      'POST',
      '/api/admin/stores',
      { cookie: manager },
      { name: '', phone: 'call us' },
    );
    expect(Object.keys(bad.json<{ fields: object }>().fields).sort()).toEqual(['name', 'phone']);
    expect(await count('stores')).toBe(before);
    await admin(t.app, 'DELETE', `/api/admin/stores/${id}`, { cookie: manager });
    expect(await stores()).not.toContain('Oasis Marina Walk');
  });

  it('replaces the about sections, the questions and the links; uploads the brochure', async () => {
    const about = await admin(
      t.app,
      'PUT',
      '/api/admin/about',
      { cookie: manager },
      {
        sections: [{ heading: 'Who we are', content: '<p>Dates &amp; more</p>' }],
      },
    );
    expect(about.json()).toEqual({ count: 1 });
    const shown = answerOf(
      'Loy_getAboutUs',
      await call(t.app, 'Loy_getAboutUs', { client_id: '1001' }),
    );
    expect(JSON.stringify(shown)).toContain('Who we are');
    const options = Array.from({ length: 5 }, (_, i) => ({ desc: `Option ${i + 1}` }));
    const questions = await admin(
      t.app,
      'PUT',
      '/api/admin/rating-questions',
      { cookie: manager },
      {
        questions: [{ description: 'How was the queue?', type: 'Star', options }],
      },
    );
    expect(questions.json()).toEqual({ count: 1 });
    const listed = await admin(t.app, 'GET', '/api/admin/rating-questions', { cookie: manager });
    expect(listed.json()).toMatchObject({ questions: [{ description: 'How was the queue?' }] });
    const four = await admin(
      t.app,
      'PUT',
      '/api/admin/rating-questions',
      { cookie: manager },
      {
        questions: [{ description: 'x', type: 'Star', options: options.slice(1) }],
      },
    );
    expect(four.json()).toMatchObject({
      fields: { 'questions[0].options': 'Give exactly 5 options.' },
    });
    const links = await admin(
      t.app,
      'PUT',
      '/api/admin/social-links',
      { cookie: manager },
      {
        links: [{ name: 'Instagram', link: 'https://instagram.com/oasis' }],
      },
    );
    expect(links.json()).toEqual({ count: 1 });
    const brochure = await upload(
      t.app,
      'PUT',
      '/api/admin/brochure',
      manager,
      formData({}, [pdf('brochure', 'new')]),
    );
    expect(brochure.json()).toMatchObject({ file: expect.stringMatching(/^content\/.*\.pdf$/) });
    const notPdf = await upload(
      t.app,
      'PUT',
      '/api/admin/brochure',
      manager,
      formData({}, [png('brochure', Buffer.from('x'))]),
    );
    expect(notPdf.statusCode).toBe(422);
  });
});
