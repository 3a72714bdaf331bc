import { expect, test } from '@playwright/test';
import type { Page } from '@playwright/test';
import { waitForServiceWorker } from '../support/app';
import { newMember, postBill, signInMember } from '../support/members';

/**
 * The screens of ours on a slow and on a lost network: a slow answer shows the screen's
 * loading state, then the data; offline they say so as every list screen does (offline.spec.ts)
 * and load once the network is back; a password change sent offline says it was not made.
 */
test.beforeEach(() => test.slow());

/** Each list screen of ours, the call it waits for, and what shows once it is loaded. */
const SCREENS: [
  path: string,
  call: string,
  loaded: (page: Page) => ReturnType<Page['getByTestId']>,
][] = [
  ['/activity', 'Activity', (page) => page.getByTestId('activity-list')],
  ['/expiries', 'PointsExpiry', (page) => page.getByTestId('expiry-list')],
  ['/notifications', 'Notifications', (page) => page.getByTestId('inbox-item').first()],
];

test.describe('a slow network', () => {
  // The page's own requests, so the route sees the calls the screens make.
  test.use({ serviceWorkers: 'block' });

  test('each screen shows that it is loading, then its data', async ({ page }) => {
    const member = await newMember(page.request, 'slow', 400);
    await signInMember(page, member);
    for (const [path, call, loaded] of SCREENS) {
      await page.route(`**/api/loyalty/ours/${call}`, async (route) => {
        await new Promise((done) => setTimeout(done, 2_000));
        await route.continue().catch(() => undefined);
      });
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 }), path).toBeVisible();
      await expect(page.getByTestId('skeleton').first(), path).toBeVisible();
      await expect(loaded(page), path).toBeVisible();
      await expect(page.locator('[aria-busy="true"]'), path).toHaveCount(0);
      await expect(page.getByTestId('skeleton'), path).toHaveCount(0);
      await page.unroute(`**/api/loyalty/ours/${call}`);
    }
  });
});

test.describe('a lost network', () => {
  // A first visit downloads the whole precache before the worker activates.
  test.describe.configure({ timeout: 120_000 });

  test('each screen says it is offline, and loads when the network is back', async ({
    page,
    context,
  }) => {
    const member = await newMember(page.request, 'offline', 400);
    await signInMember(page, member);
    await page.goto('/home');
    await waitForServiceWorker(page);
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));

    for (const [path, , loaded] of SCREENS) {
      await context.setOffline(true);
      await page.goto(path);
      const notice = page.getByTestId('offline-notice');
      await expect(notice, path).toContainText('You are offline');
      await expect(page.locator('[aria-busy="true"]'), path).toHaveCount(0);
      await context.setOffline(false);
      await notice
        .getByRole('button', { name: 'Try again' })
        .click({ timeout: 2_000 })
        .catch(() => undefined);
      await expect(loaded(page), path).toBeVisible();
      await expect(notice).toBeHidden();
    }
    expect(errors).toEqual([]);
  });

  test('a password change sent offline is said not to be made, and goes through once online', async ({
    page,
    context,
  }) => {
    const member = await newMember(page.request, 'pwoffline', 0);
    await postBill(page.request, member.mobile, 10);
    await signInMember(page, member);
    await page.goto('/home');
    await waitForServiceWorker(page);
    await page.goto('/change-password');
    await page.getByLabel('Current password').fill(member.password);
    await page.getByLabel('New password', { exact: true }).fill('offline-new-1');
    await page.getByLabel('Confirm new password').fill('offline-new-1');
    const save = page.getByRole('button', { name: 'Change password' });

    await context.setOffline(true);
    await save.click();
    await expect(page.getByText('so your password was not changed')).toBeVisible();
    await expect(save).toBeEnabled();
    await expect(page).toHaveURL(/\/change-password$/);
    // What was typed stays, so sending again is one tap.
    await expect(page.getByLabel('Current password')).toHaveValue(member.password);

    await context.setOffline(false);
    await save.click();
    await expect(page.getByText('Your password was changed')).toBeVisible();
    await expect(page).toHaveURL(/\/profile$/);
  });
});

test.describe('a lost network, deleting the account', () => {
  test.describe.configure({ timeout: 120_000 });

  test('a deletion sent offline is said not to be made, and the account stays', async ({
    page,
    context,
  }) => {
    const member = await newMember(page.request, 'deloffline', 50);
    await signInMember(page, member);
    await page.goto('/home');
    await waitForServiceWorker(page);
    await page.goto('/delete-account');
    await expect(page.getByTestId('delete-account-lost')).toContainText('points');
    await page.getByLabel('Password', { exact: true }).fill(member.password);
    await page.getByRole('checkbox', { name: /points and vouchers will be lost/ }).check();

    await context.setOffline(true);
    await page.getByRole('button', { name: 'Delete my account' }).click();
    await expect(page.getByText('so your account was not deleted')).toBeVisible();
    await expect(page).toHaveURL(/\/delete-account$/);
    await context.setOffline(false);
    // Still a member: the same password signs in.
    await signInMember(page, member);
  });
});
