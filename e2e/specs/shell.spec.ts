import { expect, test } from '@playwright/test';
import { waitForSplashToGo } from '../support/app';
import { displayNameOf } from '../support/session';
import { BASE_URL, PORT } from '../support/urls';

test.describe('splash and landing', () => {
  test('the splash shows the branding and version, then goes', async ({ page }) => {
    // The page's clock stands still but for the test's steps, however slow the machine.
    await page.clock.install({ time: new Date('2026-01-05T08:59:59Z') });
    await page.clock.pauseAt(new Date('2026-01-05T09:00:00Z'));
    await page.goto('/');
    const splash = page.getByTestId('splash');
    await expect(splash).toBeVisible();
    await expect(splash.getByRole('img')).toBeVisible();
    await expect(splash).toContainText('Brought to you by');
    await expect(splash).toContainText(/Version \d+\.\d+\.\d+/);
    // Visible for 3 s, then a 1 s fade. Each phase's time starts once it is painted, in the
    // next animation frame (16 ms on this clock), so each step allows a few frames.
    await page.clock.runFor(2_990);
    await expect(splash).toBeVisible();
    await expect(splash).not.toHaveClass(/splash--fading/);
    await page.clock.runFor(60);
    await expect(splash).toHaveClass(/splash--fading/);
    await page.clock.runFor(940);
    await expect(splash).toBeVisible();
    await page.clock.runFor(60);
    await expect(splash).toBeHidden();
    await page.clock.resume();
    await expect(page.getByRole('link', { name: 'Log in' })).toBeVisible();
  });

  test('Log in leads to /login in one tap; Join us to /join, and Cancel returns', async ({
    page,
  }) => {
    await page.goto('/');
    await waitForSplashToGo(page);

    await expect(page.getByRole('link', { name: 'Log in' })).toHaveAttribute('href', '/login');

    await page.getByRole('button', { name: 'Join us' }).click();
    await expect(page.getByRole('heading', { name: 'Start your journey:' })).toBeVisible();
    await page.getByRole('button', { name: 'Cancel' }).click();
    await expect(page.getByRole('button', { name: 'Install App' })).toBeVisible();

    await page.getByRole('button', { name: 'Join us' }).click();
    await page.getByRole('link', { name: 'Join with mobile number' }).click();
    await expect(page).toHaveURL(/\/join$/);

    await page.goto('/');
    await page.getByRole('link', { name: 'Log in' }).click();
    await expect(page).toHaveURL(/\/login$/);
  });

  test("the landing shows the programme's picture, logo and value proposition", async ({
    page,
  }) => {
    await page.goto('/');
    await waitForSplashToGo(page);
    const hero = page.getByTestId('landing-hero');
    await expect(hero.getByRole('heading', { level: 1 })).toHaveText(/^Welcome to .+/);
    await expect(hero.getByTestId('landing-tagline')).toHaveText(
      'Points on every visit, rewards you choose.',
    );
    await expect(hero.getByTestId('brand-logo')).toBeVisible();
    // The picture comes after the first paint, in a box of fixed size: it moves nothing.
    const picture = hero.locator('img.landing__hero-img');
    await expect(picture).toHaveAttribute('data-loaded', 'true');
    await expect(picture).toHaveAttribute('src', /\/files\/demo-hero\.webp$/);
    const shift = await page.evaluate(
      () =>
        new Promise<number>((resolve) => {
          let total = 0;
          new PerformanceObserver((list) => {
            for (const entry of list.getEntries() as (PerformanceEntry & { value: number })[])
              total += entry.value;
          }).observe({ type: 'layout-shift', buffered: true });
          setTimeout(() => resolve(total), 300);
        }),
    );
    expect(shift).toBeLessThan(0.01);
  });

  test('without a picture or tagline from the backend, the colour and a line of our own', async ({
    page,
  }) => {
    // The vendor's settings: no HeroImage, no Tagline (the page carries the settings it was
    // served with); and no welcome pictures.
    await page.route(`${BASE_URL}/`, async (route) => {
      const response = await route.fetch();
      const body = (await response.text())
        .replace(/"HeroImage":"[^"]*",?/, '')
        .replace(/"Tagline":"[^"]*",?/, '');
      expect(body).not.toContain('demo-hero');
      await route.fulfill({ response, body });
    });
    await page.route('**/GetLoadScreenImage', (route) =>
      route.fulfill({ json: { STATUS: true, DATA: [] } }),
    );
    await page.goto('/');
    await waitForSplashToGo(page);
    const hero = page.getByTestId('landing-hero');
    await expect(hero.getByTestId('landing-tagline')).toHaveText(
      'Earn points every time you shop, and spend them on rewards.',
    );
    await expect(hero.locator('img.landing__hero-img')).toHaveCount(0);
    await expect(page.getByRole('link', { name: 'Log in' })).toBeVisible();
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
    await expect(page.getByRole('link', { name: 'Log in' })).toBeVisible({ timeout: 10_000 });
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
    await expect(page.getByRole('link', { name: 'Log in' })).toHaveCount(0);
  });
});
