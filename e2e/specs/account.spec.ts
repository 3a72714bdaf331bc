import { expect, test } from '@playwright/test';
import { THEMES, expectNoAxeViolations, themedPage } from '../support/axe';
import { waitForServiceWorker } from '../support/app';
import { aed, customerPoints, points } from '../support/loyalty-api';
import { newMember, signInMember } from '../support/members';
import { USER_COOKIE, signIn } from '../support/session';
import { BASE_URL, LITE_URL } from '../support/urls';

test.describe('account menu', () => {
  test('shows the customer, the menu and the valid social links', async ({ page }) => {
    const user = await signIn(page, 'demo');
    await page.goto('/profile');
    const expected = await customerPoints(page, user);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(expected.CUST_NAME);
    await expect(page.getByTestId('profile-balance')).toHaveText(points(expected.CURRENTPOINTS));
    await expect(page.getByTestId('profile-value')).toHaveText(aed(expected.POINTS_VALUE));
    await expect(page.getByTestId('profile-card-type')).toHaveText(expected.CARD_TYPE ?? '');
    await expect(page.getByRole('link', { name: 'Send Points' })).toBeVisible();

    const menu = page.getByRole('navigation', { name: 'Account menu' });
    // Our server serves the inbox, the password change and the deletion (the hidden Delete
    // Account made real); notifications.spec.ts checks the menu without them.
    // The demo customer has unread expiry reminders: the link says how many after its name.
    await expect(menu.getByRole('link')).toHaveText([
      'My account',
      /^Notifications/,
      'Change password',
      'About',
      'Stores',
      'Feedback',
      'Delete Account',
    ]);
    await expect(menu.getByRole('switch', { name: 'Dark Mode' })).toBeAttached();
    await expect(menu.getByRole('button', { name: 'Sign Out' })).toBeVisible();
    // Present but hidden (docs/wire-protocol.md §2).
    await expect(page.getByTestId('profile-hidden-brochure')).toBeHidden();
    await expect(page.getByTestId('profile-hidden-brochure')).toContainText('Download Brochure');

    // Only VALID Y links: the seed marks X and YouTube N.
    await expect(page.getByTestId('profile-social-link')).toHaveText([
      'Instagram',
      'Facebook',
      'TikTok',
    ]);

    await menu.getByRole('link', { name: 'My account' }).click();
    await expect(page).toHaveURL(/\/my-profile$/);
  });

  test('the card modal shows the card, its back, and keeps the screen awake', async ({ page }) => {
    await page.addInitScript(() => {
      const log: string[] = [];
      Object.assign(window, { __wakeLock: log });
      Object.defineProperty(navigator, 'wakeLock', {
        configurable: true,
        value: {
          request: (type: string) => {
            log.push(`request ${type}`);
            const sentinel = {
              released: false,
              release: () => {
                sentinel.released = true;
                log.push('release');
                return Promise.resolve();
              },
            };
            return Promise.resolve(sentinel);
          },
        },
      });
    });
    const user = await signIn(page, 'demo');
    await page.goto('/profile');
    const wakeLog = () =>
      page.evaluate(() => (window as unknown as { __wakeLock: string[] }).__wakeLock);
    expect(await wakeLog()).toEqual([]);

    await page.getByRole('button', { name: 'Membership card' }).click();
    const dialog = page.getByRole('dialog', { name: 'Membership card' });
    await expect(dialog).toBeVisible();
    await expect(dialog.locator('figure.barcode')).toHaveAttribute(
      'data-value',
      String(user.CUST_CODE),
    );
    await expect(dialog.getByTestId('card-regions')).toHaveText('UAE, QATAR, SAUDI, OMAN');
    await expect(
      dialog.getByText(/If found, please return this card to any .+ outlet\./),
    ).toBeVisible();
    await expect(dialog.getByTestId('card-website')).toHaveText(/^www\./);
    await expect(dialog.getByTestId('card-socials').getByRole('listitem')).toHaveText([
      'Instagram @oasisrewards',
      'Facebook @oasisrewards',
      'TikTok @oasisrewards',
    ]);
    await expect(dialog.getByTestId('card-modal-balance')).not.toHaveText('00');
    await expect.poll(wakeLog).toEqual(['request screen']);

    await dialog.getByRole('button', { name: 'Close', exact: true }).click();
    await expect(dialog).toBeHidden();
    await expect.poll(wakeLog).toEqual(['request screen', 'release']);
  });

  test('the theme switch turns dark mode on and off, and is remembered', async ({ page }) => {
    await signIn(page, 'demo');
    await page.goto('/profile');
    const html = page.locator('html');
    await expect(html).toHaveAttribute('data-theme', 'light');
    await page.getByRole('switch', { name: 'Dark Mode' }).click();
    await expect(page.getByRole('switch', { name: 'Dark Mode' })).toBeChecked();
    await expect(html).toHaveAttribute('data-theme', 'dark');
    await page.reload();
    await expect(html).toHaveAttribute('data-theme', 'dark');
    const theme = (await page.context().cookies()).find((cookie) => cookie.name === 'theme');
    expect(theme?.value).toBe('dark');
    await page.getByRole('switch', { name: 'Dark Mode' }).click();
    await expect(html).toHaveAttribute('data-theme', 'light');
  });

  test('tenant lite hides Vouchers, Send Points and the theme switch', async ({ page }) => {
    await signIn(page, 'lite');
    await page.goto(`${LITE_URL}/profile`);
    await expect(page.getByRole('button', { name: 'Membership card' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Send Points' })).toHaveCount(0);
    await expect(page.getByRole('switch', { name: 'Dark Mode' })).toHaveCount(0);
    const nav = page.getByRole('navigation', { name: 'Main' });
    await expect(nav.getByRole('link', { name: 'Profile' })).toBeVisible();
    await expect(nav.getByRole('link', { name: 'Vouchers' })).toHaveCount(0);
    // Typed addresses of the switched-off screens lead away from them.
    await page.goto(`${LITE_URL}/share-points`);
    await expect(page).toHaveURL(/\/profile$/);
    await page.goto(`${LITE_URL}/vouchers`);
    await expect(page).toHaveURL(/\/home$/);
  });

  test('Sign Out ends the server session', async ({ page }) => {
    const member = await newMember(page.request, 'signout', 0);
    const user = await signInMember(page, member);
    await page.goto('/profile');
    await expect(page.getByTestId('profile-balance')).toBeVisible();
    const session = (await page.context().cookies()).find((cookie) => cookie.httpOnly);
    expect(session, 'the HttpOnly session cookie').toBeDefined();

    await page.getByRole('button', { name: 'Sign Out' }).click();
    await expect(page).toHaveURL(`${BASE_URL}/`);
    const cookies = await page.context().cookies();
    expect(cookies.find((cookie) => cookie.name === USER_COOKIE)).toBeUndefined();

    // The old session cookie no longer opens a customer's call.
    const replay = await page.request.post(`${BASE_URL}/api/loyalty/GetLoyPoints`, {
      headers: { Cookie: `${session?.name}=${session?.value}` },
      data: {
        DATA: {
          TYPE_NAME: 'CUSTOMER',
          CLIENT_ID: '1001',
          MOBILE_NUM: user.MOBILE,
          CUST_CODE: user.CUST_CODE,
        },
      },
    });
    expect(replay.status()).toBe(401);
  });

  test('the card and the balance show offline, as of their last fetch', async ({
    page,
    context,
  }) => {
    test.setTimeout(60_000);
    const user = await signIn(page, 'demo');
    await page.goto('/profile');
    const expected = await customerPoints(page, user);
    await expect(page.getByTestId('profile-balance')).toHaveText(points(expected.CURRENTPOINTS));
    await waitForServiceWorker(page);
    await expect(page.getByTestId('as-of')).toHaveCount(0);

    await context.setOffline(true);
    await page.reload();
    await expect(page.getByTestId('profile-balance')).toHaveText(points(expected.CURRENTPOINTS));
    await expect(page.getByTestId('profile-card-type')).toHaveText(expected.CARD_TYPE ?? '');
    await expect(page.getByTestId('as-of')).toHaveText(/^As of \d{2}\/\d{2}\/\d{4} \d{2}:\d{2}$/);

    await page.getByRole('button', { name: 'Membership card' }).click();
    const dialog = page.getByRole('dialog', { name: 'Membership card' });
    await expect(dialog.locator('figure.barcode')).toHaveAttribute(
      'data-value',
      expected.CUST_CODE,
    );
    await expect(dialog.getByTestId('card-modal-balance')).toHaveText(
      points(expected.CURRENTPOINTS),
    );
    await expect(dialog.getByTestId('card-modal-type')).toHaveText(expected.CARD_TYPE ?? '');
    await expect(dialog.getByTestId('as-of')).toBeVisible();
    await context.setOffline(false);
  });
});

test.describe('account screens are accessible', () => {
  for (const theme of THEMES) {
    test(`profile, my account, vouchers and send points in the ${theme} theme`, async ({
      browser,
    }) => {
      test.setTimeout(60_000);
      const page = await themedPage(browser, theme);
      await signIn(page, 'demo');
      for (const path of ['/profile', '/my-profile', '/vouchers', '/share-points']) {
        await page.goto(path);
        await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
        await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
        await expectNoAxeViolations(page, `${path} (${theme})`);
      }
      await page.context().close();
    });
  }
});
