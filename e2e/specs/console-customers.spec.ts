import { expect, test } from '@playwright/test';
import { consolePage, STAFF } from '../support/console';
import {
  adminApi,
  customerByEmail,
  expectNoSeriousAxeFindings,
  signInConsole,
} from '../support/console-people';
import { newMember, signInMember } from '../support/members';
import { points } from '../support/loyalty-api';
import { BASE_URL, LITE_URL } from '../support/urls';

test.describe('console: customers', () => {
  // Each journey signs people up and in through the real server on a shared machine.
  test.describe.configure({ timeout: 240_000 });

  test("a manager adjusts a customer's points; the app and the audit log show it", async ({
    browser,
  }) => {
    const member = await newMember((await browser.newContext()).request, 'adjust', 100);
    const page = await consolePage(browser);
    await signInConsole(page, STAFF.manager.email);
    await page
      .getByRole('navigation', { name: 'Console' })
      .getByRole('link', { name: 'Customers' })
      .click();
    await expect(page.getByRole('heading', { level: 1, name: 'Customers' })).toBeVisible();
    await page.getByLabel('Search customers').fill(member.email);
    // The new member is on the first page of all customers too: wait for the search itself
    // (it starts once typing pauses), not for a row the unsearched list already shows.
    await expect(
      page.getByRole('table', { name: `Customers matching “${member.email}”` }),
    ).toBeVisible();
    const row = page.getByRole('row').filter({ hasText: member.email });
    await expect(row).toHaveCount(1);
    await expectNoSeriousAxeFindings(page, 'customer search');
    await row.getByRole('link', { name: 'Layla Nasser' }).click();
    await expect(page.getByTestId('balance')).toHaveText(`${points(member.balance)} points`);
    await expect(page.getByRole('table', { name: 'Ledger' })).toContainText('Earned');

    // A reason is required, on its field; nothing is sent without one.
    const form = page.getByRole('form', { name: 'Adjust points' });
    await form.getByLabel('Points', { exact: true }).fill('250');
    await form.getByRole('button', { name: 'Review adjustment' }).click();
    await expect(form.getByLabel('Reason')).toHaveAttribute('aria-invalid', 'true');
    await expect(page.getByRole('dialog', { name: 'Adjust points?' })).toBeHidden();
    await form.getByLabel('Reason').fill('Goodwill after a late delivery');
    await form.getByRole('button', { name: 'Review adjustment' }).click();
    const dialog = page.getByRole('dialog', { name: 'Adjust points?' });
    const after = member.balance + 250;
    await expect(dialog.getByTestId('new-balance')).toHaveText(points(after));
    await expectNoSeriousAxeFindings(page, 'adjust confirmation');
    await dialog.getByRole('button', { name: 'Adjust points' }).click();
    await expect(page.getByRole('status')).toContainText(`balance is now ${points(after)}`);
    await expect(page.getByTestId('balance')).toHaveText(`${points(after)} points`);
    await expectNoSeriousAxeFindings(page, 'customer page');

    const customer = await customerByEmail(page, member.email);
    const audit = await adminApi(
      page,
      'GET',
      `/audit?action=customer.adjust&customer=${customer.id}`,
    );
    expect(audit.ok()).toBe(true);
    const { items } = (await audit.json()) as {
      items: { actor: { name: string }; customerId: number }[];
    };
    expect(items).toHaveLength(1);
    expect(items[0]).toMatchObject({
      actor: { name: STAFF.manager.email },
      customerId: customer.id,
    });

    // The customer's own app shows the new balance.
    const app = await browser.newPage();
    await signInMember(app, member);
    await app.goto(`${BASE_URL}/home`);
    await expect(app.getByTestId('points-balance')).toHaveText(points(after));
    await app.close();
    await page.context().close();
  });

  test("a manager blocks and unblocks; an owner's erasure waits for the typed code", async ({
    browser,
  }) => {
    const member = await newMember((await browser.newContext()).request, 'standing', 0);
    const page = await consolePage(browser, 820);
    await signInConsole(page, STAFF.owner.email);
    const customer = await customerByEmail(page, member.email);
    await page.goto(`/console/customers/${customer.id}`);
    await page.getByRole('button', { name: 'Block', exact: true }).click();
    const block = page.getByRole('dialog', { name: 'Block this customer?' });
    await block.getByRole('button', { name: 'Block', exact: true }).click();
    await expect(block.getByRole('alert')).toContainText('Give a reason');
    await block.getByLabel('Reason').fill('Shared card reported');
    await block.getByRole('button', { name: 'Block', exact: true }).click();
    await expect(page.getByRole('status')).toContainText('Blocked since');
    await page.getByRole('button', { name: 'Unblock', exact: true }).click();
    const unblock = page.getByRole('dialog', { name: 'Unblock this customer?' });
    await unblock.getByLabel('Reason').fill('Card replaced');
    await unblock.getByRole('button', { name: 'Unblock', exact: true }).click();
    await expect(page.getByRole('button', { name: 'Block', exact: true })).toBeVisible();

    // Export downloads the JSON the API gives.
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Export data' }).click();
    expect((await download).suggestedFilename()).toBe(`customer-${customer.id}.json`);

    await page.getByRole('button', { name: 'Erase' }).click();
    const erase = page.getByRole('dialog', { name: 'Erase this customer?' });
    await expectNoSeriousAxeFindings(page, 'erase dialog');
    await erase.getByLabel('Reason').fill('Asked to be forgotten');
    // Nothing to press until the code is typed again.
    await expect(erase.getByRole('button', { name: 'Erase' })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
    await erase.getByLabel(`Type ${customer.custCode} to confirm`).fill(customer.custCode);
    await erase.getByRole('button', { name: 'Erase' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Erased customer' })).toBeVisible();
    await page.context().close();
  });

  test("Lite's owner cannot find a demo customer", async ({ browser }) => {
    const member = await newMember((await browser.newContext()).request, 'notlite', 0);
    const demo = await consolePage(browser);
    await signInConsole(demo, STAFF.owner.email);
    const customer = await customerByEmail(demo, member.email);
    await demo.context().close();

    const page = await consolePage(browser);
    await signInConsole(page, 'lite-owner@example.com', LITE_URL);
    await page.goto(`${LITE_URL}/console/customers`);
    await page.getByLabel('Search customers').fill(member.email);
    await expect(page.getByText('No customer matches this search.')).toBeVisible();
    await page.goto(`${LITE_URL}/console/customers/${customer.id}`);
    await expect(page.getByRole('alert')).toContainText('No customer');
    // The API answers the same, asked from Lite's console.
    const status = await page.evaluate(
      async (id) => (await fetch(`/api/admin/customers/${id}`)).status,
      customer.id,
    );
    expect(status).toBe(404);
    await page.context().close();
  });
});
