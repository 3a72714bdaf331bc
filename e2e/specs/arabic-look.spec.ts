import { expect, test } from '@playwright/test';
import type { Page } from '@playwright/test';
import { waitForSplashToGo } from '../support/app';
import { arabicPage, chooseArabic } from '../support/arabic';
import { expectNoAxeViolations } from '../support/axe';
import { makeScreenshotFolder, shoot } from '../support/screenshots';
import { signIn } from '../support/session';

/** The Arabic screens a customer walks through, each checked by axe. */
async function walkArabicScreens(page: Page, where: string): Promise<void> {
  await page.goto('/');
  await waitForSplashToGo(page);
  await expectNoAxeViolations(page, `${where}: landing`);
  await page.goto('/login');
  await expect(page.getByRole('button', { name: 'تسجيل الدخول' })).toBeVisible();
  await expectNoAxeViolations(page, `${where}: login`);

  await signIn(page, 'demo');
  const screens: [string, string][] = [
    ['/home', 'home'],
    ['/offers', 'offers'],
    ['/history', 'history'],
    ['/vouchers', 'vouchers'],
    ['/profile', 'account menu'],
    ['/share-points', 'send points'],
  ];
  for (const [path, name] of screens) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
    await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
    await expectNoAxeViolations(page, `${where}: ${name}`);
  }
}

test.describe('Arabic, accessibility', () => {
  test.describe.configure({ timeout: 90_000 });
  for (const theme of ['light', 'dark'] as const) {
    test(`every main screen, ${theme} theme`, async ({ browser }) => {
      const page = await arabicPage(browser, theme);
      await walkArabicScreens(page, theme);
      await page.context().close();
    });
  }
});

test.describe('Arabic, screenshots', () => {
  test.use({ viewport: { width: 390, height: 844 }, deviceScaleFactor: 2 });
  test.describe.configure({ timeout: 90_000 });
  test.beforeAll(makeScreenshotFolder);

  test('home, card and offers', async ({ page, context }) => {
    await chooseArabic(context);
    await signIn(page, 'demo');
    await page.goto('/home');
    await expect(page.getByTestId('points-balance')).not.toHaveText('00');
    await expect(page.getByTestId('home-offers')).toBeVisible();
    await shoot(page, 'ar-home');

    await page.goto('/offers');
    await expect(page.getByTestId('offer-card').first()).toBeVisible();
    await shoot(page, 'ar-offers');

    await page.goto('/profile');
    await page.getByRole('button', { name: 'بطاقة العضوية' }).click();
    await expect(page.getByRole('dialog', { name: 'بطاقة العضوية' })).toBeVisible();
    await shoot(page, 'ar-card');
  });
});
