import { expect, test } from '@playwright/test';
import { waitForServiceWorker, waitForSplashToGo } from '../support/app';
import { USER_COOKIE, signIn } from '../support/session';

// A first visit downloads the whole precache before the worker activates; give a busy
// machine time for it.
test.describe.configure({ timeout: 60_000 });

test('the app shell starts offline after a first visit', async ({ page, context }) => {
  await page.goto('/');
  await waitForServiceWorker(page);
  await waitForSplashToGo(page);

  await context.setOffline(true);
  await page.reload();
  await expect(page.getByRole('link', { name: 'Log in' })).toBeVisible({ timeout: 10_000 });
  // Another screen's chunk comes from the precache too.
  await page.goto('/login');
  await expect(page.getByRole('main')).toBeVisible();
  await expect(page).toHaveURL(/\/login$/);
  await context.setOffline(false);
});

test('the card shows within a second from what the phone kept, whether the settings hang or the phone is offline', async ({
  page,
  context,
}) => {
  await signIn(page, 'demo');
  await page.goto('/home');
  await waitForServiceWorker(page);
  const barcode = page.locator('.home-header figure.barcode');
  await expect(barcode).toHaveAttribute('data-value', /\d+/);
  const code = await barcode.getAttribute('data-value');
  const balance = await page.getByTestId('points-balance').textContent();

  // The settings calls hang: the service worker's shell carries no settings of its own.
  let asked = 0;
  await page.route(/\/config\/(GetAppSettings|GetAccess)$/, () => {
    asked += 1;
    // Never answered.
  });
  await page.reload({ waitUntil: 'commit' });
  await expect(barcode).toHaveAttribute('data-value', code ?? '', { timeout: 1_000 });
  await expect(page.getByTestId('points-balance')).toHaveText(balance ?? '');
  expect(asked).toBeGreaterThan(0);
  await page.unroute(/\/config\//);

  // Fully offline: the same, with no wait for the failing calls' retries.
  await context.setOffline(true);
  await page.reload({ waitUntil: 'commit' });
  await expect(barcode).toHaveAttribute('data-value', code ?? '', { timeout: 1_000 });
  await expect(page.getByTestId('as-of').first()).toBeVisible();
  await expect(page.getByRole('alert')).toBeHidden();
  await context.setOffline(false);
});

test('CLEAR_STORAGE from the service worker clears cookies and storage and goes to /', async ({
  page,
  context,
}) => {
  await signIn(page, 'demo');
  await page.goto('/home');
  await waitForServiceWorker(page);
  await page.evaluate(() => {
    localStorage.setItem('kept', 'yes');
    sessionStorage.setItem('kept', 'yes');
    document.cookie = 'theme=dark; Path=/';
  });

  // A new version with a new storage version activates: the worker's own check decides.
  const [worker] = context.serviceWorkers();
  expect(worker).toBeDefined();
  const told = await worker!.evaluate(async () => {
    const meta = await caches.open('loyalty-meta');
    await meta.put('/__storage-version', new Response('0'));
    const scope = self as unknown as { checkStorageVersion: () => Promise<boolean> };
    return scope.checkStorageVersion();
  });
  expect(told).toBe(true);

  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('link', { name: 'Log in' })).toBeVisible({ timeout: 10_000 });
  const stored = await page.evaluate(() => ({
    local: localStorage.getItem('kept'),
    session: sessionStorage.getItem('kept'),
  }));
  expect(stored).toEqual({ local: null, session: null });
  const names = (await context.cookies()).map((cookie) => cookie.name);
  expect(names).not.toContain(USER_COOKIE);
  expect(names).not.toContain('theme');
});

test('the web app manifest is linked once the first screen shows, not in the page itself', async ({
  page,
  request,
}) => {
  // In the page's HTML it would make Chrome fetch it and its icon for its install check
  // beside the first screen's scripts.
  const html = await (await request.get('/')).text();
  expect(html).not.toContain('rel="manifest"');

  await page.goto('/');
  const link = page.locator('head link[rel="manifest"]');
  await expect(link).toHaveAttribute('href', '/manifest.webmanifest');

  // Chrome has read it, as it does for installing the app.
  const cdp = await page.context().newCDPSession(page);
  await expect
    .poll(async () => {
      const { url, errors, data } = await cdp.send('Page.getAppManifest');
      return { url: new URL(url || 'about:blank').pathname, errors, parsed: Boolean(data) };
    })
    .toEqual({ url: '/manifest.webmanifest', errors: [], parsed: true });

  const manifest = (await (await request.get('/manifest.webmanifest')).json()) as {
    start_url: string;
    display: string;
    icons: { sizes: string }[];
  };
  expect(manifest).toMatchObject({ start_url: '/', display: 'standalone' });
  expect(manifest.icons.map((icon) => icon.sizes)).toEqual(
    expect.arrayContaining(['192x192', '512x512']),
  );
});
