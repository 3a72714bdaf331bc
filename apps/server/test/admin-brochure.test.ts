import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { answerOf, call, createTestApp, DEMO, LITE, type TestApp } from './helper';
import { admin, LITE_HOST, sessionFor, STAFF } from './admin-helper';
import { formData, pdf, upload } from './admin-upload-helper';

let t: TestApp;
let manager: string;
beforeAll(async () => {
  t = await createTestApp();
  manager = await sessionFor(t.app, STAFF.manager);
});
afterAll(() => t.close());

const current = (caller: { cookie: string; host?: string } = { cookie: manager }) =>
  admin(t.app, 'GET', '/api/admin/brochure', caller);
const appBrochure = async (programme: typeof DEMO | typeof LITE) =>
  answerOf('DownloadBrouchre', await call(t.app, 'DownloadBrouchre', programme));

describe('the current brochure in the console', () => {
  it('reads what the app offers now, and the new one once uploaded', async () => {
    const seeded = await appBrochure(DEMO);
    const before = await current();
    expect(before.statusCode, before.body).toBe(200);
    const files = (seeded.DATA as { FilePath: string }[]).map((d) => d.FilePath);
    expect(files[0]).toMatch(/\.pdf$/);
    expect(before.json<{ file: string }>().file).toBe(files[0]);

    const at = t.app.now().toISOString();
    const put = await upload(
      t.app,
      'PUT',
      '/api/admin/brochure',
      manager,
      formData({}, [pdf('brochure')]),
    );
    const { file } = put.json<{ file: string }>();
    const after = await current();
    expect(after.json()).toEqual({ file, updatedAt: at });
    expect(((await appBrochure(DEMO)).DATA as { FilePath: string }[])[0]?.FilePath).toBe(file);
  });

  it('is the caller’s own programme’s, for owners and managers only', async () => {
    const lite = { cookie: await sessionFor(t.app, STAFF.liteOwner, LITE_HOST), host: LITE_HOST };
    // Lite has no brochure: empty, not Demo's.
    expect((await appBrochure(LITE)).DATA).toEqual([]);
    expect((await current(lite)).json()).toEqual({ file: '', updatedAt: '' });
    const cashier = await sessionFor(t.app, STAFF.cashier);
    expect((await current({ cookie: cashier })).statusCode).toBe(403);
  });
});
