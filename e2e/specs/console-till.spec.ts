import { expect, test } from '@playwright/test';
import { fakeScanner } from '../support/camera';
import { consolePage, navigationLabels, STAFF } from '../support/console';
import {
  adminApi,
  customerByEmail,
  expectNoSeriousAxeFindings,
  signInConsole,
} from '../support/console-people';
import { points } from '../support/loyalty-api';
import { createVoucherByApi, newMember, signInMember } from '../support/members';

test.describe('console: the till', () => {
  // Each journey signs people up and in through the real server on a shared machine.
  test.describe.configure({ timeout: 240_000 });

  test('a cashier posts a bill at the till and cannot reach adjustments or settings', async ({
    browser,
  }) => {
    const member = await newMember((await browser.newContext()).request, 'till', 0);
    const page = await consolePage(browser);
    await signInConsole(page, STAFF.cashier.email);
    expect(await navigationLabels(page)).toEqual(['Till', 'Customers']);
    await page.getByRole('link', { name: 'Till' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Till' })).toBeVisible();
    await expectNoSeriousAxeFindings(page, 'till, finding');

    // Only a whole card, mobile or code identifies someone.
    const lookup = page.getByLabel('Card number, mobile or customer code');
    await lookup.fill(member.mobile.slice(0, 6));
    await page.getByRole('button', { name: 'Find', exact: true }).click();
    await expect(page.getByText('No customer has that card number, mobile or code.')).toBeVisible();
    await lookup.fill(member.mobile);
    await page.getByRole('button', { name: 'Find', exact: true }).click();
    await expect(page.getByTestId('till-balance')).toHaveText('0 points');

    // A bad amount is refused on its field and what was typed stays.
    const ref = `TILL-${Date.now()}`;
    await page.getByLabel('Bill reference').fill(ref);
    await page.getByLabel('Amount paid (AED)').fill('12,5');
    await page.getByRole('button', { name: 'Post bill' }).click();
    await expect(page.getByLabel('Amount paid (AED)')).toHaveAttribute('aria-invalid', 'true');
    await expect(page.getByLabel('Bill reference')).toHaveValue(ref);
    await page.getByLabel('Amount paid (AED)').fill('250');
    await page.getByRole('button', { name: 'Post bill' }).click();
    await expect(page.getByRole('status')).toContainText(`Bill ${ref} posted`);
    const customer = await customerByEmail(page, member.email);
    expect(customer.balance).toBeGreaterThan(0);
    await expect(page.getByTestId('till-balance')).toHaveText(`${points(customer.balance)} points`);
    await expectNoSeriousAxeFindings(page, 'till, customer found');

    // The same reference again is a duplicate: the server says so, nothing moves.
    await page.getByLabel('Bill reference').fill(ref);
    await page.getByLabel('Amount paid (AED)').fill('250');
    await page.getByRole('button', { name: 'Post bill' }).click();
    await expect(page.getByRole('alert')).toContainText(ref);
    expect((await customerByEmail(page, member.email)).balance).toBe(customer.balance);

    // The customer's page has no actions for a cashier, and the API refuses them.
    await page.goto(`/console/customers/${customer.id}`);
    await expect(page.getByTestId('balance')).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Adjust points' })).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Block' })).toHaveCount(0);
    await expectNoSeriousAxeFindings(page, 'customer page, cashier');
    const adjust = await adminApi(page, 'POST', `/customers/${customer.id}/adjust`, {
      points: 100,
      reason: 'Not mine to give',
    });
    expect(adjust.status()).toBe(403);
    expect((await customerByEmail(page, member.email)).balance).toBe(customer.balance);
    await page.goto('/console/settings');
    await expect(page.getByText('This screen is not part of your role.')).toBeVisible();
    expect((await adminApi(page, 'GET', '/settings')).status()).toBe(403);
    await page.context().close();
  });

  test("the camera reads a card, then the customer's voucher is redeemed once", async ({
    browser,
  }) => {
    const member = await newMember((await browser.newContext()).request, 'scan', 1000);
    const app = await browser.newPage();
    const user = await signInMember(app, member);
    const voucher = await createVoucherByApi(app, user, member.balance);
    await app.close();

    const office = await consolePage(browser);
    await signInConsole(office, STAFF.owner.email);
    const customer = await customerByEmail(office, member.email);
    await office.context().close();

    const page = await consolePage(browser);
    await fakeScanner(page, { code: customer.cardNo, camera: 'allowed', detector: true });
    await signInConsole(page, STAFF.cashier.email);
    await page.goto('/console/till');
    await page.getByRole('button', { name: 'Scan a card' }).click();
    await expect(page.getByTestId('till-balance')).toBeVisible();
    await expect(page.getByText(voucher.VOUCHER_NO)).toBeVisible();
    await page.getByLabel('Voucher code').fill(voucher.VOUCHER_NO);
    await page.getByRole('button', { name: 'Redeem', exact: true }).click();
    await expect(page.getByRole('status')).toContainText(`Voucher ${voucher.VOUCHER_NO} redeemed`);
    await page.getByLabel('Voucher code').fill(voucher.VOUCHER_NO);
    await page.getByRole('button', { name: 'Redeem', exact: true }).click();
    await expect(page.getByRole('alert')).toContainText('already used');
    await page.context().close();
  });
});
