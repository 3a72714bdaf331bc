import { expect, test } from '@playwright/test';
import type { Page } from '@playwright/test';
import { consolePage, STAFF } from '../support/console';
import {
  adminApi,
  customerByEmail,
  expectNoSeriousAxeFindings,
  signInConsole,
} from '../support/console-people';
import { points } from '../support/loyalty-api';
import { newMember } from '../support/members';

/** Posts a bill for the customer from the console's till call; answers its id and points. */
async function tillBill(page: Page, customerId: number, billRef: string, amount: string) {
  const response = await adminApi(page, 'POST', '/till/bills', { customerId, billRef, amount });
  expect(response.ok(), await response.text()).toBe(true);
  return (await response.json()) as { billId: number; pointsEarned: number; balance: number };
}

async function openBill(page: Page, billRef: string) {
  await page.goto('/console/bills');
  await page.getByLabel('Bill reference starts with').fill(billRef);
  const link = page.getByRole('link', { name: billRef, exact: true });
  await expect(link).toHaveCount(1);
  await link.click();
  await expect(page.getByRole('heading', { level: 1, name: `Bill ${billRef}` })).toBeVisible();
}

test.describe('console: bills', () => {
  // Each journey signs people up and in through the real server on a shared machine.
  test.describe.configure({ timeout: 240_000 });

  test('a manager finds a bill and reverses it with a reason', async ({ browser }) => {
    const member = await newMember((await browser.newContext()).request, 'reverse', 0);
    const page = await consolePage(browser);
    await signInConsole(page, STAFF.manager.email);
    const customer = await customerByEmail(page, member.email);
    const ref = `REV-${Date.now()}`;
    const bill = await tillBill(page, customer.id, ref, '300');

    await page.goto('/console/bills');
    await expectNoSeriousAxeFindings(page, 'bill search');
    await page.getByLabel('Customer code').fill(customer.custCode);
    await expect(page.getByRole('link', { name: ref, exact: true })).toBeVisible();
    await openBill(page, ref);
    await expect(page.getByText('AED 300.00')).toBeVisible();
    await expectNoSeriousAxeFindings(page, 'bill page');

    await page.getByRole('button', { name: 'Reverse bill' }).click();
    const dialog = page.getByRole('dialog', { name: `Reverse bill ${ref}?` });
    await expectNoSeriousAxeFindings(page, 'reverse dialog');
    await dialog.getByLabel('Reason').fill('Goods returned');
    await dialog.getByRole('button', { name: 'Reverse bill' }).click();
    await expect(page.getByRole('status')).toContainText(
      `${points(bill.pointsEarned)} points taken back`,
    );
    await expect(page.getByRole('button', { name: 'Reverse bill' })).toHaveCount(0);
    expect((await customerByEmail(page, member.email)).balance).toBe(0);
    await page.context().close();
  });

  test('a reversal of spent points is refused with the reason, and nothing changes', async ({
    browser,
  }) => {
    const member = await newMember((await browser.newContext()).request, 'spent', 0);
    const page = await consolePage(browser);
    await signInConsole(page, STAFF.manager.email);
    const customer = await customerByEmail(page, member.email);
    const ref = `SPENT-${Date.now()}`;
    const bill = await tillBill(page, customer.id, ref, '300');
    // The points leave the balance before the reversal is asked for.
    const spend = await adminApi(page, 'POST', `/customers/${customer.id}/adjust`, {
      points: -bill.balance,
      reason: 'Spent elsewhere',
    });
    expect(spend.ok()).toBe(true);

    await openBill(page, ref);
    await page.getByRole('button', { name: 'Reverse bill' }).click();
    const dialog = page.getByRole('dialog', { name: `Reverse bill ${ref}?` });
    await dialog.getByLabel('Reason').fill('Goods returned');
    await dialog.getByRole('button', { name: 'Reverse bill' }).click();
    await expect(dialog.getByRole('alert')).toContainText(
      'reversing it would take the balance below 0',
    );
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(page.getByRole('button', { name: 'Reverse bill' })).toBeVisible();
    expect((await customerByEmail(page, member.email)).balance).toBe(0);
    await page.context().close();
  });
});
