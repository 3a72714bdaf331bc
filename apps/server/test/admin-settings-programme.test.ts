import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { answerOf, createTestApp, postRaw, type TestApp } from './helper';
import { admin, sessionFor, STAFF } from './admin-helper';
import { formData, noisyPng, png, upload } from './admin-upload-helper';

/** The settings the command line and SQL set that the console now changes too. */
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
const lastAudit = () =>
  t.app.db
    .selectFrom('audit_log')
    .selectAll()
    .where('action', '=', 'settings.update')
    .orderBy('id', 'desc')
    .executeTakeFirstOrThrow();
const auditCount = async () =>
  (await t.app.db.selectFrom('audit_log').select('id').execute()).length;

describe('the programme settings of the command line and SQL, in the console', () => {
  it('reads the tier window, reminder days, landing, footers and pictures', async () => {
    const res = await admin(t.app, 'GET', '/api/admin/settings', { cookie: owner });
    const row = await demoRow();
    expect(res.json()).toMatchObject({
      tierWindowMonths: row.tier_window_months,
      expiryReminderDays: row.expiry_reminder_days,
      tagline: row.tagline,
      heroImage: row.hero_image,
      footerLogo: row.footer_logo_url,
      footers: [row.footer1, row.footer2, row.footer3],
    });
  });

  it('changes them, shown in the app at once and audited before and after', async () => {
    await appSettings(); // the programme is now in the cache
    const before = await demoRow();
    const res = await patch({
      tierWindowMonths: 12,
      expiryReminderDays: 30,
      tagline: '  Points on every visit ',
      footers: ['Brought to you by', 'واحة', 'Oasis Retail'],
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      tierWindowMonths: 12,
      expiryReminderDays: 30,
      tagline: 'Points on every visit',
    });
    const row = await demoRow();
    expect(row).toMatchObject({
      tier_window_months: 12,
      expiry_reminder_days: 30,
      footer2: 'واحة',
    });
    expect(await appSettings()).toMatchObject({ Tagline: 'Points on every visit' });
    const entry = await lastAudit();
    expect(JSON.parse(entry.before_json ?? '')).toMatchObject({
      tierWindowMonths: before.tier_window_months,
      expiryReminderDays: before.expiry_reminder_days,
      tagline: before.tagline,
    });
    expect(JSON.parse(entry.after_json ?? '')).toMatchObject({
      tierWindowMonths: 12,
      expiryReminderDays: 30,
      tagline: 'Points on every visit',
      footers: ['Brought to you by', 'واحة', 'Oasis Retail'],
    });
    // Back to a lifetime and no reminder: 0 is allowed for both.
    const off = await patch({ tierWindowMonths: 0, expiryReminderDays: 0, tagline: '' });
    expect(off.json()).toMatchObject({ tierWindowMonths: 0, expiryReminderDays: 0, tagline: '' });
  });

  it('refuses bad values on their field and changes nothing', async () => {
    const before = await demoRow();
    const audits = await auditCount();
    const cases: [unknown, string][] = [
      [{ tierWindowMonths: -1 }, 'tierWindowMonths'],
      [{ tierWindowMonths: 1.5 }, 'tierWindowMonths'],
      [{ tierWindowMonths: 121 }, 'tierWindowMonths'],
      [{ expiryReminderDays: 366 }, 'expiryReminderDays'],
      [{ expiryReminderDays: '14' }, 'expiryReminderDays'],
      [{ tagline: 'x'.repeat(81) }, 'tagline'],
      [{ tagline: 'two\nlines' }, 'tagline'],
      [{ footers: ['a', 'b'] }, 'footers'],
      [{ footers: ['a', 'b', 'c'.repeat(101)] }, 'footers[2]'],
    ];
    for (const [body, field] of cases) {
      const res = await patch({ displayName: 'Changed', ...(body as object) });
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(Object.keys(res.json<{ fields: object }>().fields), JSON.stringify(body)).toEqual([
        field,
      ]);
    }
    expect(await demoRow()).toEqual(before);
    expect(await auditCount()).toBe(audits);
  });

  it('takes the footer logo and the landing picture, re-encoded; refuses what is not a picture', async () => {
    for (const [url, field, column, key] of [
      ['/api/admin/settings/footer-logo', 'footerLogo', 'footer_logo_url', 'FooterLogoURL'],
      ['/api/admin/settings/hero-image', 'heroImage', 'hero_image', 'HeroImage'],
    ] as const) {
      const res = await upload(
        t.app,
        'PUT',
        url,
        owner,
        formData({}, [png(field, await noisyPng())]),
      );
      expect(res.statusCode, res.body).toBe(200);
      const name = res.json<Record<string, string>>()[field] ?? '';
      expect(name).toMatch(/^content\/[a-f0-9]{32}\.webp$/);
      expect((await demoRow())[column]).toBe(name);
      expect(await appSettings()).toMatchObject({ [key]: expect.stringContaining(name) });
      expect(JSON.parse((await lastAudit()).after_json ?? '')).toEqual({ [field]: name });

      const audits = await auditCount();
      const bad = await upload(
        t.app,
        'PUT',
        url,
        owner,
        formData({}, [png(field, Buffer.from('not a picture at all'))]),
      );
      expect(bad.statusCode).toBe(400);
      expect(Object.keys(bad.json<{ fields: object }>().fields)).toEqual([field]);
      const none = await upload(t.app, 'PUT', url, owner, formData({}));
      expect(none.json()).toMatchObject({ fields: { [field]: expect.stringMatching(/Choose/) } });
      expect((await demoRow())[column]).toBe(name);
      expect(await auditCount()).toBe(audits);
      const manager = await sessionFor(t.app, STAFF.manager);
      const refused = await upload(
        t.app,
        'PUT',
        url,
        manager,
        formData({}, [png(field, await noisyPng(20, 20))]),
      );
      expect(refused.statusCode).toBe(403);
    }
  });
});
