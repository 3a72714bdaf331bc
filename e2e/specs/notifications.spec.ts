import { expect, test } from '@playwright/test';
import { newMember, postBill, signInMember } from '../support/members';
import { dropFeatures } from '../support/our-features';
import { signIn } from '../support/session';
import { LITE_URL } from '../support/urls';

// Each journey signs up a member, funds it at the till and walks several screens.
test.beforeEach(() => test.slow());

test.describe('notifications inbox', () => {
  test("the inbox's unread count waits for the first paint, its code and its call", async ({
    page,
  }) => {
    await signIn(page, 'demo');
    await page.goto('/home');
    await expect(page.getByRole('navigation').getByRole('link', { name: 'Profile' })).toBeVisible();
    const timing = async () =>
      page.evaluate(() => {
        const paint = performance.getEntriesByName('first-contentful-paint')[0];
        const inbox = performance
          .getEntriesByType('resource')
          .filter((r) => /unread-badge|\/ours\/Notifications/.test(r.name))
          .map((r) => r.startTime);
        return { paint: paint?.startTime, inbox };
      });
    // The badge's chunk and the inbox call both come, but only once the screen is on show.
    await expect
      .poll(async () => (await timing()).inbox.length, { timeout: 20_000 })
      .toBeGreaterThanOrEqual(2);
    const { paint, inbox } = await timing();
    expect(paint).toBeDefined();
    // The paint's time is when its frame was shown; a busy browser may begin the next frame
    // before then, so one frame's grace.
    for (const start of inbox) expect(start).toBeGreaterThan((paint ?? Infinity) - 1000 / 60);
  });

  test('points earned at the till show with a count, and read once seen', async ({ page }) => {
    const member = await newMember(page.request, 'inbox', 200);
    await postBill(page.request, member.mobile, 100);
    await signInMember(page, member);
    await page.goto('/home');

    const nav = page.getByRole('navigation', { name: 'Main' });
    // The count comes after the first screen's paint; a busy machine takes a while.
    await expect(nav.getByTestId('nav-unread')).toContainText('2', { timeout: 20_000 });
    await expect(nav.getByRole('link', { name: /Profile.*2 unread notifications/ })).toBeVisible();

    await page.goto('/profile');
    await page
      .getByRole('navigation', { name: 'Account menu' })
      .getByRole('link', { name: /Notifications/ })
      .click();
    await expect(page).toHaveURL(/\/notifications$/);
    const items = page.getByTestId('inbox-item');
    await expect(items).toHaveCount(2);
    await expect(items.first()).toContainText(/You earned \d+ points/);
    await expect(items.first()).toContainText('New');
    await expect(items.first()).toContainText(/Bill E2E-/);

    // Seen: the count goes, and the next visit shows them as read.
    await expect(nav.getByTestId('nav-unread')).toHaveCount(0);
    await page.reload();
    await expect(items).toHaveCount(2);
    await expect(page.getByText('New', { exact: true })).toHaveCount(0);
  });

  test('an empty inbox says so', async ({ page }) => {
    const member = await newMember(page.request, 'inboxempty', 0);
    await signInMember(page, member);
    await page.goto('/notifications');
    await expect(page.getByText('Nothing new yet')).toBeVisible();
  });

  test('lite shows the inbox too, beside its own toggles', async ({ page }) => {
    await signIn(page, 'lite');
    await page.goto(`${LITE_URL}/notifications`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Notifications');
    await page.goto(`${LITE_URL}/vouchers`);
    await expect(page).toHaveURL(/\/home$/);
  });
});

test.describe('a server without our features (the vendor backend)', () => {
  test.use({ serviceWorkers: 'block' });

  test('shows none of them, makes none of their calls, and shows no error', async ({ page }) => {
    const member = await newMember(page.request, 'vendor', 200);
    await signInMember(page, member);
    await dropFeatures(page);
    const ours: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/ours/')) ours.push(request.url());
    });

    await page.goto('/profile');
    const menu = page.getByRole('navigation', { name: 'Account menu' });
    await expect(menu.getByRole('link')).toHaveText(['My account', 'About', 'Stores', 'Feedback']);
    await expect(page.getByTestId('profile-hidden-delete')).toBeHidden();
    await expect(page.getByTestId('nav-unread')).toHaveCount(0);

    for (const path of ['/notifications', '/change-password', '/delete-account']) {
      await page.goto(path);
      await expect(page).toHaveURL(/\/home$/);
    }
    await expect(page.getByRole('alert')).toHaveCount(0);
    expect(ours).toEqual([]);
  });
});
