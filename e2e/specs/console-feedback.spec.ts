import { expect, test } from '@playwright/test';
import { STAFF } from '../support/console';
import { consoleAs, expectNoSeriousAxeFindings } from '../support/console-admin';

test.describe('feedback results and the audit log for a manager', () => {
  test.describe.configure({ timeout: 180_000 });

  test('a manager reads the feedback by period; a backwards period is said on the field', async ({
    browser,
  }) => {
    const page = await consoleAs(browser, STAFF.manager.email, '/feedback');
    await expect(page.getByRole('heading', { level: 1, name: 'Feedback' })).toBeVisible();
    const questions = page.locator('.question');
    await expect(questions.first()).toBeVisible();
    await expect(questions.first()).toContainText(/answers?/);
    await expect(page.getByRole('table', { name: 'Comments, newest first' })).toBeVisible();
    await expectNoSeriousAxeFindings(page, 'feedback');
    await page.screenshot({ path: test.info().outputPath('console-feedback-1280.png') });

    await page.getByLabel('From').fill('2026-03-01');
    await page.getByLabel('To').fill('2026-02-01');
    await expect(page.getByText('The end is before the start.')).toBeVisible();
    await expect(page.getByLabel('To')).toHaveAttribute('aria-invalid', 'true');
    await expect(page).toHaveURL(/from=2026-03-01&to=2026-02-01/);
    await page.getByLabel('To').fill('2026-03-31');
    await expect(page.getByText('The end is before the start.')).toHaveCount(0);
    await expect(page.getByRole('heading', { level: 2, name: 'Questions' })).toBeVisible();
    await page.context().close();
  });

  test('a manager filters the audit log by action and by an entry’s member', async ({
    browser,
  }) => {
    const page = await consoleAs(browser, STAFF.manager.email, '/audit', 820);
    await expect(page.getByRole('heading', { level: 1, name: 'Audit log' })).toBeVisible();
    await page.getByLabel('Action').fill('no.such.action');
    await expect(page.getByText('No entry matches these filters.')).toBeVisible();
    await expect(page).toHaveURL(/action=no\.such\.action/);
    await page.getByLabel('Customer number').fill('abc');
    await expect(page.getByText('A customer number has digits only.')).toBeVisible();
    await expectNoSeriousAxeFindings(page, 'audit log on a tablet');
    await page.screenshot({ path: test.info().outputPath('console-audit-820.png') });
    await page.context().close();
  });
});
