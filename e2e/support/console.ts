import { expect } from '@playwright/test';
import type { Browser, Page } from '@playwright/test';
import { BASE_URL } from './urls';

/** The seeded demo programme's staff (apps/server/src/seed/demo-data.ts), password demo1234. */
export const STAFF = {
  owner: { email: 'owner@example.com', name: 'Layla Haddad', role: 'Owner' },
  manager: { email: 'manager@example.com', name: 'Omar Saleh', role: 'Manager' },
  cashier: { email: 'cashier@example.com', name: 'Priya Nair', role: 'Cashier' },
} as const;
export const STAFF_PASSWORD = 'demo1234';

/** A desktop-first console: a page of its own context (axe needs one) at the given width. */
export async function consolePage(browser: Browser, width = 1280): Promise<Page> {
  const context = await browser.newContext({
    baseURL: BASE_URL,
    viewport: { width, height: 800 },
    // A desktop or tablet browser, not the phone the customer app's project emulates.
    isMobile: false,
    hasTouch: false,
    deviceScaleFactor: 1,
    reducedMotion: 'reduce',
  });
  return context.newPage();
}

/** Fills the sign-in form and sends it, as a member would. */
export async function submitSignIn(page: Page, email: string, password: string): Promise<void> {
  await expect(page.getByRole('heading', { name: 'Sign in' })).toBeVisible();
  await page.getByLabel('E-mail').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
}

/** The labels of the console's navigation, in order. */
export async function navigationLabels(page: Page): Promise<string[]> {
  const nav = page.getByRole('navigation', { name: 'Console' });
  await expect(nav).toBeVisible();
  return nav.getByRole('link').allInnerTexts();
}
