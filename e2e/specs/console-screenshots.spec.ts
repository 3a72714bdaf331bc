import { expect, test } from '@playwright/test';
import type { Page } from '@playwright/test';
import { consolePage, STAFF, STAFF_PASSWORD, submitSignIn } from '../support/console';
import { makeScreenshotFolder, shoot } from '../support/screenshots';
import { signIn } from '../support/session';

/**
 * The README's pictures of the console, every screen at 1280 px on the demo programme's seeded
 * data (where they go: support/screenshots.ts). Run on its own on a fresh server, so the other
 * journeys' promotions and changes are not in them.
 */
async function settled(page: Page, heading: string | RegExp): Promise<void> {
  await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
  await expect(page.getByText('Loading…')).toHaveCount(0);
}

/** Opens a console path and pictures the whole page once its heading and data are in. */
async function screen(page: Page, path: string, heading: string | RegExp, name: string) {
  await page.goto(`/console${path}`);
  await settled(page, heading);
  await shoot(page, `console-${name}`, { fullPage: true });
}

test.describe('console screenshots', () => {
  test.describe.configure({ timeout: 240_000 });
  test.beforeAll(makeScreenshotFolder);

  test('every screen of the console, as its owner sees it', async ({ browser, page: phone }) => {
    // The seed has no answers to the rating questions: the demo customer gives some first.
    await signIn(phone, 'demo');
    await phone.goto('/feedback');
    const groups = phone.getByTestId('rating');
    await expect(groups.first()).toBeVisible();
    for (const group of await groups.all()) await group.getByRole('radio').nth(3).check();
    await phone.getByRole('button', { name: 'Share' }).click();
    await expect(phone.getByRole('status')).toContainText('Successfully saved');

    const page = await consolePage(browser, 1280);
    await page.goto('/console/sign-in');
    await expect(page.getByRole('heading', { name: 'Sign in' })).toBeVisible();
    await page.getByLabel('E-mail').fill(STAFF.owner.email);
    await shoot(page, 'console-sign-in');
    await submitSignIn(page, STAFF.owner.email, STAFF_PASSWORD);
    await settled(page, 'Dashboard');
    // The charts are drawn after the figures, in a chunk of their own.
    await expect(page.locator('canvas').first()).toBeVisible();
    await shoot(page, 'console-dashboard', { fullPage: true });

    await screen(page, '/customers', 'Customers', 'customers');
    await page.getByRole('table').getByRole('link').first().click();
    await expect(page.getByTestId('balance')).toBeVisible();
    await expect(page.getByRole('table', { name: 'Ledger' })).toBeVisible();
    await shoot(page, 'console-customer', { fullPage: true });

    await screen(page, '/bills', 'Bills', 'bills');
    await page.getByRole('table').getByRole('link').first().click();
    await expect(page.getByRole('heading', { level: 1, name: /^Bill / })).toBeVisible();
    await shoot(page, 'console-bill', { fullPage: true });

    await page.goto('/console/till');
    await settled(page, 'Till');
    await page.getByLabel('Card number, mobile or customer code').fill('0501234567');
    await page.getByRole('button', { name: 'Find', exact: true }).click();
    await expect(page.getByTestId('till-balance')).toBeVisible();
    await shoot(page, 'console-till', { fullPage: true });

    await screen(page, '/content/promotions', 'Promotions', 'promotions');
    await page
      .getByRole('link', { name: /^Edit / })
      .first()
      .click();
    await expect(page.getByRole('heading', { level: 1, name: /^Edit / })).toBeVisible();
    await expect(page.getByRole('figure').locator('img')).toBeVisible();
    await shoot(page, 'console-promotion-edit', { fullPage: true });
    for (const [path, heading] of [
      ['/content/stores', 'Stores'],
      ['/content/about', 'About'],
      ['/content/ratings', 'Ratings'],
      ['/content/links', 'Social links'],
      ['/content/brochure', 'Brochure'],
    ] as const)
      await screen(page, path, heading, path.split('/').pop() ?? heading);

    // Two batches of claim codes, as a retailer issues for a campaign: the list and the audit
    // log show them.
    await page.goto('/console/vouchers');
    await settled(page, 'Vouchers');
    for (const [count, value, name] of [
      ['50', '25', 'Ramadan flyers'],
      ['20', '10', 'Receipt game'],
    ] as const) {
      await page.getByLabel('Codes').fill(count);
      await page.getByLabel('Value (AED)').fill(value);
      await page.getByLabel('Name (optional)').fill(name);
      await page.getByRole('button', { name: 'Issue codes' }).click();
      await expect(page.getByRole('row').filter({ hasText: name })).toBeVisible();
    }
    await screen(page, '/vouchers', 'Vouchers', 'vouchers');
    await screen(page, '/feedback', 'Feedback', 'feedback');
    await page.goto('/console/audit');
    await settled(page, 'Audit log');
    await expect(page.getByRole('row').filter({ hasText: 'voucher_batch.issue' })).toHaveCount(2);
    await shoot(page, 'console-audit', { fullPage: true });
    await screen(page, '/staff', 'Staff and keys', 'staff');
    await screen(page, '/settings', 'Settings', 'settings');
    await page.context().close();
  });
});
