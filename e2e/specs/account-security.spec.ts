import { expect, test } from '@playwright/test';
import { newMember, signInMember, signInWith } from '../support/members';
import { mailsTo } from '../support/outbox';
import { USER_COOKIE } from '../support/session';
import { BASE_URL } from '../support/urls';

/** Changing the password and deleting the account while signed in (features of ours). */
// Each journey signs up a member, funds it at the till and walks several screens.
test.beforeEach(() => test.slow());

test.describe('change password', () => {
  test('the current password first, then the new one; the owner is mailed', async ({ page }) => {
    const member = await newMember(page.request, 'pwchange', 0);
    await signInMember(page, member);
    await page.goto('/profile');
    await page
      .getByRole('navigation', { name: 'Account menu' })
      .getByRole('link', { name: 'Change password' })
      .click();
    await expect(page).toHaveURL(/\/change-password$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Change password');

    const current = page.getByLabel('Current password');
    const next = page.getByLabel('New password', { exact: true });
    const confirm = page.getByLabel('Confirm new password');
    const save = page.getByRole('button', { name: 'Change password' });

    // The form's own rules, said on their fields.
    await next.fill('abc');
    await save.click();
    await expect(page.getByText('Enter your current password.')).toBeVisible();
    await expect(page.getByText('Password must be greater than 3 characters.')).toBeVisible();

    // A wrong current password is the server's refusal, on its field.
    await current.fill('not-mine');
    await next.fill('brand-new-1');
    await confirm.fill('brand-new-2');
    await save.click();
    await expect(page.getByText('Password and confirm password should match')).toBeVisible();
    await confirm.fill('brand-new-1');
    await save.click();
    await expect(page.getByText('Your current password is not right.')).toBeVisible();
    await expect(current).toHaveAttribute('aria-invalid', 'true');

    await current.fill(member.password);
    await save.click();
    await expect(page.getByRole('status')).toContainText('Your password was changed');
    await expect(page).toHaveURL(/\/profile$/);

    // This session stays; the new password is the one that signs in.
    await page.reload();
    await expect(page.getByTestId('profile-balance')).toBeVisible();
    await signInWith(page, member.email, 'brand-new-1');
    await expect
      .poll(async () => (await mailsTo(page.request, member.email)).map((m) => m.subject))
      .toContainEqual(expect.stringMatching(/your password was changed/));
  });
});

test.describe('delete account', () => {
  test('asks for the password and a confirmation, then signs out with a message', async ({
    page,
  }) => {
    const member = await newMember(page.request, 'delete', 500);
    await signInMember(page, member);
    await page.goto('/profile');
    await page
      .getByRole('navigation', { name: 'Account menu' })
      .getByRole('link', { name: 'Delete Account' })
      .click();
    await expect(page).toHaveURL(/\/delete-account$/);
    const lost = page.getByTestId('delete-account-lost');
    await expect(lost).toContainText(`your ${member.balance.toLocaleString('en-US')} points`);
    await expect(lost).toContainText('every voucher you hold');

    const remove = page.getByRole('button', { name: 'Delete my account' });
    await remove.click();
    await expect(page.getByText('Enter your password to confirm it is you.')).toBeVisible();
    await expect(page.getByText('Tick the box to confirm')).toBeVisible();

    await page.getByLabel('Password', { exact: true }).fill('not-mine');
    await page.getByRole('checkbox', { name: /points and vouchers will be lost/ }).check();
    await remove.click();
    await expect(page.getByText('That password is not right.')).toBeVisible();

    await page.getByLabel('Password', { exact: true }).fill(member.password);
    await remove.click();
    await expect(page).toHaveURL(`${BASE_URL}/`);
    await expect(
      page.getByRole('status').filter({ hasText: 'Your account was deleted' }),
    ).toBeVisible();
    const cookies = await page.context().cookies();
    expect(cookies.find((cookie) => cookie.name === USER_COOKIE)).toBeUndefined();

    // The address can sign in no more, and was told.
    const login = await page.request.post(`${BASE_URL}/api/loyalty/LoyLogin`, {
      data: {
        DATA: {
          USERNAME: member.email,
          PWORD: member.password,
          TYPE_NAME: 'EMAIL',
          CLIENT_ID: '1001',
        },
      },
    });
    expect(((await login.json()) as { STATUS: unknown }).STATUS).toBe(false);
    const mails = await mailsTo(page.request, member.email);
    expect(mails.map((m) => m.subject)).toContainEqual(
      expect.stringMatching(/your account was deleted/),
    );
  });
});
