import { expect, test } from '@playwright/test';
import { USER_COOKIE, displayNameOf, signIn } from '../support/session';
import { LITE_URL } from '../support/urls';

test('a signed-in user sent to /login lands on /home', async ({ page }) => {
  await signIn(page, 'demo');
  await page.goto('/login');
  await expect(page).toHaveURL(/\/home$/);
  const nav = page.getByRole('navigation', { name: 'Main' });
  await expect(nav.getByRole('link')).toHaveText([
    'Home',
    'Offers',
    'Vouchers',
    'History',
    'Profile',
  ]);
  await expect(nav.getByRole('link', { name: 'Home' })).toHaveAttribute('aria-current', 'page');
});

test('a visitor without the user cookie is sent from /profile to /', async ({ page }) => {
  await page.goto('/profile');
  await expect(page).toHaveURL(/\/$/);
});

test('a session the server ended says so and offers sign-in', async ({ page, context }) => {
  await signIn(page, 'demo');
  await page.goto('/home');
  await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
  // Home's own calls have been answered, so the next one is the first the server refuses.
  await page.waitForLoadState('networkidle');
  // The server's session ends (it expired, or was ended elsewhere) while the app still
  // keeps its user cookie.
  await page.evaluate(() =>
    fetch('/api/loyalty/Logout', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({
        DIV_ID: 1,
        FUNCTION: 'Logout',
        SEND_KEY: 'loyalty-web',
        DATA: { AUTH_KEY: 'loyalty-web' },
      }),
    }),
  );
  expect((await context.cookies()).map((c) => c.name)).toContain(USER_COOKIE);

  // The next call the app makes is refused.
  await page.goto('/history');
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByTestId('session-ended')).toHaveText(
    'Your session has ended. Please log in again.',
  );
  await expect(page.getByRole('button', { name: 'Log In' })).toBeVisible();
});

test('tenant lite shows its own name and no Vouchers tab', async ({ page }) => {
  const AppDisplayName = await displayNameOf(page, 'lite');
  expect(AppDisplayName).not.toBe(await displayNameOf(page, 'demo'));

  await signIn(page, 'lite');
  await page.goto(`${LITE_URL}/home`);
  await expect(page).toHaveTitle(AppDisplayName);
  const nav = page.getByRole('navigation', { name: 'Main' });
  await expect(nav.getByRole('link', { name: 'Home' })).toBeVisible();
  await expect(nav.getByRole('link', { name: 'Vouchers' })).toHaveCount(0);

  await page.goto(`${LITE_URL}/about`);
  await expect(page.getByRole('heading', { name: `About ${AppDisplayName}` })).toBeVisible();
});
