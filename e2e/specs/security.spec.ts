import { expect, test } from '@playwright/test';
import type { Page, Response } from '@playwright/test';
import { signIn } from '../support/session';
import { BASE_URL } from '../support/urls';

/**
 * The browser's view of the security model (docs/decisions/012-security-model.md): the session cookie's attributes,
 * the security headers on every kind of response, and no Content-Security-Policy violation on
 * any screen. (Secure over HTTPS is tested in the server suite: login.test.ts.)
 */

const PUBLIC_SCREENS = [
  '/',
  '/login',
  '/join',
  '/signup',
  '/forgot-password',
  '/stores',
  '/about',
  '/no-such-screen',
];
const SIGNED_IN_SCREENS = [
  '/home',
  '/home/id',
  '/offers',
  '/history',
  '/profile',
  '/my-profile',
  '/vouchers',
  '/share-points',
  '/feedback',
  '/digital-receipt',
];

/** Records CSP violations as the page reports them, from before any script of the app runs. */
async function watchCsp(page: Page): Promise<string[]> {
  const problems: string[] = [];
  await page.exposeFunction('reportCspViolation', (text: string) => problems.push(text));
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      const report = (window as unknown as { reportCspViolation(t: string): void })
        .reportCspViolation;
      report(`${event.violatedDirective} blocked ${event.blockedURI} at ${event.sourceFile}`);
    });
  });
  page.on('console', (message) => {
    if (/Content[ -]Security[ -]Policy/i.test(message.text())) problems.push(message.text());
  });
  return problems;
}

/** A call's JSON answer: nothing in it is rendered, so its CSP allows nothing at all. */
const isApiCall = (method: string, url: string) =>
  method === 'POST' && /^\/(api|config)\//.test(new URL(url).pathname);

function expectSecurityHeaders(response: Response) {
  const headers = response.headers();
  const method = response.request().method();
  const where = `${method} ${response.url()} (${response.status()})`;
  expect(headers['content-security-policy'], where).toContain(
    isApiCall(method, response.url()) ? "default-src 'none'" : "default-src 'self'",
  );
  expect(headers['content-security-policy'], where).toContain("frame-ancestors 'none'");
  expect(headers['x-content-type-options'], where).toBe('nosniff');
  expect(headers['referrer-policy'], where).toBe('strict-origin-when-cross-origin');
}

test('the session cookie is HttpOnly, SameSite=Lax, for the whole site, and not Secure over HTTP', async ({
  page,
}) => {
  await signIn(page, 'demo');
  const sid = (await page.context().cookies(BASE_URL)).find((c) => c.name === 'sid');
  expect(sid).toBeDefined();
  expect(sid?.httpOnly).toBe(true);
  expect(sid?.sameSite).toBe('Lax');
  expect(sid?.path).toBe('/');
  expect(sid?.secure).toBe(false);
  // Scripts of the page cannot read it.
  expect(await page.evaluate(() => document.cookie)).not.toContain('sid=');
});

test('every response carries the security headers: pages, assets, sw.js and the API', async ({
  page,
}) => {
  const responses: Response[] = [];
  page.on('response', (response) => {
    if (response.url().startsWith(BASE_URL)) responses.push(response);
  });
  await page.goto('/');
  await page.waitForLoadState('networkidle');
  const sw = await page.request.get('/sw.js');
  const api = await page.request.post('/config/GetAccess', {
    data: { DATA: { CLIENT_ID: '1001' } },
  });
  const refused = await page.request.post('/api/loyalty/GetLoyPoints', { data: { DATA: {} } });
  const missing = await page.request.get('/assets/no-such-file.js');
  expect(refused.status()).toBe(401);
  const kinds = new Set(responses.map((r) => r.request().resourceType()));
  expect(kinds).toContain('document');
  expect(kinds).toContain('script');
  for (const response of responses) expectSecurityHeaders(response);
  for (const [response, csp] of [
    [sw, "default-src 'self'"],
    [missing, "default-src 'self'"],
    [api, "default-src 'none'"],
    [refused, "default-src 'none'"],
  ] as const) {
    const headers = response.headers();
    expect(headers['content-security-policy'], response.url()).toContain(csp);
    expect(headers['content-security-policy'], response.url()).toContain("frame-ancestors 'none'");
    expect(headers['x-content-type-options'], response.url()).toBe('nosniff');
    expect(headers['referrer-policy'], response.url()).toBe('strict-origin-when-cross-origin');
  }
});

test('no screen raises a Content-Security-Policy violation', async ({ page }) => {
  test.setTimeout(120_000);
  const problems = await watchCsp(page);
  for (const path of PUBLIC_SCREENS) {
    await page.goto(path);
    await page.waitForLoadState('networkidle');
  }
  await signIn(page, 'demo');
  for (const path of SIGNED_IN_SCREENS) {
    await page.goto(path);
    await page.waitForLoadState('networkidle');
  }
  expect(problems).toEqual([]);
});

test('the watcher does see a violation (so the test above is not empty)', async ({ page }) => {
  const problems = await watchCsp(page);
  await page.goto('/login');
  await page.evaluate(() => {
    const script = document.createElement('script');
    script.textContent = 'window.injected = true';
    document.body.append(script);
  });
  await expect.poll(() => problems.length).toBeGreaterThan(0);
  expect(await page.evaluate(() => 'injected' in window)).toBe(false);
});
