import { expect, test } from '@playwright/test';
import type { Page } from '@playwright/test';
import { newCustomer, signUpByApi } from '../support/customers';
import { postBill, signInMember } from '../support/members';

/** The longest text the forms accept: 50-letter names, a 100-character e-mail. */
function longCustomer() {
  const base = newCustomer('long');
  const [local = '', domain = ''] = base.email.split('@');
  return {
    ...base,
    firstName: `Abdulrahmanmohammedalqassimiabdulrahmanmohammedal`.slice(0, 50),
    lastName: `Alqassimialmansooriabdulrahmanmohammedalqassimiala`.slice(0, 50),
    email: `${local}${'x'.repeat(100 - base.email.length)}@${domain}`,
  };
}

/** How far the page reaches past the screen's edge (0 when nothing scrolls sideways). */
function sideways(page: Page): Promise<number> {
  return page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
}

const SCREENS = [
  '/home',
  '/profile',
  '/my-profile',
  '/history',
  '/share-points',
  '/vouchers',
  // The screens of ours.
  '/expiries',
  '/activity',
  '/notifications',
  '/change-password',
  '/delete-account',
];

for (const width of [390, 320]) {
  test(`no screen scrolls sideways with the longest names at ${width} px, and the barcode fits its card`, async ({
    page,
  }) => {
    // Eleven screens, each left to settle.
    test.setTimeout(120_000);
    await page.setViewportSize({ width, height: 800 });
    const customer = longCustomer();
    expect(customer.email).toHaveLength(100);
    await signUpByApi(page.request, customer);
    await postBill(page.request, customer.mobile, 1000);
    await signInMember(page, customer);
    for (const path of SCREENS) {
      await page.goto(path);
      await expect(page.getByRole('main')).toBeVisible();
      await page.waitForLoadState('networkidle');
      expect.soft(await sideways(page), path).toBe(0);
    }

    await page.goto('/home');
    const header = page.locator('.home-header');
    const barcode = header.locator('figure.barcode svg');
    await expect(barcode).toBeVisible();
    const card = await header.boundingBox();
    const bars = await barcode.boundingBox();
    expect(bars && card).toBeTruthy();
    expect(bars!.x).toBeGreaterThanOrEqual(card!.x);
    expect(bars!.x + bars!.width).toBeLessThanOrEqual(card!.x + card!.width);
  });
}
