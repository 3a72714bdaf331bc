import { calls, readStatus, serverPath, type CallDef, type CallName } from '@loyalty/contract';
import fc from 'fast-check';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clearLoginLock } from '../../src/modules/accounts/login-lock';
import { createTestApp, login, type TestApp } from '../helper';
import { freshIp, signIn, type Signed } from '../programme-helper';
import { badRequest, type BadRequest } from './bad-input-arbitraries';
import { callBodies } from './call-bodies';
import { databaseDigest, seedPropertyTests, size } from './reliability-helper';

seedPropertyTests();

/**
 * Every call of the registry gets random and malformed bodies. The rule: never a 5xx; a
 * refusal is `STATUS:false` (or `SUCCESS:false`) with a MESSAGE, as a 4xx or as the 200 the call
 * uses for a business refusal; and a refusal leaves every table as it was (rate-limit counters
 * and sessions' sliding expiry excepted). An accepted body is allowed to write; the baseline is
 * then taken again.
 */
const RUNS = size(30, 300);

/**
 * A wrong OTP is a refusal that counts a try on the code (five burn it) and one of the
 * account's tries of the day (ten lock resets and mail the owner): that is the guard.
 */
const MAY_CHANGE: Partial<Record<CallName, string[]>> = {
  VerifyOTP: ['otps', 'reset_tries', 'outbox'],
};

/** Calls of ours whose wrong password counts toward the sign-in lock. */
const PASSWORD_CALLS = ['OurChangePassword', 'OurDeleteAccount'];

let t: TestApp;
let me: Signed;
let other: Signed;
let tried = 0;
beforeAll(async () => {
  t = await createTestApp();
  me = await signIn(t.app, 'demo@example.com');
  other = await signIn(t.app, 'friend@example.com');
});
afterAll(async () => {
  await t.close();
  console.warn(`bad inputs tried: ${tried}`);
});

function send(def: CallDef, req: BadRequest): Promise<LightMyRequestResponse> {
  const common = { method: 'POST' as const, url: serverPath(def), remoteAddress: freshIp() };
  if (req.kind === 'json') {
    return t.app.inject({
      ...common,
      payload: JSON.stringify(req.body) ?? 'null',
      headers: { 'content-type': 'application/json', cookie: me.cookie },
    });
  }
  return t.app.inject({
    ...common,
    payload: req.payload,
    headers: { 'content-type': req.contentType, cookie: me.cookie },
  });
}

/** The rule every answer keeps; returns whether the answer was a refusal. */
function checkAnswer(def: CallDef, res: LightMyRequestResponse): boolean {
  const where = `${def.name} → ${res.statusCode} ${res.body.slice(0, 200)}`;
  expect(res.statusCode, where).toBeLessThan(500);
  expect(res.headers['content-type'], where).toMatch(/^application\/json/);
  const reading = readStatus(JSON.parse(res.body) as unknown);
  if (res.statusCode >= 400) {
    expect(reading.body.STATUS, where).toBe(false);
    expect(typeof reading.body.MESSAGE, where).toBe('string');
    return true;
  }
  if (!reading.ok && def.name !== 'GetAccess') {
    expect(reading.message, where).toBeTruthy();
    return true;
  }
  return false;
}

describe('random and malformed bodies, call by call', () => {
  for (const def of calls) {
    it(`${def.name}: never a 5xx, a refusal writes nothing`, { timeout: 120_000 }, async () => {
      const base = callBodies(me, other)[def.name as CallName];
      const ignore = MAY_CHANGE[def.name as CallName] ?? [];
      let digest = await databaseDigest(t.app, ignore);
      await fc.assert(
        fc.asyncProperty(badRequest(base), async (req) => {
          tried += 1;
          const res = await send(def, req);
          const refused = checkAnswer(def, res);
          const after = await databaseDigest(t.app, ignore);
          if (refused) expect(after, `${def.name} wrote on a refusal`).toBe(digest);
          digest = after;
          // A Logout that went through ended the session the next cases need.
          if (def.name === 'Logout' && !refused) {
            // A fresh window for the per-address login limit: every sign-in here is from one.
            t.clock.advance(16 * 60_000);
            me = await signIn(t.app, 'demo@example.com');
          }
        }),
        { numRuns: RUNS },
      );
      // A wrong password counts toward the sign-in lock; the runs must not lock `me` out.
      if (PASSWORD_CALLS.includes(def.name)) await clearLoginLock(t.app.rateLimiter, me.id);
    });
  }
});

describe('bodies no call may take', () => {
  it('a body over 1 MB is 413, broken JSON 400, another type 415, on every call', async () => {
    const big = JSON.stringify({ DATA: { X: 'x'.repeat(1024 * 1024 + 10) } });
    for (const def of calls) {
      const before = await databaseDigest(t.app);
      const json = def.encoding === 'json';
      const answers: [BadRequest, number][] = [
        [{ kind: 'raw', payload: big, contentType: 'application/json' }, 413],
        [{ kind: 'raw', payload: '{"DATA": {', contentType: 'application/json' }, 400],
        [{ kind: 'raw', payload: '{"DATA":{}}', contentType: 'text/plain' }, 415],
      ];
      for (const [req, status] of answers) {
        tried += 1;
        const res = await send(def, req);
        expect(checkAnswer(def, res)).toBe(true);
        // The upload takes only multipart: any JSON body is refused, if not always alike.
        if (json) expect([def.name, res.statusCode]).toEqual([def.name, status]);
      }
      expect(await databaseDigest(t.app)).toBe(before);
    }
  }, 60_000);

  it('the session survives the run, so the calls were tried past the session check', async () => {
    const { res } = await login(t.app, 'demo@example.com');
    expect(res.json()).toMatchObject({ STATUS: true });
  });
});

describe('values a database cannot hold', () => {
  // Found by the random runs on PostgreSQL: text with NUL and integers past its range.
  it('a NUL character or a client id past 2^53 is never a 5xx, on any call', async () => {
    for (const def of calls) {
      const base = callBodies(me, other)[def.name as CallName];
      for (const edit of [
        { CLIENT_ID: '9007199254740994', client_id: '9007199254740994' },
        { CLIENT_ID: '99999999999', client_id: '99999999999' },
        { SUB_DOMAIN_ID: 'de\u0000mo', EMAIL_ID: 'a\u0000@example.com', USERNAME: '\u0000' },
      ]) {
        tried += 1;
        const res = await send(def, { kind: 'json', body: { DATA: { ...base, ...edit } } });
        checkAnswer(def, res);
      }
    }
  });
});
