import { expect, test } from '@playwright/test';
import { STAFF } from '../support/console';
import { consoleAs, expectNoSeriousAxeFindings, ownerConsole } from '../support/console-admin';
import { BASE_URL } from '../support/urls';

const GREEN = '#14532d';

test.describe('the console settings', () => {
  // Sign-in, axe and the customer app on two shared cores take longer than a phone journey.
  test.describe.configure({ timeout: 180_000 });
  test("the owner's new colour is previewed, saved and shown by the customer app", async ({
    browser,
  }) => {
    const page = await ownerConsole(browser, '/settings');
    await expect(page.getByRole('heading', { level: 1, name: 'Settings' })).toBeVisible();
    const colour = page.getByRole('textbox', { name: 'Colour' });
    const before = await colour.inputValue();
    await expectNoSeriousAxeFindings(page, 'settings');

    // A colour that is not one is refused on the field, and what was typed stays.
    await colour.fill('blue');
    await page.getByRole('button', { name: 'Save branding' }).click();
    await expect(page.getByText('blue is not a colour such as #0f4c81.')).toBeVisible();
    await expect(colour).toHaveValue('blue');
    await expect(colour).toHaveAttribute('aria-invalid', 'true');

    await colour.fill(GREEN);
    const preview = page.getByTestId('brand-preview');
    await expect
      .poll(() => preview.evaluate((el) => getComputedStyle(el).getPropertyValue('--brand-card')))
      .toBe(GREEN);
    await page.screenshot({ path: test.info().outputPath('console-settings-1280.png') });
    await page.getByRole('button', { name: 'Save branding' }).click();
    await expect(page.getByText('The branding is saved; customers see it now.')).toBeVisible();

    const customer = await page.context().newPage();
    try {
      await customer.goto(`${BASE_URL}/`);
      await expect
        .poll(() =>
          customer.evaluate(() =>
            getComputedStyle(document.documentElement).getPropertyValue('--brand').trim(),
          ),
        )
        .toBe(GREEN);
    } finally {
      // Other journeys expect the demo programme's own colour.
      await page.getByRole('textbox', { name: 'Colour' }).fill(before);
      await page.getByRole('button', { name: 'Save branding' }).click();
      await expect(page.getByText('The branding is saved; customers see it now.')).toBeVisible();
    }

    // The change is in the audit log, found by the owner who made it.
    await page.getByRole('link', { name: 'Audit log' }).click();
    await page.getByLabel('Staff member').selectOption({ label: STAFF.owner.name });
    await page.getByLabel('Action').fill('settings');
    const log = page.getByRole('table', { name: 'Audit log' });
    await expect(log.getByRole('row').filter({ hasText: GREEN }).first()).toBeVisible();
    await expect(page).toHaveURL(/staff=\d+/);
    // The log names the member as the entry recorded them: by their e-mail.
    await expect(log.getByRole('row').nth(1)).toContainText(STAFF.owner.email);
    await expect(log.getByRole('row').filter({ hasText: STAFF.manager.email })).toHaveCount(0);
    await expectNoSeriousAxeFindings(page, 'audit log');
    await page.context().close();
  });

  test('the Arabic name and the voucher conditions are written right to left, checked on the field', async ({
    browser,
  }) => {
    const page = await ownerConsole(browser, '/settings');
    const nameAr = page.getByLabel('Programme name in Arabic');
    await expect(nameAr).toHaveAttribute('dir', 'rtl');
    await expect(nameAr).toHaveAttribute('lang', 'ar');
    const conditionsAr = page.getByLabel('Conditions in Arabic');
    await expect(conditionsAr).toHaveAttribute('dir', 'rtl');
    await expect(conditionsAr).toHaveAttribute('lang', 'ar');
    await conditionsAr.fill(Array.from({ length: 11 }, (_, i) => `شرط ${i + 1}`).join('\n'));
    await page.getByRole('button', { name: 'Save the conditions' }).click();
    await expect(page.getByText('At most 10 conditions, one a line.')).toBeVisible();
    await expect(conditionsAr).toHaveAttribute('aria-invalid', 'true');
    await page.context().close();
  });

  test('unsaved changes are warned about before leaving', async ({ browser }) => {
    const page = await ownerConsole(browser, '/settings', 820);
    await page.getByLabel('Points per AED spent').fill('3');
    await page.getByRole('link', { name: 'Customers' }).click();
    const dialog = page.getByRole('dialog', { name: 'Leave without saving?' });
    await expect(dialog).toBeVisible();
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(page).toHaveURL(/\/console\/settings$/);
    await expect(page.getByLabel('Points per AED spent')).toHaveValue('3');
    await expectNoSeriousAxeFindings(page, 'settings on a tablet');
    await page.screenshot({ path: test.info().outputPath('console-settings-820.png') });
    await page.context().close();
  });

  test('a manager sees neither settings nor staff, and the API refuses them', async ({
    browser,
  }) => {
    const page = await consoleAs(browser, STAFF.manager.email, '/');
    const nav = page.getByRole('navigation', { name: 'Console' });
    await expect(nav.getByRole('link', { name: 'Audit log' })).toBeVisible();
    await expect(nav.getByRole('link', { name: 'Settings' })).toHaveCount(0);
    await expect(nav.getByRole('link', { name: 'Staff and keys' })).toHaveCount(0);
    for (const path of ['/settings', '/staff']) {
      await page.goto(`/console${path}`);
      await expect(page.getByText('This screen is not part of your role.')).toBeVisible();
    }
    for (const path of ['/settings', '/staff', '/keys']) {
      const answer = await page.request.get(`${BASE_URL}/api/admin${path}`);
      expect(answer.status(), path).toBe(403);
    }
    const patch = await page.request.patch(`${BASE_URL}/api/admin/settings`, {
      data: { brandColor: GREEN },
    });
    expect(patch.status()).toBe(403);
    await page.context().close();
  });
});
