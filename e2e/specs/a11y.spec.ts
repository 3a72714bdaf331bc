import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';
import type { Browser, Page } from '@playwright/test';
import { waitForSplashToGo } from '../support/app';
import { signIn } from '../support/session';
import { BASE_URL } from '../support/urls';

/**
 * axe needs a page of its own context (docs/conventions.md). Reduced motion keeps fades and the
 * carousel still, so contrast is measured on the settled page, not halfway through a fade.
 */
async function freshPage(browser: Browser, theme: 'light' | 'dark'): Promise<Page> {
  const context = await browser.newContext({
    baseURL: BASE_URL,
    viewport: { width: 390, height: 844 },
    reducedMotion: 'reduce',
  });
  await context.addCookies([{ name: 'theme', value: theme, url: BASE_URL }]);
  return context.newPage();
}

async function expectNoViolations(page: Page): Promise<void> {
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa']).analyze();
  expect(results.violations.map((violation) => `${violation.id}: ${violation.help}`)).toEqual([]);
}

for (const theme of ['light', 'dark'] as const) {
  test.describe(`accessibility, ${theme} theme`, () => {
    test('the landing', async ({ browser }) => {
      const page = await freshPage(browser, theme);
      await page.goto('/');
      await waitForSplashToGo(page);
      await expectNoViolations(page);
      await page.getByRole('button', { name: 'Join us' }).click();
      await expect(page.getByRole('heading', { name: 'Start your journey:' })).toBeVisible();
      await expectNoViolations(page);
      await page.context().close();
    });

    test('a signed-in screen with the bottom navigation', async ({ browser }) => {
      const page = await freshPage(browser, theme);
      await signIn(page, 'demo');
      await page.goto('/home');
      await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
      await expectNoViolations(page);
      await page.context().close();
    });

    test('the fallback screen', async ({ browser }) => {
      const page = await freshPage(browser, theme);
      await page.goto('/no-such-screen');
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expectNoViolations(page);
      await page.context().close();
    });
  });
}
