import { expect, test } from '@playwright/test';
import type { Locator } from '@playwright/test';
import { waitForServiceWorker } from '../support/app';
import { themedPage } from '../support/axe';
import { signIn } from '../support/session';

test.describe.configure({ timeout: 60_000 });

/** The colour behind the logo: its plate's, as the screen paints it. */
function plateColour(logo: Locator): Promise<string> {
  return logo.evaluate((img) => getComputedStyle(img.parentElement as Element).backgroundColor);
}

/** The picture loaded and has a size: not a broken image. */
async function expectDrawn(logo: Locator): Promise<void> {
  await expect
    .poll(() => logo.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0))
    .toBe(true);
}

test('the logo sits on a light plate on the blue membership card', async ({ page }) => {
  await signIn(page, 'demo');
  await page.goto('/home/id');
  const card = page.getByTestId('card-stage').locator('.membership-card');
  const logo = card.getByTestId('brand-logo');
  await expectDrawn(logo);
  const cardBackground = await card.evaluate((el) => getComputedStyle(el).backgroundImage);
  expect(cardBackground).toContain('gradient');
  expect(await plateColour(logo)).toBe('rgb(255, 255, 255)');
});

test('the logo sits on a light plate on the dark splash', async ({ browser }) => {
  const page = await themedPage(browser, 'dark');
  await page.goto('/');
  const splash = page.getByTestId('splash');
  await expect(splash).toBeVisible();
  const background = await splash.evaluate((el) => getComputedStyle(el).backgroundColor);
  expect(background).not.toBe('rgb(255, 255, 255)');
  const logo = splash.getByTestId('brand-logo');
  await expectDrawn(logo);
  expect(await plateColour(logo)).toBe('rgb(255, 255, 255)');
  await page.context().close();
});

test('without a signal the card shows the kept logo, not a broken image', async ({
  page,
  context,
}) => {
  await signIn(page, 'demo');
  await page.goto('/home/id');
  await waitForServiceWorker(page);
  await expectDrawn(page.getByTestId('card-stage').getByTestId('brand-logo'));
  // The copy is kept once the logo has shown.
  await expect
    .poll(() => page.evaluate(() => localStorage.getItem('loyalty_logo') !== null))
    .toBe(true);

  // An hour later the browser's own cache of the file has expired (max-age), or was evicted.
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.clearBrowserCache');
  await context.setOffline(true);
  await page.reload();
  const logo = page.getByTestId('card-stage').getByTestId('brand-logo');
  await expect(logo).toBeVisible({ timeout: 10_000 });
  await expectDrawn(logo);
  // The kept copy, not a file the browser happened to still have.
  expect(await logo.getAttribute('src')).toMatch(/^data:image\//);
  await context.setOffline(false);
});
