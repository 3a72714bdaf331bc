import { expect } from '@playwright/test';
import type { Page } from '@playwright/test';

/** Fills and sends the /login form the way a customer does. */
export async function logInThroughForm(
  page: Page,
  username: string,
  password: string,
  by: 'Email' | 'Mobile' = 'Email',
): Promise<void> {
  await page.goto('/login');
  await page.getByRole('radio', { name: by }).check();
  await page
    .getByRole('textbox', { name: by === 'Email' ? 'Email' : 'Mobile number' })
    .fill(username);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Log In' }).click();
}

/** The login succeeded: the green banner, then /home after 1.5 s. */
export async function expectSignedIn(page: Page): Promise<void> {
  await expect(
    page.getByRole('status').filter({ hasText: 'Successfully logged in' }),
  ).toBeVisible();
  await expect(page).toHaveURL(/\/home$/);
}

/** Closes the banner on screen, so the next assertion sees a new one. */
export async function dismissAlert(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Close message' }).click();
  await expect(page.getByRole('button', { name: 'Close message' })).toHaveCount(0);
}
