import { expect, test } from '@playwright/test';
import { points } from '../support/loyalty-api';
import {
  FRIEND,
  createVoucherByApi,
  newMember,
  pointsSummary,
  signInMember,
  signInWith,
  vouchersOf,
} from '../support/members';

/** A date as the voucher cards write it: '05 March 2026'. */
function longDate(iso: string): string {
  const date = new Date(/T/.test(iso) ? iso : `${iso}T00:00:00`);
  const month = date.toLocaleString('en-US', { month: 'long' });
  return `${String(date.getDate()).padStart(2, '0')} ${month} ${date.getFullYear()}`;
}

test.describe('vouchers', () => {
  test('a created voucher costs exactly its points and appears under New', async ({ page }) => {
    const member = await newMember(page.request, 'create');
    const user = await signInMember(page, member);
    await page.goto('/vouchers');
    await expect(page.getByRole('heading', { level: 1, name: 'Voucher' })).toBeVisible();
    await expect(page.getByRole('radio', { name: 'New' })).toBeChecked();
    await expect(page.getByText('No vouchers found')).toBeVisible();
    await expect(page.getByText("To create a new voucher select 'Create Voucher'")).toBeVisible();

    const before = await pointsSummary(page, user);
    await page.getByRole('button', { name: 'Create Voucher' }).click();
    const sheet = page.getByRole('dialog', { name: 'Redeem Points' });
    await expect(sheet.getByTestId('create-total')).toHaveText(points(before.POINTS_TOTAL));
    await expect(sheet.getByText('How many points do you want to exchange?')).toBeVisible();

    // Minus never goes below 0; plus steps up.
    const input = sheet.getByLabel('Points to exchange');
    await expect(sheet.getByRole('button', { name: 'Fewer points' })).toBeDisabled();
    await sheet.getByRole('button', { name: 'More points' }).click();
    await expect(input).toHaveValue('1');
    await sheet.getByRole('button', { name: 'Fewer points' }).click();
    await expect(input).toHaveValue('0');

    // No more digits than the total has; above the total is refused.
    const digits = String(before.POINTS_TOTAL).length;
    await input.fill('9'.repeat(digits + 2));
    await expect(input).toHaveValue('9'.repeat(digits));
    await expect(page.getByRole('alert')).toHaveText(
      new RegExp(`Only possible to share ${points(before.POINTS_TOTAL)}`),
    );
    await expect(sheet.getByTestId('create-amount')).toHaveText(
      'You will receive a discount code for AED 0.00',
    );

    const spend = 200;
    await input.fill(String(spend));
    await expect(sheet.getByTestId('create-amount')).not.toHaveText(/AED 0\.00$/);
    const amount = (await sheet.getByTestId('create-amount').textContent())?.match(
      /AED ([\d.,]+)/,
    )?.[1];
    await sheet.getByRole('button', { name: 'Generate Voucher' }).click();

    const generated = page.getByRole('dialog', { name: 'Voucher Generated!' });
    await expect(generated).toBeVisible();
    await expect(page.getByRole('status')).toContainText('Successfully created voucher');
    await expect(generated).toContainText(`AED ${amount}`);
    await expect(generated).toContainText(
      'Use this voucher you can pay in online store and in-stores',
    );
    await expect(generated).toContainText(/Valid Until [A-Z][a-z]+, \d{2} \d{4}/);
    const code = await generated.locator('figure.barcode').getAttribute('data-value');
    expect(code).toMatch(/^[A-Z0-9]{8,}$/);

    const after = await pointsSummary(page, user);
    expect(after.CURRENTPOINTS).toBe(before.CURRENTPOINTS - spend);
    await page.keyboard.press('Escape');
    await expect(generated).toBeHidden();
    const card = page.getByTestId('voucher-list-new').getByTestId('voucher-card');
    await expect(card).toHaveCount(1);
    await expect(card).toHaveAttribute('data-code', code ?? '');
    await expect(card).toContainText(`AED ${amount}`);
    await expect(card).toContainText(/Valid until \d{2} [A-Z][a-z]+ \d{4}/);
  });

  test('the demo code is added once, then does not exist', async ({ page }) => {
    const member = await newMember(page.request, 'addcode', 0);
    await signInMember(page, member);
    await page.goto('/vouchers');
    await page.getByRole('button', { name: 'Got a code? Add your code and save' }).click();
    const sheet = page.getByRole('dialog', { name: 'Add Voucher' });
    await sheet.getByRole('button', { name: 'Add Voucher' }).click();
    // The code is required: nothing is sent without it.
    await expect(sheet.getByLabel('Enter code')).toHaveJSProperty('validity.valueMissing', true);

    await sheet.getByLabel('Enter code').fill('WELCOME50');
    await sheet.getByRole('button', { name: 'Add Voucher' }).click();
    await expect(page.getByRole('status')).toContainText('Voucher added successfully');
    await expect(sheet).toBeHidden();
    await expect(page.getByTestId('voucher-list-new').getByTestId('voucher-card')).toContainText(
      'AED 50.00',
    );

    await page.getByRole('button', { name: 'Got a code? Add your code and save' }).click();
    await sheet.getByLabel('Enter code').fill('WELCOME50');
    await sheet.getByRole('button', { name: 'Add Voucher' }).click();
    // The server's reason, on the code field.
    await expect(sheet.getByLabel('Enter code')).toHaveAccessibleDescription(
      'Voucher code does not exist',
    );
    await expect(sheet).toBeVisible();
  });

  test('used vouchers show when they were redeemed, expired ones when they expired', async ({
    page,
  }) => {
    const user = await signInWith(page, 'demo@example.com', 'demo1234');
    await page.goto('/vouchers');
    for (const kind of ['Used', 'Expired'] as const) {
      await page.getByRole('radio', { name: kind }).check({ force: true });
      const cards = page
        .getByTestId(`voucher-list-${kind.toLowerCase()}`)
        .getByTestId('voucher-card');
      await expect(cards.first()).toBeVisible();
      await expect(cards.first().locator('xpath=self::a')).toHaveCount(0);
      if (kind === 'Used') {
        await expect(cards.first()).toContainText(/Redeemed on \d{2} [A-Z][a-z]+ \d{4}/);
        continue;
      }
      // An expired voucher was never redeemed: its date is the end of its validity.
      const expired = await vouchersOf(page, user, 'expired');
      expect(expired.length).toBeGreaterThan(0);
      await expect(cards).toHaveCount(expired.length);
      for (const voucher of expired) {
        const card = cards.and(page.locator(`[data-code="${voucher.VOUCHER_NO}"]`));
        await expect(card).toContainText(`Expired on ${longDate(voucher.Valid_Until)}`);
        await expect(card).not.toContainText('Redeemed');
      }
    }
  });

  test("the detail keeps 'AED 75.00' on one line at 390 and 320 px", async ({ page }) => {
    const member = await newMember(page.request, 'detail');
    const user = await signInMember(page, member);
    await createVoucherByApi(page, user, member.balance);
    for (const width of [390, 320]) {
      await page.setViewportSize({ width, height: 740 });
      await page.goto('/vouchers');
      await page.getByTestId('voucher-list-new').getByTestId('voucher-card').first().click();
      const value = page.getByTestId('voucher-value');
      await expect(value).toHaveText(/^AED\s[\d,]+\.\d{2}$/);
      // One line: every fragment of the text sits on the same line box.
      const lines = await value.evaluate((dd) => {
        const range = document.createRange();
        range.selectNodeContents(dd);
        return new Set(Array.from(range.getClientRects(), (rect) => Math.round(rect.top))).size;
      });
      expect(lines, `lines of the value at ${width} px`).toBe(1);
    }
  });

  test('a voucher moves to the friend and leaves the sender', async ({ page, browser }) => {
    const member = await newMember(page.request, 'transfer');
    const user = await signInMember(page, member);
    const created = await createVoucherByApi(page, user, 100);

    await page.goto('/vouchers');
    await page.getByTestId('voucher-list-new').getByTestId('voucher-card').click();
    await expect(page).toHaveURL(/\/vouchers\/single$/);
    await expect(page.getByTestId('voucher-code')).toHaveText(created.VOUCHER_NO);
    await expect(page.locator('figure.barcode')).toHaveAttribute('data-value', created.VOUCHER_NO);
    await expect(
      page.getByRole('region', { name: 'Conditions' }).getByRole('listitem'),
    ).toHaveCount(6);
    await page.getByRole('button', { name: 'Share Voucher' }).click();

    await expect(page.getByRole('heading', { name: 'Transfer voucher' })).toBeVisible();
    // An unknown recipient: red text, the voucher stays.
    await page.getByLabel('Recipient email').fill('nobody@example.com');
    await page.getByLabel('Recipient mobile').fill('0500000001');
    await page.getByRole('button', { name: 'Share Voucher' }).click();
    await expect(page.getByText('Customer does not exist')).toBeVisible();
    expect((await vouchersOf(page, user, 'new')).map((v) => v.VOUCHER_NO)).toContain(
      created.VOUCHER_NO,
    );

    await page.getByLabel('Recipient email').fill(FRIEND.email);
    await page.getByLabel('Recipient mobile').fill(FRIEND.mobile);
    await page.getByRole('button', { name: 'Share Voucher' }).click();
    await expect(page.getByRole('status')).toContainText('Successful');
    await expect(page).toHaveURL(/\/vouchers$/);
    await expect(page.getByText('No vouchers found')).toBeVisible();

    const friendPage = await (await browser.newContext()).newPage();
    const friend = await signInWith(friendPage, FRIEND.email, 'demo1234');
    expect((await vouchersOf(friendPage, friend, 'new')).map((v) => v.VOUCHER_NO)).toContain(
      created.VOUCHER_NO,
    );
    await friendPage.context().close();
  });

  test('the detail and transfer screens need a voucher', async ({ page }) => {
    await signInWith(page, 'demo@example.com', 'demo1234');
    await page.goto('/vouchers/single');
    await expect(page).toHaveURL(/\/vouchers$/);
    await page.goto('/vouchers/single/transfer');
    await expect(page).toHaveURL(/\/vouchers$/);
  });
});
