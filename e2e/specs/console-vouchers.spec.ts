import { readFile } from 'node:fs/promises';
import { expect, test } from '@playwright/test';
import { consoleAs, expectNoSeriousAxeFindings } from '../support/console-screens';

test.describe('the console’s vouchers', () => {
  // Sign-in, axe and the server's work on a shared two-core machine: a long journey.
  test.describe.configure({ timeout: 300_000 });

  test('a manager issues a batch, exports its codes as CSV and voids it', async ({ browser }) => {
    const page = await consoleAs(browser, 'manager', '/vouchers');
    await expect(page.getByRole('heading', { level: 1, name: 'Vouchers' })).toBeVisible();
    await expectNoSeriousAxeFindings(page, 'vouchers');

    const name = `Eid gifts ${Date.now()}`;
    await page.getByLabel('Codes').fill('3');
    await page.getByLabel('Value (AED)').fill('25');
    await page.getByLabel('Valid for (days)').fill('30');
    await page.getByLabel('Name (optional)').fill(name);
    await page.getByRole('button', { name: 'Issue codes' }).click();
    await expect(page.getByRole('status')).toContainText('3 codes were issued.');
    const row = page.getByRole('row').filter({ hasText: name });
    await expect(row).toContainText('AED 25.00');
    await expect(row).toContainText('3 · 0 · 0 · 0');
    await expect(row).toContainText('Active');
    // The form is empty again for the next batch.
    await expect(page.getByLabel('Codes')).toHaveValue('');

    const downloading = page.waitForEvent('download');
    await row.getByRole('link', { name: `Export CSV of ${name}` }).click();
    const download = await downloading;
    const lines = (await readFile(await download.path(), 'utf8')).trim().split(/\r?\n/);
    expect(lines[0]).toBe('code,value,expiry,status,claimed at');
    expect(lines).toHaveLength(4);
    for (const line of lines.slice(1)) expect(line).toMatch(/^[A-Z0-9-]+,25\.00,[^,]+,[a-z]+,/i);

    await row.getByRole('button', { name: `Void ${name}` }).click();
    const dialog = page.getByRole('dialog', { name: `Void ${name}?` });
    await expect(dialog).toBeVisible();
    await expectNoSeriousAxeFindings(page, 'the void question');
    await dialog.getByRole('button', { name: 'Void codes' }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByRole('status')).toContainText('3 unclaimed codes of the batch');
    await expect(row).toContainText('Voided');
    await expect(row).toContainText('3 · 0 · 0 · 3');
    await expect(row.getByRole('button', { name: `Void ${name}` })).toHaveCount(0);
    await page.context().close();
  });

  test('a wrong value is shown on its field; leaving a typed form asks first', async ({
    browser,
  }) => {
    const page = await consoleAs(browser, 'manager', '/vouchers', 820);
    await page.getByLabel('Codes').fill('ten');
    await page.getByLabel('Value (AED)').fill('12.345');
    await page.getByRole('button', { name: 'Issue codes' }).click();
    await expect(page.getByText('Enter a whole number of codes.')).toBeVisible();
    await expect(page.getByLabel('Codes')).toHaveAttribute('aria-invalid', 'true');
    await expect(page.getByLabel('Value (AED)')).toHaveValue('12.345');
    await expectNoSeriousAxeFindings(page, 'vouchers with errors, on a tablet');

    await page
      .getByRole('navigation', { name: 'Console' })
      .getByRole('link', { name: 'Bills' })
      .click();
    const leave = page.getByRole('dialog', { name: 'Leave without saving?' });
    await expect(leave).toBeVisible();
    await leave.getByRole('button', { name: 'Cancel' }).click();
    await expect(page.getByLabel('Value (AED)')).toHaveValue('12.345');
    await page
      .getByRole('navigation', { name: 'Console' })
      .getByRole('link', { name: 'Bills' })
      .click();
    await leave.getByRole('button', { name: 'Leave' }).click();
    await expect(page).toHaveURL(/\/console\/bills$/);
    await page.context().close();
  });
});
