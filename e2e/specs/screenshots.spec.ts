import { mkdirSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import { waitForSplashToGo } from '../support/app';
import { folder, shoot } from '../support/screenshots';
import { signIn } from '../support/session';

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
