import { expect, test } from '@playwright/test';
import { waitForSplashToGo } from '../support/app';
import { displayNameOf } from '../support/session';
import { PORT } from '../support/urls';

test.describe('splash and landing', () => {
  test('the splash shows the branding and version, then goes', async ({ page }) => {
    await page.goto('/');
    const splash = page.getByTestId('splash');
    await expect(splash).toBeVisible();
    await expect(splash.getByRole('img')).toBeVisible();
    await expect(splash).toContainText('Brought to you by');
    await expect(splash).toContainText(/Version \d+\.\d+\.\d+/);
    // Visible for 3 s: still there after 2 s.
    await page.waitForTimeout(2_000);
    await expect(splash).toBeVisible();
    await waitForSplashToGo(page);
    await expect(page.getByRole('button', { name: 'Log in' })).toBeVisible();
  });

  test('the panels lead to /login and /join, and Cancel returns to the first panel', async ({
    page,
  }) => {
    await page.goto('/');
    await waitForSplashToGo(page);

    await page.getByRole('button', { name: 'Log in' }).click();
    await expect(page.getByRole('heading', { name: 'Login with:' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Mobile number/Email' })).toHaveAttribute(
      'href',
      '/login',
    );
    await page.getByRole('button', { name: 'Cancel' }).click();
    await expect(page.getByRole('button', { name: 'Join us' })).toBeVisible();

    await page.getByRole('button', { name: 'Join us' }).click();
    await expect(page.getByRole('heading', { name: 'Start your journey:' })).toBeVisible();
    await page.getByRole('button', { name: 'Cancel' }).click();
    await expect(page.getByRole('button', { name: 'Install App' })).toBeVisible();

    await page.getByRole('button', { name: 'Join us' }).click();
    await page.getByRole('link', { name: 'Join with mobile number' }).click();
    await expect(page).toHaveURL(/\/join$/);
  });

  test('the document title is the tenant display name', async ({ page }) => {
    const name = await displayNameOf(page, 'demo');
    await page.goto('/');
    await expect(page).toHaveTitle(name);
  });
});

test.describe('fallbacks', () => {
  test('an unknown route shows the fallback screen with a link home', async ({ page }) => {
    await page.goto('/no-such-screen');
    await expect(
      page.getByRole('heading', { name: 'Unexpected Application Error!' }),
    ).toBeVisible();
    await expect(page.getByText('404 Not Found')).toBeVisible();
    await page.getByRole('link', { name: 'Go to the home page' }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('button', { name: 'Log in' })).toBeVisible({ timeout: 10_000 });
  });

  test('without settings only the alert area shows', async ({ page }) => {
    // The config service answers, but without a base URL for any sub-domain. On a sub-domain
    // the server knows no retailer for, the page carries no settings, so the app asks.
    await page.route('**/config/GetAppSettings', (route) =>
      route.fulfill({ json: { STATUS: false, MESSAGE: 'Unknown sub-domain' } }),
    );
    await page.goto(`http://nobody.localhost:${PORT}/`);
    await expect(page.getByRole('alert')).toHaveText(/Failed to get app settings/);
    await expect(page.locator('main')).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Log in' })).toHaveCount(0);
  });
});
