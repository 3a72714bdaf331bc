import { expect, test } from '@playwright/test';
import type { Page } from '@playwright/test';
import { waitForServiceWorker } from '../support/app';
import { expectNoAxeViolations } from '../support/axe';
import { signIn } from '../support/session';

// A first visit downloads the whole precache before the worker activates.
test.describe.configure({ timeout: 90_000 });

/** Each screen that lists what the server has, and what shows once it is loaded. */
const SCREENS: [path: string, loaded: (page: Page) => ReturnType<Page['getByTestId']>][] = [
  ['/vouchers', (page) => page.getByTestId('voucher-list-new')],
  ['/offers', (page) => page.getByTestId('offer-list')],
  ['/stores', (page) => page.getByTestId('store-list')],
  ['/about', (page) => page.getByTestId('about-list')],
  ['/history', (page) => page.getByRole('table')],
];

test('offline, each list screen says so, and its retry loads it when the network returns', async ({
  page,
  context,
}) => {
  await signIn(page, 'demo');
  await page.goto('/home');
  await waitForServiceWorker(page);

  for (const [path, loaded] of SCREENS) {
    await context.setOffline(true);
    await page.goto(path);
    const notice = page.getByTestId('offline-notice');
    await expect(notice, path).toContainText('You are offline');
    await expect(page.locator('[aria-busy="true"]'), path).toHaveCount(0);
    if (path === '/vouchers') await expectNoAxeViolations(page, `offline ${path}`);
    // Back online: the retry loads the screen (unless it already asked again by itself).
    await context.setOffline(false);
    await notice
      .getByRole('button', { name: 'Try again' })
      .click({ timeout: 2_000 })
      .catch(() => undefined);
    await expect(loaded(page), path).toBeVisible();
    await expect(notice).toBeHidden();
  }
});

test('a server out of reach is said so, and the retry loads the screen once it answers', async ({
  page,
}) => {
  await signIn(page, 'demo');
  await page.route('**/Loy_GetLocationDetails', (route) => route.abort('connectionrefused'));
  await page.goto('/stores');
  const notice = page.getByTestId('offline-notice');
  // After the query's own retries.
  await expect(notice).toContainText('We could not reach the server', { timeout: 15_000 });
  await page.unroute('**/Loy_GetLocationDetails');
  await notice.getByRole('button', { name: 'Try again' }).click();
  await expect(page.getByTestId('store-list')).toBeVisible();
  await expect(notice).toBeHidden();
});
