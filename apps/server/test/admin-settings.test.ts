import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { answerOf, call, createTestApp, DEMO, postRaw, type TestApp } from './helper';
import { admin, LITE_HOST, sessionFor, STAFF } from './admin-helper';
import { formData, noisyPng, png, upload } from './admin-upload-helper';

let t: TestApp;
let owner: string;
beforeAll(async () => {
  t = await createTestApp();
  owner = await sessionFor(t.app, STAFF.owner);
});
afterAll(() => t.close());

const patch = (body: unknown, cookie = owner) =>
  admin(t.app, 'PATCH', '/api/admin/settings', { cookie }, body);
const appSettings = async () =>
  answerOf(
    'GetAppSettings',
    await postRaw(t.app, 'GetAppSettings', { FUNCTION: 'GetAppSettings', SUB_DOMAIN_ID: 'demo' }),
  );
const demoRow = () =>
  t.app.db
    .selectFrom('tenants')
    .selectAll()
    .where('client_id', '=', 1001)
    .executeTakeFirstOrThrow();
const auditRows = () =>
  t.app.db.selectFrom('audit_log').selectAll().where('action', '=', 'settings.update').execute();

describe('programme settings', () => {
  it('reads the settings', async () => {
    const res = await admin(t.app, 'GET', '/api/admin/settings', { cookie: owner });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      clientId: 1001,
      displayName: 'Oasis Rewards',
      features: { voucher: true, sharePoints: true, darkMode: true, billHistory: true },
      tiers: [{ minPoints: 0 }, {}, {}],
      timeZone: 'Asia/Dubai',
    });
  });

  it('changes what the customers’ app sees at once, audited with the changed fields', async () => {
    await appSettings(); // the programme is now in the cache
    const tiers = [
      { name: 'Blue', minPoints: 0 },
      { name: 'Gold', minPoints: 5000 },
    ];
    const res = await patch({
      displayName: '  Oasis Club ',
      brandColor: '#AA3300',
      features: { sharePoints: false },
      tiers,
      maxBill: 2500.5,
      timeZone: 'Europe/London',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ displayName: 'Oasis Club', tiers, maxBill: 2500.5 });
    expect(await appSettings()).toMatchObject({
      AppDisplayName: 'Oasis Club',
      BrandColor: '#aa3300',
    });
    const access = answerOf('GetAccess', await call(t.app, 'GetAccess', DEMO));
    expect(access.DATA).toContainEqual({ access_desc: 'Share Points', enabled: 'N' });
    expect(access.DATA).toContainEqual({ access_desc: 'Voucher', enabled: 'Y' });
    const [entry] = await auditRows();
    expect(entry).toMatchObject({ actor_name: STAFF.owner, actor_role: 'owner' });
    expect(JSON.parse(entry?.before_json ?? '')).toMatchObject({
      displayName: 'Oasis Rewards',
      timeZone: 'Asia/Dubai',
    });
    const after = JSON.parse(entry?.after_json ?? '') as Record<string, unknown>;
    expect(Object.keys(after).sort()).toEqual(
      ['brandColor', 'displayName', 'features', 'maxBill', 'tiers', 'timeZone'].sort(),
    );
  });

  it('refuses bad rules by field and changes nothing', async () => {
    const before = await demoRow();
    const audits = (await auditRows()).length;
    const cases: [unknown, string][] = [
      [{ tiers: [{ name: 'A', minPoints: 5 }] }, 'tiers[0].minPoints'],
      [
        {
          tiers: [
            { name: 'A', minPoints: 0 },
            { name: 'B', minPoints: 0 },
          ],
        },
        'tiers[1].minPoints',
      ],
      [
        {
          tiers: [
            { name: 'A', minPoints: 0 },
            { name: 'a', minPoints: 9 },
          ],
        },
        'tiers[1].name',
      ],
      [{ timeZone: 'Mars/Olympus' }, 'timeZone'],
      [{ brandColor: 'red' }, 'brandColor'],
      [{ maxBill: 0 }, 'maxBill'],
      [{ pointValueFils: 0.5 }, 'pointValueFils'],
      [{ displayName: '  ' }, 'displayName'],
    ];
    for (const [body, field] of cases) {
      const res = await patch({ displayName: 'Changed', ...(body as object) });
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(Object.keys(res.json<{ fields: object }>().fields)).toEqual([field]);
    }
    expect(await demoRow()).toEqual(before);
    expect((await auditRows()).length).toBe(audits);
  });

  it('is the same rule as create-tenant’s', async () => {
    const { createTenant } = await import('../src/modules/pos/tenants-admin.service');
    const deps = { db: t.app.db, dialect: t.app.dialect, now: t.app.now };
    const res = await patch({ timeZone: 'Mars/Olympus' });
    const message = res.json<{ fields: Record<string, string> }>().fields.timeZone;
    await expect(
      createTenant(deps, { clientId: 1900, subDomain: 'zz', name: 'Z', timeZone: 'Mars/Olympus' }),
    ).rejects.toThrow(message ?? 'no message');
  });

  it('takes a logo, re-encoded; refuses a file that is not a picture', async () => {
    const bytes = await noisyPng();
    expect(bytes.length).toBeGreaterThan(64 * 1024);
    const res = await upload(
      t.app,
      'PUT',
      '/api/admin/settings/logo',
      owner,
      formData({}, [png('logo', bytes)]),
    );
    expect(res.statusCode, res.body).toBe(200);
    const logo = res.json<{ logo: string }>().logo;
    expect(logo).toMatch(/^content\/[a-f0-9]{32}\.webp$/);
    expect(await appSettings()).toMatchObject({ LogoURL: expect.stringContaining(logo) });
    const bad = await upload(
      t.app,
      'PUT',
      '/api/admin/settings/logo',
      owner,
      formData({}, [png('logo', Buffer.from('not a picture at all'))]),
    );
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ fields: { logo: expect.stringMatching(/picture/) } });
    expect((await demoRow()).logo_url).toBe(logo);
  });

  it('changes only the caller’s own programme', async () => {
    const lite = await sessionFor(t.app, STAFF.liteOwner, LITE_HOST);
    const before = await demoRow();
    const res = await admin(
      t.app,
      'PATCH',
      '/api/admin/settings',
      { cookie: lite, host: LITE_HOST },
      {
        displayName: 'Lite Renamed',
      },
    );
    expect(res.json()).toMatchObject({ clientId: 1002, displayName: 'Lite Renamed' });
    expect(await demoRow()).toEqual(before);
  });
});
