import { expect, test } from '@playwright/test';
import { STAFF } from '../support/console';
import { consoleAs, expectNoSeriousAxeFindings, ownerConsole } from '../support/console-admin';

test.describe('the console dashboard', () => {
  test.describe.configure({ timeout: 180_000 });

  test("the owner reads the programme's figures and charts, each figure opens its list", async ({
    browser,
  }) => {
    const page = await ownerConsole(browser, '/');
    await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
    const figures = page.getByRole('list', { name: 'The programme in figures' });
    const members = figures.getByRole('link', { name: /^Members/ });
    await expect(members).toContainText(/\d/);
    await expect(figures.getByRole('link', { name: /^Points held by members/ })).toContainText(
      /AED \d/,
    );
    await expect(figures.getByRole('link', { name: /^Average feedback score/ })).toHaveAttribute(
      'href',
      '/console/feedback',
    );

    // Each chart is a canvas for the eye and a table of the same figures for everyone.
    for (const title of ['Points per month', 'Vouchers per month']) {
      const chart = page.getByRole('figure', { name: title });
      await expect(chart.locator('canvas')).toBeVisible();
      const table = chart.getByRole('table', { name: `${title}, by month` });
      await expect(table.getByRole('row')).toHaveCount(13);
    }
    await expectNoSeriousAxeFindings(page, 'dashboard');
    await page.screenshot({ path: test.info().outputPath('console-dashboard-1280.png') });

    await members.click();
    await expect(page).toHaveURL(/\/console\/customers$/);
    await page.context().close();
  });

  test('on a tablet a manager sees the same dashboard without overflow', async ({ browser }) => {
    const page = await consoleAs(browser, STAFF.manager.email, '/', 820);
    await expect(page.getByRole('figure', { name: 'Points per month' })).toBeVisible();
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow).toBe(0);
    await expectNoSeriousAxeFindings(page, 'dashboard on a tablet');
    await page.screenshot({ path: test.info().outputPath('console-dashboard-820.png') });
    await page.context().close();
  });
});
