import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { answerOf, call, createTestApp, DEMO, type TestApp } from './helper';
import { admin, sessionFor, STAFF } from './admin-helper';
import { formData, noisyPng, png, upload } from './admin-upload-helper';

/** The splash screen's pictures and the retailer's other websites (CORS), from the console. */
let t: TestApp;
let owner: string;
beforeAll(async () => {
  t = await createTestApp();
  owner = await sessionFor(t.app, STAFF.owner);
});
afterAll(() => t.close());

const URL = '/api/admin/settings/welcome-images';
const splash = async () =>
  (
    answerOf('GetLoadScreenImage', await call(t.app, 'GetLoadScreenImage', DEMO)).DATA as {
      image_name: string;
    }[]
  ).map((d) => d.image_name);
const stored = async () =>
  (
    await t.app.db
      .selectFrom('tenants')
      .select('load_screen_images')
      .where('client_id', '=', 1001)
      .executeTakeFirstOrThrow()
  ).load_screen_images;
const lastAudit = () =>
  t.app.db
    .selectFrom('audit_log')
    .selectAll()
    .where('action', '=', 'settings.update')
    .orderBy('id', 'desc')
    .executeTakeFirstOrThrow();
const auditCount = async () =>
  (await t.app.db.selectFrom('audit_log').select('id').execute()).length;
const allows = async (origin: string) =>
  (await call(t.app, 'GetAccess', DEMO, { headers: { origin } })).headers[
    'access-control-allow-origin'
  ] === origin;

describe('the splash screen’s pictures', () => {
  it('replaces them all, in order and re-encoded; the app’s splash follows; audited', async () => {
    await splash(); // the programme is now in the cache
    const before = JSON.parse(await stored()) as string[];
    const res = await upload(
      t.app,
      'PUT',
      URL,
      owner,
      formData({}, [
        png('welcomeImages', await noisyPng()),
        png('welcomeImages', await noisyPng(40, 80)),
      ]),
    );
    expect(res.statusCode, res.body).toBe(200);
    const names = res.json<{ welcomeImages: string[] }>().welcomeImages;
    expect(names).toHaveLength(2);
    for (const name of names) expect(name).toMatch(/^content\/[a-f0-9]{32}\.webp$/);
    expect(await splash()).toEqual(names);
    const entry = await lastAudit();
    expect(JSON.parse(entry.before_json ?? '')).toEqual({ welcomeImages: before });
    expect(JSON.parse(entry.after_json ?? '')).toEqual({ welcomeImages: names });

    const removed = await admin(t.app, 'DELETE', URL, { cookie: owner });
    expect(removed.json()).toMatchObject({ welcomeImages: [] });
    expect(await splash()).toEqual([]);
  });

  it('refuses none, too many or a file that is not a picture, on the field, changing nothing', async () => {
    const before = await stored();
    const audits = await auditCount();
    const picture = await noisyPng(20, 20);
    const cases = [
      formData({}),
      formData(
        {},
        Array.from({ length: 6 }, () => png('welcomeImages', picture)),
      ),
      formData({}, [png('welcomeImages', picture), png('welcomeImages', Buffer.from('text'))]),
    ];
    for (const form of cases) {
      const res = await upload(t.app, 'PUT', URL, owner, form);
      expect(res.statusCode, res.body).toBe(400);
      expect(Object.keys(res.json<{ fields: object }>().fields)).toEqual(['welcomeImages']);
    }
    expect(await stored()).toBe(before);
    expect(await auditCount()).toBe(audits);
    const manager = await sessionFor(t.app, STAFF.manager);
    expect((await admin(t.app, 'DELETE', URL, { cookie: manager })).statusCode).toBe(403);
  });
});

describe('the retailer’s other websites (CORS)', () => {
  it('lists them; a change lets the new ones call at once and no longer the old', async () => {
    const read = await admin(t.app, 'GET', '/api/admin/settings', { cookie: owner });
    const seeded = read.json<{ origins: string[] }>().origins;
    expect(seeded).toContain('http://localhost:5173');
    expect(await allows('http://localhost:5173')).toBe(true);

    const res = await admin(
      t.app,
      'PATCH',
      '/api/admin/settings',
      { cookie: owner },
      { origins: [' https://Shop.Example.com ', 'http://localhost:5173'] },
    );
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      origins: ['http://localhost:5173', 'https://shop.example.com'],
    });
    expect(await allows('https://shop.example.com')).toBe(true);
    expect(JSON.parse((await lastAudit()).after_json ?? '')).toEqual({
      origins: ['http://localhost:5173', 'https://shop.example.com'],
    });

    await admin(t.app, 'PATCH', '/api/admin/settings', { cookie: owner }, { origins: [] });
    expect(await allows('https://shop.example.com')).toBe(false);
    expect(await allows('http://localhost:5173')).toBe(false);
    await admin(t.app, 'PATCH', '/api/admin/settings', { cookie: owner }, { origins: seeded });
    expect(await allows('http://localhost:5173')).toBe(true);
  });

  it('refuses what is not an origin, or a list too long or twice the same, changing nothing', async () => {
    const before = await t.app.db
      .selectFrom('tenant_origins')
      .selectAll()
      .orderBy('origin')
      .execute();
    const audits = await auditCount();
    const cases: [unknown, string][] = [
      [['https://shop.example.com/path'], 'origins[0]'],
      [['shop.example.com'], 'origins[0]'],
      [['https://ok.example.com', 'javascript:alert(1)'], 'origins[1]'],
      [['https://a.example.com', 'https://A.example.com'], 'origins'],
      [Array.from({ length: 11 }, (_, i) => `https://s${i}.example.com`), 'origins'],
      ['https://shop.example.com', 'origins'],
    ];
    for (const [origins, field] of cases) {
      const res = await admin(
        t.app,
        'PATCH',
        '/api/admin/settings',
        { cookie: owner },
        { origins },
      );
      expect(res.statusCode, JSON.stringify(origins)).toBe(400);
      expect(Object.keys(res.json<{ fields: object }>().fields)).toEqual([field]);
    }
    expect(
      await t.app.db.selectFrom('tenant_origins').selectAll().orderBy('origin').execute(),
    ).toEqual(before);
    expect(await auditCount()).toBe(audits);
  });
});
