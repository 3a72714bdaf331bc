import { expect, test } from '@playwright/test';
import { expectNoAxeViolations } from '../support/axe';
import { signIn } from '../support/session';
import { BASE_URL, LITE_URL } from '../support/urls';

/** Lite Club's colour (its seeded BrandColor), as the screen paints it. */
const LITE_COLOUR = 'rgb(124, 45, 18)';

test("Lite's colour is on every screen, not only on the landing", async ({ page }) => {
  await page.goto(`${LITE_URL}/login`);
  const logIn = page.getByRole('button', { name: 'Log In' });
  await expect(logIn).toBeVisible();
  expect(await logIn.evaluate((el) => getComputedStyle(el).backgroundColor)).toBe(LITE_COLOUR);

  await signIn(page, 'lite');
  for (const path of ['/home', '/history', '/profile']) {
    await page.goto(`${LITE_URL}${path}`);
    const current = page.getByRole('navigation', { name: 'Main' }).locator('[aria-current="page"]');
    await expect(current).toBeVisible();
    expect(await current.evaluate((el) => getComputedStyle(el).color), path).toBe(LITE_COLOUR);
  }
  await expectNoAxeViolations(page, 'Lite /profile');

  // The demo programme keeps its own colour.
  await page.goto(`${BASE_URL}/login`);
  const demoButton = page.getByRole('button', { name: 'Log In' });
  await expect(demoButton).toBeVisible();
  expect(await demoButton.evaluate((el) => getComputedStyle(el).backgroundColor)).toBe(
    'rgb(15, 76, 129)',
  );
});

test('a leftover theme=dark cookie does not darken a programme without dark mode', async ({
  page,
  context,
}) => {
  await context.addCookies([{ name: 'theme', value: 'dark', url: LITE_URL }]);
  await signIn(page, 'lite');
  await page.goto(`${LITE_URL}/profile`);
  await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
  // No switch to turn it back, as the programme has dark mode off.
  await expect(page.getByText('Dark Mode')).toHaveCount(0);
  const background = await page.evaluate(() => getComputedStyle(document.body).backgroundColor);
  expect(background).toBe('rgb(255, 255, 255)');

  // Where the programme offers it, the same cookie still chooses dark.
  await context.addCookies([{ name: 'theme', value: 'dark', url: BASE_URL }]);
  await signIn(page, 'demo');
  await page.goto(`${BASE_URL}/profile`);
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
});
