import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';
import type { Page } from '@playwright/test';
import {
  STAFF,
  STAFF_PASSWORD,
  consolePage,
  navigationLabels,
  submitSignIn,
} from '../support/console';

const OWNER_NAVIGATION = [
  'Dashboard',
  'Till',
  'Customers',
  'Bills',
  'Content',
  'Vouchers',
  'Feedback',
  'Audit log',
  'Staff and keys',
  'Settings',
];

/** No serious or critical finding of axe's WCAG 2 A and AA rules. */
async function expectNoSeriousAxeFindings(page: Page, where: string): Promise<void> {
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa']).analyze();
  const serious = results.violations.filter(
    (v) => v.impact === 'serious' || v.impact === 'critical',
  );
  expect(
    serious.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`),
    where,
  ).toEqual([]);
}

test.describe('the retailer console', () => {
  test("the demo owner signs in and sees the shell with the owner's navigation", async ({
    browser,
  }) => {
    const page = await consolePage(browser);
    const blocked: string[] = [];
    page.on('console', (message) => {
      if (/Content Security Policy/i.test(message.text())) blocked.push(message.text());
    });
    await page.goto('/console/');
    await expect(page).toHaveURL(/\/console\/sign-in$/);
    await expectNoSeriousAxeFindings(page, 'sign-in');
    await submitSignIn(page, STAFF.owner.email, STAFF_PASSWORD);

    await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
    await expect(page).toHaveURL(/\/console\/?$/);
    const banner = page.getByRole('banner');
    await expect(banner).toContainText('Oasis Rewards');
    await expect(banner).toContainText(STAFF.owner.name);
    await expect(banner).toContainText(STAFF.owner.role);
    expect(await navigationLabels(page)).toEqual(OWNER_NAVIGATION);
    await expectNoSeriousAxeFindings(page, 'the shell');
    await page.screenshot({ path: test.info().outputPath('console-shell-1280.png') });

    // A screen from the navigation, by keyboard; the session holds across a reload.
    await page.getByRole('link', { name: 'Settings' }).focus();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('heading', { level: 1, name: 'Settings' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Settings' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: 'Settings' })).toBeVisible();

    await page.getByRole('button', { name: 'Sign out' }).click();
    await expect(page).toHaveURL(/\/console\/sign-in$/);
    await page.goto('/console/settings');
    await expect(page).toHaveURL(/\/console\/sign-in\?next=%2Fsettings$/);
    expect(blocked).toEqual([]);
    await page.context().close();
  });

  test('on a tablet the shell fits the width, the navigation above the content', async ({
    browser,
  }) => {
    const page = await consolePage(browser, 768);
    await page.goto('/console/');
    await submitSignIn(page, STAFF.owner.email, STAFF_PASSWORD);
    await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
    expect(await navigationLabels(page)).toEqual(OWNER_NAVIGATION);
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow).toBe(0);
    await expectNoSeriousAxeFindings(page, 'the shell on a tablet');
    await page.screenshot({ path: test.info().outputPath('console-shell-768.png') });
    await page.context().close();
  });

  test("a cashier sees only the cashier's navigation and lands on the till", async ({
    browser,
  }) => {
    const page = await consolePage(browser);
    await page.goto('/console/');
    await submitSignIn(page, STAFF.cashier.email, STAFF_PASSWORD);
    await expect(page.getByRole('heading', { level: 1, name: 'Till' })).toBeVisible();
    await expect(page).toHaveURL(/\/console\/till$/);
    await expect(page.getByRole('banner')).toContainText(STAFF.cashier.role);
    expect(await navigationLabels(page)).toEqual(['Till', 'Customers']);

    await page.goto('/console/settings');
    await expect(page.getByText('This screen is not part of your role.')).toBeVisible();
    expect(await navigationLabels(page)).toEqual(['Till', 'Customers']);
    await page.context().close();
  });

  test('a wrong password is said on the form, and what was typed stays', async ({ browser }) => {
    const page = await consolePage(browser);
    await page.goto('/console/sign-in');
    await submitSignIn(page, STAFF.manager.email, 'not-the-password');
    await expect(page.getByRole('alert')).toHaveText('The e-mail or password is not right.');
    await expect(page.getByLabel('E-mail')).toHaveValue(STAFF.manager.email);
    await expect(page).toHaveURL(/\/console\/sign-in$/);
    await page.screenshot({ path: test.info().outputPath('console-sign-in-refused.png') });
    await page.context().close();
  });

  test('a page asked for before signing in opens once signed in', async ({ browser }) => {
    const page = await consolePage(browser);
    await page.goto('/console/audit?page=2');
    await expect(page).toHaveURL(/\/console\/sign-in\?next=%2Faudit%3Fpage%3D2$/);
    await submitSignIn(page, STAFF.manager.email, STAFF_PASSWORD);
    await expect(page.getByRole('heading', { level: 1, name: 'Audit log' })).toBeVisible();
    await expect(page).toHaveURL(/\/console\/audit\?page=2$/);

    await page.context().close();
  });
});
