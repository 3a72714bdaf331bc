import { mkdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { expect, test } from '@playwright/test';
import type { Page } from '@playwright/test';
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

async function shoot(page: Page, name: string) {
  // Let images and fonts settle so the picture is the screen as a customer sees it.
  await page.waitForLoadState('networkidle');
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
  await page.screenshot({ path: `${folder}${name}.png` });
}

test.describe('screenshots', () => {
  test.describe.configure({ timeout: 90_000 });
  test.beforeAll(() => mkdirSync(folder, { recursive: true }));

  test('entry screens', async ({ page }) => {
    await page.goto('/');
    await waitForSplashToGo(page);
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
  });
});
