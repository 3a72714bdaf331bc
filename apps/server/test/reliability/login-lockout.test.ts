import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LIMITS } from '../../src/lib/limits';
import { DEMO, call, createTestApp, expectFailure, newCustomer, type TestApp } from '../helper';
import { freshIp } from '../programme-helper';

/**
 * The sign-in lock counts per account (its e-mail and mobile together), and an attacker cannot
 * use it to keep the owner out: each address has a budget of its own per account, only the
 * slower budget over all addresses locks everyone, and a reset by mail lifts the lock.
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/** An address no other test uses. */
const nextIp = () => freshIp() ?? '';

const PER_ADDRESS = LIMITS.loginFailuresPerAccountAndIp.max;
const OVERALL = LIMITS.loginFailuresPerAccount.max;

const signIn = (
  username: string,
  password: string,
  ip: string,
  type: 'EMAIL' | 'PHONE' = 'EMAIL',
) =>
  call(
    t.app,
    'LoyLogin',
    { USERNAME: username, PWORD: password, TYPE_NAME: type, ...DEMO },
    { ip },
  );

/** A locked sign-in: 429, Retry-After in seconds, and a message saying how long to wait. */
function expectLocked(res: LightMyRequestResponse, maxSeconds: number) {
  const body = expectFailure(res, 429, /Too many failed sign-ins\. Please wait \d+ (minute|hour)/);
  const retryAfter = Number(res.headers['retry-after']);
  expect(retryAfter).toBeGreaterThan(0);
  expect(retryAfter).toBeLessThanOrEqual(maxSeconds);
  return { body, retryAfter };
}

async function failFrom(username: string, ip: string, times: number, type?: 'EMAIL' | 'PHONE') {
  for (let i = 0; i < times; i++) {
    expect((await signIn(username, `wrong-${i}`, ip, type)).json()).toMatchObject({
      STATUS: false,
      MESSAGE: 'Invalid username or password.',
    });
  }
}

describe('the sign-in lock', () => {
  it('counts the e-mail and the mobile of one account together', async () => {
    const { email, mobile, password } = await newCustomer(t.app);
    const ip = nextIp();
    await failFrom(email, ip, PER_ADDRESS);
    const { body } = expectLocked(await signIn(mobile, password, ip, 'PHONE'), 15 * 60);
    expect(body.MESSAGE).toMatch(/minutes? and try again/);
  });

  it('does not lock the owner out at another address when one address used up its tries', async () => {
    const { email, password } = await newCustomer(t.app);
    const attacker = nextIp();
    await failFrom(email, attacker, PER_ADDRESS);
    expectLocked(await signIn(email, password, attacker), 15 * 60);
    expect((await signIn(email, password, nextIp())).json()).toMatchObject({ STATUS: true });
  });

  it('locks every address once the budget over all addresses is used, until a reset by mail', async () => {
    const { email, mobile, password } = await newCustomer(t.app);
    for (let done = 0; done < OVERALL; done += PER_ADDRESS) {
      await failFrom(email, nextIp(), Math.min(PER_ADDRESS, OVERALL - done), 'EMAIL');
    }
    const owner = nextIp();
    expectLocked(await signIn(email, password, owner), 24 * 60 * 60);
    expectLocked(await signIn(mobile, password, owner, 'PHONE'), 24 * 60 * 60);

    // The owner resets the password by mail: the lock is lifted at once.
    await call(t.app, 'SendOTP', { EMAIL_ID: email, ...DEMO }, { ip: owner });
    const mail = await t.app.db
      .selectFrom('outbox')
      .select('text_body')
      .where('to_address', '=', email)
      .executeTakeFirstOrThrow();
    const code = /code is (\d{4})/.exec(mail.text_body)?.[1] ?? '';
    const verified = await call(
      t.app,
      'VerifyOTP',
      { EMAIL_ID: email, OTP: code, ...DEMO },
      { ip: owner },
    );
    const grant = verified.cookies.find((c) => c.name === 'reset_grant')?.value;
    const changed = await call(
      t.app,
      'ChangePWD',
      { EMAIL_ID: email, NEW_PASSWORD: 'after-reset', ...DEMO },
      { ip: owner, cookie: `reset_grant=${grant}` },
    );
    expect(changed.statusCode).toBe(200);
    expect((await signIn(email, 'after-reset', owner)).json()).toMatchObject({ STATUS: true });
  });

  it('answers an unknown identifier like a known account when locked', async () => {
    const { email } = await newCustomer(t.app);
    const ip = nextIp();
    const unknown = `nobody-${Date.now()}@example.com`;
    await failFrom(email, ip, PER_ADDRESS);
    await failFrom(unknown, ip, PER_ADDRESS);
    const known = await signIn(email, 'again', ip);
    const stranger = await signIn(unknown, 'again', ip);
    expect(stranger.statusCode).toBe(known.statusCode);
    expect(stranger.json()).toEqual(known.json());
    expect(stranger.headers['retry-after']).toBe(known.headers['retry-after']);
    expectLocked(stranger, 15 * 60);
  });

  it('lets a right password through without counting it', async () => {
    const { email, password } = await newCustomer(t.app);
    const ip = nextIp();
    await failFrom(email, ip, PER_ADDRESS - 1);
    for (let i = 0; i < 3; i++) {
      expect((await signIn(email, password, ip)).json()).toMatchObject({ STATUS: true });
    }
    await failFrom(email, ip, 1);
    expectLocked(await signIn(email, password, ip), 15 * 60);
  });
});
