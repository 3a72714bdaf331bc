import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Config } from '../src/config';
import { isValidHost } from '../src/plugins/tenant';
import { createTestApp, DEMO, expectFailure, newCustomer, postRaw, type TestApp } from './helper';

const FORGED_HOST = 'evil%2ecom?.rewards.oasis-retail.ae';
const FORGED_FORWARDED_HOST = 'evil%2ecom/.x';

const settings = (t: TestApp, headers: Record<string, string>) =>
  postRaw(t.app, 'GetAppSettings', { SUB_DOMAIN_ID: 'demo' }, { headers });

const sendOtp = (t: TestApp, email: string, headers: Record<string, string>) =>
  postRaw(
    t.app,
    'SendOTP',
    { DATA: { EMAIL_ID: email, ...DEMO } },
    { headers, ip: `10.77.0.${Math.floor(Math.random() * 250)}` },
  );

/** Every mail the outbox holds for an address. */
const mailsTo = (t: TestApp, email: string) =>
  t.app.db
    .selectFrom('outbox')
    .select(['text_body', 'html_body'])
    .where('to_address', '=', email)
    .execute();

/** Every absolute URL in a text. */
const urlsIn = (text: string) => text.match(/https?:\/\/[^\s"'<>)]+/g) ?? [];

describe('isValidHost', () => {
  it('takes DNS labels, IPv4 and bracketed IPv6 addresses, each with an optional port', () => {
    for (const host of [
      'localhost',
      'localhost:8080',
      'lite.localhost:8181',
      'Rewards.Oasis-Retail.ae',
      '127.0.0.1:8080',
      '[::1]:8080',
      '[2001:db8::7]',
    ])
      expect(isValidHost(host), host).toBe(true);
  });

  it('refuses anything that could put another site into a URL', () => {
    for (const host of [
      '',
      FORGED_HOST,
      FORGED_FORWARDED_HOST,
      'evil.com/x',
      'user@evil.com',
      'evil.com#.rewards.ae',
      'evil.com\\.rewards.ae',
      'a..b',
      '.evil.com',
      'evil_com.ae',
      `${'a'.repeat(64)}.ae`,
      'localhost:99999',
      'localhost:',
      '[::1',
      '[evil.com]',
      '::1',
    ])
      expect(isValidHost(host), host).toBe(false);
  });
});

describe.each<[string, Partial<Config>]>([
  ['without TRUST_PROXY', { trustProxy: false }],
  ['with TRUST_PROXY=1', { trustProxy: 1 }],
])('forged host names %s', (_name, config) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ config });
  });
  afterAll(() => t.close());

  it('a forged Host is refused with 400: no settings URL and no mail point elsewhere', async () => {
    expectFailure(await settings(t, { host: FORGED_HOST }), 400, /host name/);
    const access = await postRaw(t.app, 'GetAccess', DEMO, { headers: { host: FORGED_HOST } });
    expectFailure(access, 400, /host name/);

    const { email } = await newCustomer(t.app);
    expectFailure(await sendOtp(t, email, { host: FORGED_HOST }), 400, /host name/);
    expect(await mailsTo(t, email)).toEqual([]);
  });

  it('a forged X-Forwarded-Host is refused if trusted, else ignored', async () => {
    const headers = { host: 'localhost:8080', 'x-forwarded-host': FORGED_FORWARDED_HOST };
    const res = await settings(t, headers);
    const { email } = await newCustomer(t.app);
    const otp = await sendOtp(t, email, headers);
    if (config.trustProxy) {
      expectFailure(res, 400, /host name/);
      expectFailure(otp, 400, /host name/);
      expect(await mailsTo(t, email)).toEqual([]);
      return;
    }
    expect(res.json()).toMatchObject({
      STATUS: true,
      AppBaseURL: 'http://localhost:8080/api/loyalty',
      GetAccess: 'http://localhost:8080/config/GetAccess',
    });
    expect(otp.json()).toMatchObject({ SUCCESS: 'true' });
    const [mail] = await mailsTo(t, email);
    const urls = urlsIn(`${mail?.html_body ?? ''} ${mail?.text_body ?? ''}`);
    expect(urls.length).toBeGreaterThan(0);
    for (const url of urls) expect(new URL(url).host).toBe('localhost:8080');
  });

  it('a trusted X-Forwarded-Proto that is not http or https is refused', async () => {
    const res = await settings(t, { 'x-forwarded-proto': 'javascript' });
    if (config.trustProxy) expectFailure(res, 400, /host name/);
    else expect(res.json()).toMatchObject({ AppBaseURL: 'http://localhost:80/api/loyalty' });
  });

  it('a valid host still builds the URLs in demo mode (no PUBLIC_ORIGIN)', async () => {
    const headers: Record<string, string> = config.trustProxy
      ? { host: '10.0.0.2:8080', 'x-forwarded-host': 'lite.localhost:8181' }
      : { host: 'lite.localhost:8181' };
    const res = await settings(t, headers);
    expect(res.json()).toMatchObject({
      STATUS: true,
      AppBaseURL: 'http://lite.localhost:8181/api/loyalty',
    });
    const v6 = await settings(t, { host: '[::1]:8080' });
    expect(v6.json()).toMatchObject({ AppBaseURL: 'http://[::1]:8080/api/loyalty' });
  });
});

describe('forged host names with a wildcard PUBLIC_ORIGIN', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({
      config: { publicOrigin: 'https://*.rewards.oasis-retail.ae', trustProxy: 1 },
    });
  });
  afterAll(() => t.close());

  it('refuses a first label that is not a DNS label, in Host or X-Forwarded-Host', async () => {
    expectFailure(await settings(t, { host: FORGED_HOST }), 400, /host name/);
    const forwarded = await settings(t, {
      host: 'lite.rewards.oasis-retail.ae',
      'x-forwarded-host': 'evil%2ecom?.rewards.oasis-retail.ae',
    });
    expectFailure(forwarded, 400, /host name/);
    const { email } = await newCustomer(t.app);
    expectFailure(await sendOtp(t, email, { host: FORGED_HOST }), 400, /host name/);
    expect(await mailsTo(t, email)).toEqual([]);
  });

  it('builds the mail images on the configured origin with the sub-domain label', async () => {
    const { email } = await newCustomer(t.app);
    const otp = await sendOtp(t, email, { host: 'demo.rewards.oasis-retail.ae' });
    expect(otp.json()).toMatchObject({ SUCCESS: 'true' });
    const [mail] = await mailsTo(t, email);
    const urls = urlsIn(mail?.html_body ?? '');
    expect(urls.length).toBeGreaterThan(0);
    for (const url of urls)
      expect(new URL(url).origin).toBe('https://demo.rewards.oasis-retail.ae');
  });
});
