import { mkdirSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import { expect, test } from '@playwright/test';
import type { Page } from '@playwright/test';
import type Sharp from 'sharp';
import { waitForSplashToGo } from '../support/app';
import { signIn } from '../support/session';

/**
 * The README's pictures of the main screens. A test run checks that every screen can be
 * pictured and keeps the pictures with its results; `SCREENSHOTS=update` writes them into
 * docs/screenshots for the README, so an ordinary run never changes tracked files.
 */
const folder =
  process.env.SCREENSHOTS === 'update'
    ? fileURLToPath(new URL('../../docs/screenshots/', import.meta.url))
    : fileURLToPath(new URL('../test-results/screenshots/', import.meta.url));

// The server's image library, to keep the README's pictures small (a palette of 256 colours).
const sharp = createRequire(new URL('../../apps/server/package.json', import.meta.url))(
  'sharp',
) as typeof Sharp;

async function shoot(page: Page, name: string) {
  // Let images and fonts settle so the picture is the screen as a customer sees it.
  await page.waitForLoadState('networkidle');
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
  // And let sheets and fades finish: a picture taken halfway shows the screen behind.
  await page.waitForFunction(() =>
    document
      .getAnimations()
      .every((a) => a.playState !== 'running' || a.effect?.getTiming().iterations === Infinity),
  );
  const raw = await page.screenshot();
  const small = await sharp(raw).png({ palette: true, effort: 10, compressionLevel: 9 }).toBuffer();
  writeFileSync(`${folder}${name}.png`, small);
}

test.describe('screenshots', () => {
  // A phone's width at twice its pixels: sharp in the README, and small.
  test.use({ viewport: { width: 390, height: 844 }, deviceScaleFactor: 2 });
  test.describe.configure({ timeout: 90_000 });
  test.beforeAll(() => mkdirSync(folder, { recursive: true }));

  test('entry screens', async ({ page }) => {
    await page.goto('/');
    await waitForSplashToGo(page);
    await expect(page.locator('img.landing__hero-img')).toHaveAttribute('data-loaded', 'true');
    await shoot(page, 'landing');
    await page.goto('/login');
    await expect(page.getByRole('button', { name: 'Log In' })).toBeVisible();
    await shoot(page, 'login');
  });

  test('signed-in screens', async ({ page }) => {
    await signIn(page, 'demo');
    await page.goto('/home');
    await expect(page.getByTestId('points-balance')).not.toHaveText('00');
    await expect(page.getByTestId('home-offers')).toBeVisible();
    await expect(page.getByTestId('home-ready')).toBeVisible();
    await shoot(page, 'home');

    await page.goto('/offers');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await shoot(page, 'offers');

    await page.goto('/history');
    await expect(page.getByRole('table')).toBeVisible();
    await shoot(page, 'history');

    await page.goto('/profile');
    await expect(page.getByTestId('profile-balance')).not.toHaveText('00');
    await shoot(page, 'profile');

    await page.getByRole('button', { name: 'Membership card' }).click();
    await expect(page.getByRole('dialog', { name: 'Membership card' })).toBeVisible();
    await shoot(page, 'card');
    await page.keyboard.press('Escape');

    await page.goto('/vouchers');
    await expect(page.getByTestId('voucher-list-new')).toBeVisible();
    await shoot(page, 'vouchers');

    // The card in the dark theme, where it must stay as legible as in the light one.
    await page.context().addCookies([{ name: 'theme', value: 'dark', url: page.url() }]);
    await page.goto('/profile');
    await page.getByRole('button', { name: 'Membership card' }).click();
    await expect(page.getByRole('dialog', { name: 'Membership card' })).toBeVisible();
    await shoot(page, 'card-dark');
  });
});
