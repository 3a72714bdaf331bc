import { expect, test } from '@playwright/test';
import type { Page } from '@playwright/test';
import { waitForSplashToGo } from '../support/app';
import { IPHONE_USER_AGENT } from '../support/devices';

test.describe('Install App on iOS', () => {
  test.use({ userAgent: IPHONE_USER_AGENT });

  test("shows the 'Install App' modal with Safari's four steps", async ({ page }) => {
    await page.goto('/');
    await waitForSplashToGo(page);
    await page.getByRole('button', { name: 'Install App' }).click();
    const dialog = page.getByRole('dialog', { name: 'Install App' });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole('listitem')).toHaveText([
      /Open this page in Safari/,
      /Tap the Share button/,
      /Choose Add to Home Screen/,
      /Tap Add/,
    ]);
    await dialog.getByRole('button', { name: 'Close' }).click();
    await expect(dialog).toBeHidden();
  });
});

test.describe('Install App elsewhere', () => {
  /** Hands the page an install event as Chromium would, counting calls to its prompt(). */
  async function offerInstall(page: Page) {
    await page.evaluate(() => {
      const counter = window as unknown as { prompted?: number };
      counter.prompted ??= 0;
      const event = Object.assign(new Event('beforeinstallprompt', { cancelable: true }), {
        prompt: () => {
          counter.prompted = (counter.prompted ?? 0) + 1;
          return Promise.resolve();
        },
        userChoice: Promise.resolve({ outcome: 'accepted' }),
      });
      window.dispatchEvent(event);
    });
  }
  const promptCount = (page: Page) =>
    page.evaluate(() => (window as unknown as { prompted?: number }).prompted ?? 0);

  test('the banner and the Install App button use the captured install event', async ({ page }) => {
    await page.goto('/');
    await waitForSplashToGo(page);
    await offerInstall(page);

    const banner = page.getByRole('complementary', { name: 'Install App' });
    await expect(banner).toBeVisible();
    await banner.getByRole('button', { name: 'Install' }).click();
    expect(await promptCount(page)).toBe(1);
    // The event serves once; the banner goes with it.
    await expect(banner).toBeHidden();

    await offerInstall(page);
    await page.getByRole('button', { name: 'Install App' }).click();
    expect(await promptCount(page)).toBe(2);
  });

  test('without an install event, Install App explains what to do in a neutral banner', async ({
    page,
  }) => {
    await page.goto('/');
    await waitForSplashToGo(page);
    await page.getByRole('button', { name: 'Install App' }).click();
    const banner = page.getByRole('status').filter({ hasText: 'Use your browser menu' });
    await expect(banner).toBeVisible();
    // Information, not an error: no red alert, no error colours.
    await expect(page.getByRole('alert')).toHaveCount(0);
    await expect(banner).not.toHaveClass(/alert-banner--err/);
    const background = await banner.evaluate((element) => {
      const style = getComputedStyle(element);
      return `${style.backgroundColor} ${style.backgroundImage}`;
    });
    expect(background).not.toMatch(/rgb\((153, 27, 27|220, 38, 38)\)/);
  });
});
