import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { answerOf, call, createTestApp, DEMO, expectFailure, type TestApp } from './helper';
import { freshIp, newCustomer, signIn, type Signed } from './programme-helper';
import { databaseDigest } from './reliability/reliability-helper';

/** The customer's language, ours: read and set by the signed-in customer, on their own row. */
let t: TestApp;
let ana: Signed;
let ben: Signed;
beforeAll(async () => {
  t = await createTestApp();
  ana = await newCustomer(t.app, 'ana.lang', '0505553001');
  ben = await newCustomer(t.app, 'ben.lang', '0505553002');
});
afterAll(() => t.close());

const read = async (who: Signed) => {
  const res = await call(t.app, 'OurLanguage', { ...DEMO }, { cookie: who.cookie });
  expect(res.statusCode).toBe(200);
  return answerOf('OurLanguage', res);
};
const set = (who: Signed, LANGUAGE: unknown, extra: object = {}) =>
  call(
    t.app,
    'OurSetLanguage',
    { ...DEMO, LANGUAGE, ...extra },
    { cookie: who.cookie, ip: freshIp() },
  );
const stored = async (who: Signed) =>
  (
    await t.app.db
      .selectFrom('customers')
      .select('language')
      .where('id', '=', who.id)
      .executeTakeFirstOrThrow()
  ).language;

describe("the customer's language", () => {
  it('is announced in the settings as a feature of ours', async () => {
    const res = await call(t.app, 'GetAppSettings', { SUB_DOMAIN_ID: 'demo' });
    expect(res.json<{ Features: string[] }>().Features).toContain('language');
  });

  it('reads as null until the customer chooses one', async () => {
    expect(await read(ana)).toEqual({ STATUS: true, DATA: { LANGUAGE: null } });
  });

  it("is stored for the session's customer only, and read back on a new sign-in", async () => {
    const res = await set(ana, 'ar');
    expect(answerOf('OurSetLanguage', res)).toEqual({
      STATUS: true,
      MESSAGE: 'Language saved.',
      DATA: { LANGUAGE: 'ar' },
    });
    expect(await stored(ana)).toBe('ar');
    expect(await stored(ben)).toBeNull();
    // A new phone: a new session of the same customer reads the choice.
    const again = await signIn(t.app, ana.email);
    expect(await read(again)).toMatchObject({ DATA: { LANGUAGE: 'ar' } });
    expect(await read(ben)).toMatchObject({ DATA: { LANGUAGE: null } });

    expect(answerOf('OurSetLanguage', await set(ana, 'en'))).toMatchObject({
      DATA: { LANGUAGE: 'en' },
    });
    expect(await stored(ana)).toBe('en');
  });

  it("sets the session's own customer whatever code the body names", async () => {
    const res = await set(ben, 'ar', { CUST_CODE: ana.code });
    expect(answerOf('OurSetLanguage', res)).toMatchObject({ DATA: { LANGUAGE: 'ar' } });
    expect(await stored(ben)).toBe('ar');
    expect(await stored(ana)).toBe('en');
  });

  it('refuses a language it does not know, naming the field, and changes nothing', async () => {
    const before = await databaseDigest(t.app);
    for (const bad of [
      'fr',
      'AR',
      'arabic',
      '',
      ' ',
      null,
      1,
      true,
      ['ar'],
      { ar: 1 },
      undefined,
    ]) {
      const res = await set(ben, bad);
      expectFailure(res, 400, /^DATA\.LANGUAGE: /);
    }
    expect(await databaseDigest(t.app)).toBe(before);
    expect(await stored(ben)).toBe('ar');
  });

  it('needs a live session to read or set', async () => {
    expectFailure(await call(t.app, 'OurLanguage', { ...DEMO }), 401);
    expectFailure(await call(t.app, 'OurSetLanguage', { ...DEMO, LANGUAGE: 'ar' }), 401);
  });
});
