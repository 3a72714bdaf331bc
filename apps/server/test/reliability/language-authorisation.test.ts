import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createTestApp, LITE, type TestApp } from '../helper';
import { freshIp, signIn, type Signed } from '../programme-helper';
import { databaseDigest } from './reliability-helper';

/**
 * OurSetLanguage, the one write among the calls of ours that name nobody: it sets the
 * session's own customer's language, never the one a body names or another programme's.
 */
let t: TestApp;
let demo: Signed;
let friend: Signed;
let lite: Signed;
beforeAll(async () => {
  t = await createTestApp();
  demo = await signIn(t.app, 'demo@example.com');
  friend = await signIn(t.app, 'friend@example.com');
  lite = await signIn(t.app, 'lite@example.com', LITE.CLIENT_ID);
});
afterAll(() => t.close());

const languageOf = async (who: Signed) =>
  (
    await t.app.db
      .selectFrom('customers')
      .select('language')
      .where('id', '=', who.id)
      .executeTakeFirstOrThrow()
  ).language;

const setLanguage = (who: Signed, DATA: Record<string, unknown>) =>
  call(t.app, 'OurSetLanguage', DATA, { cookie: who.cookie, ip: freshIp() });

describe("the customer's language", () => {
  it("is set on the session's customer only: B's stays as it was", async () => {
    const friendBefore = await languageOf(friend);
    for (const LANGUAGE of ['ar', 'en'] as const) {
      const res = await setLanguage(demo, { CLIENT_ID: '1001', LANGUAGE });
      expect(res.json()).toMatchObject({ STATUS: true, DATA: { LANGUAGE } });
      expect(await languageOf(demo)).toBe(LANGUAGE);
      expect(await languageOf(friend)).toBe(friendBefore);
    }
  });

  it("naming B's code, mobile or e-mail still sets A's own, never B's", async () => {
    const friendBefore = await languageOf(friend);
    for (const [claim, LANGUAGE] of [
      [{ CUST_CODE: friend.code }, 'ar'],
      [{ MOBILE_NUM: friend.mobile }, 'en'],
      [{ EMAIL: friend.email }, 'ar'],
    ] as const) {
      const res = await setLanguage(demo, { CLIENT_ID: '1001', LANGUAGE, ...claim });
      expect(res.json()).toMatchObject({ STATUS: true, DATA: { LANGUAGE } });
      expect(await languageOf(demo)).toBe(LANGUAGE);
      expect(await languageOf(friend)).toBe(friendBefore);
    }
  });

  it("a session of the lite programme with the demo programme's client id is 403", async () => {
    const before = await databaseDigest(t.app);
    const res = await setLanguage(lite, { CLIENT_ID: '1001', LANGUAGE: 'ar' });
    expect(res.statusCode).toBe(403);
    expect(await databaseDigest(t.app)).toBe(before);
  });
});
