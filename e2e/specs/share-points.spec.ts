import { expect, test } from '@playwright/test';
import type { Browser } from '@playwright/test';
import { THEMES, expectNoAxeViolations, themedPage } from '../support/axe';
import { aed, customerPoints, points } from '../support/loyalty-api';
import { FRIEND, newMember, signInMember, signInWith } from '../support/members';

/** The friend's balance, read in a context of its own. */
async function friendBalance(browser: Browser): Promise<number> {
  const context = await browser.newContext();
  const page = await context.newPage();
  const friend = await signInWith(page, FRIEND.email, 'demo1234');
  const { CURRENTPOINTS } = await customerPoints(page, friend);
  await context.close();
  return CURRENTPOINTS;
}

test.describe('send points', () => {
  test('points sent to the friend leave one balance and arrive in the other', async ({
    page,
    browser,
  }) => {
    const member = await newMember(page.request, 'share');
    const user = await signInMember(page, member);
    const before = await customerPoints(page, user);
    const friendBefore = await friendBalance(browser);

    await page.goto('/profile');
    await page.getByRole('link', { name: 'Send Points' }).click();
    await expect(page).toHaveURL(/\/share-points$/);
    await expect(page.getByRole('heading', { name: 'Send points' })).toBeVisible();
    await expect(page.getByTestId('share-balance')).toHaveText(points(before.CURRENTPOINTS));
    await expect(page.getByTestId('share-value')).toHaveText(aed(before.POINTS_VALUE));
    await expect(page.getByTestId('share-type')).toHaveText(before.CARD_TYPE ?? '');

    // The slider's stops are rounded shares of the balance.
    const amount = page.getByRole('spinbutton', { name: 'Points' });
    await expect(amount).toHaveAttribute('max', String(before.CURRENTPOINTS));
    const slider = page.getByRole('slider', { name: 'Share of your balance' });
    await slider.fill('50');
    await expect(amount).toHaveValue(String(Math.round(before.CURRENTPOINTS / 2)));
    await slider.fill('100');
    await expect(amount).toHaveValue(String(before.CURRENTPOINTS));
    await expect(page.getByRole('button', { name: 'More points' })).toBeDisabled();

    const sent = 75;
    await amount.fill(String(sent));
    await expect(slider).toHaveValue('0');
    await expect(page.getByTestId('share-amount')).not.toHaveValue('0.00');
    await page.getByLabel('Recipient email').fill(FRIEND.email);
    await page.getByLabel('Recipient mobile').fill(FRIEND.mobile);
    await page.getByRole('button', { name: 'Share', exact: true }).click();

    // Nothing moves before the customer confirms whom the points reach, and how many.
    const confirm = page.getByRole('dialog', { name: 'Send points?' });
    await expect(confirm).toContainText(`Send ${sent} points`);
    await expect(confirm).toContainText('Omar');
    await expect(confirm).toContainText('050•••••21');
    expect((await customerPoints(page, user)).CURRENTPOINTS).toBe(before.CURRENTPOINTS);
    await confirm.getByRole('button', { name: 'Send', exact: true }).click();

    await expect(page.getByRole('status')).toContainText('Successful');
    await expect(confirm).toBeHidden();
    await expect(page.getByTestId('share-balance')).toHaveText(points(before.CURRENTPOINTS - sent));
    expect((await customerPoints(page, user)).CURRENTPOINTS).toBe(before.CURRENTPOINTS - sent);
    expect(await friendBalance(browser)).toBe(friendBefore + sent);
  });

  test('an unknown recipient: Customer does not exist, nothing moves', async ({ page }) => {
    const member = await newMember(page.request, 'unknown');
    const user = await signInMember(page, member);
    await page.goto('/share-points');
    await page.getByLabel('Recipient email').fill('nobody@example.com');
    await page.getByLabel('Recipient mobile').fill('0500000002');
    await page.getByRole('spinbutton', { name: 'Points' }).fill('10');
    await page.getByRole('button', { name: 'Share', exact: true }).click();
    await expect(page.getByLabel('Recipient email')).toHaveAccessibleDescription(
      'Customer does not exist',
    );
    await expect(page.getByRole('dialog', { name: 'Send points?' })).toBeHidden();
    expect((await customerPoints(page, user)).CURRENTPOINTS).toBe(member.balance);
  });

  test('a retried send reuses its Idempotency-Key and moves the points once', async ({ page }) => {
    const member = await newMember(page.request, 'retry');
    const receiver = await newMember(page.request, 'receiver', 0);
    const user = await signInMember(page, member);
    await page.goto('/share-points');

    const keys: string[] = [];
    let failNext = true;
    await page.route('**/api/loyalty/LoySharePoints', async (route) => {
      keys.push(route.request().headers()['idempotency-key'] ?? '');
      if (failNext) {
        failNext = false;
        // The request reaches the server, the answer is lost on the way back.
        await route.fetch();
        await route.abort('connectionreset');
        return;
      }
      await route.continue();
    });

    await page.getByLabel('Recipient email').fill(receiver.email);
    await page.getByLabel('Recipient mobile').fill(receiver.mobile);
    await page.getByRole('spinbutton', { name: 'Points' }).fill('40');
    await page.getByRole('button', { name: 'Share', exact: true }).click();
    const confirm = page.getByRole('dialog', { name: 'Send points?' });
    await confirm.getByRole('button', { name: 'Send', exact: true }).click();
    await expect(page.getByRole('alert')).toContainText('no answer from the server');
    // The confirmation stays for the retry.
    await confirm.getByRole('button', { name: 'Send', exact: true }).click();
    await expect(page.getByRole('status')).toContainText('Successful');

    expect(keys).toHaveLength(2);
    expect(keys[0]).toMatch(/^[0-9a-f-]{36}$/);
    expect(keys[1]).toBe(keys[0]);
    expect((await customerPoints(page, user)).CURRENTPOINTS).toBe(member.balance - 40);
  });

  test('more than the balance is said, not changed; Cancel sends nothing', async ({ page }) => {
    const member = await newMember(page.request, 'toomany');
    const receiver = await newMember(page.request, 'toomanyto', 0);
    const user = await signInMember(page, member);
    await page.goto('/share-points');
    await expect(page.getByTestId('share-balance')).toHaveText(points(member.balance));
    let sends = 0;
    await page.route('**/api/loyalty/LoySharePoints', async (route) => {
      sends += 1;
      await route.continue();
    });
    await page.getByLabel('Recipient email').fill(receiver.email);
    await page.getByLabel('Recipient mobile').fill(receiver.mobile);
    const amount = page.getByRole('spinbutton', { name: 'Points' });
    await amount.fill('999999');
    await expect(amount).toHaveValue('999999');
    await expect(amount).toHaveAccessibleDescription(
      `You have ${member.balance} points: enter ${member.balance} or fewer.`,
    );
    await expect(page.getByRole('button', { name: 'Share', exact: true })).toBeDisabled();

    await amount.fill('30');
    await expect(amount).not.toHaveAttribute('aria-invalid');
    await page.getByRole('button', { name: 'Share', exact: true }).click();
    const confirm = page.getByRole('dialog', { name: 'Send points?' });
    await expect(confirm).toContainText('Send 30 points');
    await expect(confirm).toContainText('Layla');
    await confirm.getByRole('button', { name: 'Cancel' }).click();
    await expect(confirm).toBeHidden();
    expect(sends).toBe(0);
    expect((await customerPoints(page, user)).CURRENTPOINTS).toBe(member.balance);
  });

  test('against a backend without the look-up, the confirmation shows what was typed', async ({
    page,
  }) => {
    const member = await newMember(page.request, 'vendor');
    const receiver = await newMember(page.request, 'vendorto', 0);
    await signInMember(page, member);
    await page.goto('/share-points');
    await page.route('**/api/loyalty/LoyShareRecipient', (route) =>
      route.fulfill({ status: 404, contentType: 'text/html', body: 'Not Found' }),
    );
    await page.getByLabel('Recipient email').fill(receiver.email);
    await page.getByLabel('Recipient mobile').fill(receiver.mobile);
    await page.getByRole('spinbutton', { name: 'Points' }).fill('12');
    await page.getByRole('button', { name: 'Share', exact: true }).click();
    const confirm = page.getByRole('dialog', { name: 'Send points?' });
    await expect(confirm).toContainText(receiver.email);
    await expect(confirm).toContainText(receiver.mobile);
    await confirm.getByRole('button', { name: 'Send', exact: true }).click();
    await expect(page.getByRole('status')).toContainText('Successful');
  });

  test('the Share button cannot send twice while busy', async ({ page }) => {
    const member = await newMember(page.request, 'busy');
    const receiver = await newMember(page.request, 'busyreceiver', 0);
    await signInMember(page, member);
    await page.goto('/share-points');
    let calls = 0;
    // The send is held until the second click has been tried, however slow the machine.
    let release = () => {};
    const held = new Promise<void>((done) => (release = done));
    await page.route('**/api/loyalty/LoySharePoints', async (route) => {
      calls += 1;
      await held;
      await route.continue();
    });
    await page.getByLabel('Recipient email').fill(receiver.email);
    await page.getByLabel('Recipient mobile').fill(receiver.mobile);
    await page.getByRole('spinbutton', { name: 'Points' }).fill('5');
    await page.getByRole('button', { name: 'Share', exact: true }).click();
    const send = page
      .getByRole('dialog', { name: 'Send points?' })
      .getByRole('button', { name: 'Send', exact: true });
    await send.click();
    await expect(send).toBeDisabled();
    await send.click({ force: true });
    release();
    await expect(page.getByRole('status')).toContainText('Successful');
    expect(calls).toBe(1);
  });
});

for (const theme of THEMES) {
  test(`the balance rule and the confirmation pass axe in the ${theme} theme`, async ({
    browser,
  }) => {
    const page = await themedPage(browser, theme);
    const member = await newMember(page.request, `axe${theme}`);
    await signInMember(page, member);
    await page.goto('/share-points');
    await page.getByLabel('Recipient email').fill(FRIEND.email);
    await page.getByLabel('Recipient mobile').fill(FRIEND.mobile);
    const amount = page.getByRole('spinbutton', { name: 'Points' });
    await amount.fill('999999');
    await expect(amount).toHaveAttribute('aria-invalid', 'true');
    await expectNoAxeViolations(page, `share points, too many, ${theme}`);
    await amount.fill('10');
    await page.getByRole('button', { name: 'Share', exact: true }).click();
    const confirm = page.getByRole('dialog', { name: 'Send points?' });
    await expect(confirm).toContainText('Omar');
    // After the dialog's entrance, whose fade would read as low contrast.
    await page.waitForTimeout(600);
    await expectNoAxeViolations(page, `share points, confirmation, ${theme}`);
    await page.context().close();
  });
}
