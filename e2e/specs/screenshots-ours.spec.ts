import { fileURLToPath } from 'node:url';
import { expect, test } from '@playwright/test';
import type { Browser, Page } from '@playwright/test';
import { newCustomer, signUpByApi } from '../support/customers';
import type { NewCustomer } from '../support/customers';
import { createVoucherByApi, signInMember } from '../support/members';
import { shoot } from '../support/screenshots';
import { BASE_URL } from '../support/urls';

/**
 * The README's pictures of the member screens of ours at 320 and 390 px, light and dark
 * (support/screenshots.ts says where they go). A member with the longest names the forms take
 * is pictured too, into the test results only, to look at for anything cut off.
 */
const LONG_FOLDER = fileURLToPath(new URL('../test-results/screenshots-long/', import.meta.url));

/** A member with a tier on the way, points expiring, moves, notifications and a voucher. */
async function member(browser: Browser, long: boolean): Promise<NewCustomer> {
  const base = newCustomer(long ? 'shotlong' : 'shot');
  const customer = long
    ? {
        ...base,
        firstName: 'Abdulrahmanmohammedalqassimiabdulrahmanmohammedal',
        lastName: 'Alqassimialmansooriabdulrahmanmohammedalqassimiala',
      }
    : base;
  const context = await browser.newContext({ baseURL: BASE_URL });
  await signUpByApi(context.request, customer);
  // Bill numbers as a till prints them, and one bill that comes with a voucher.
  const stamp = String(Date.now()).slice(-4);
  for (const [billRef, amount, extra] of [
    [`DXB-${stamp}1`, 4200, {}],
    [`DXB-${stamp}2`, 650, { issueVoucher: { value: 25 } }],
  ] as const) {
    const response = await context.request.post('/api/pos/bills', {
      headers: { Authorization: 'Bearer demo-staff-key' },
      data: { billRef, customer: { mobile: customer.mobile }, amount, ...extra },
    });
    expect(response.ok(), await response.text()).toBe(true);
  }
  const page = await context.newPage();
  const user = await signInMember(page, customer);
  await createVoucherByApi(page, user, 500);
  await context.close();
  return customer;
}

/** The screens, each with what shows once it is loaded. */
const SCREENS: [name: string, path: string, ready: (page: Page) => Promise<void>][] = [
  [
    'home-tier',
    '/home',
    async (page) => {
      const line = page.getByTestId('next-expiry');
      await expect(line).toBeVisible();
      // The tier bar and the expiry line in view, clear of the navigation.
      await line.evaluate((e) => e.scrollIntoView({ block: 'center' }));
    },
  ],
  ['expiries', '/expiries', (page) => expect(page.getByTestId('expiry-list')).toBeVisible()],
  ['activity', '/activity', (page) => expect(page.getByTestId('activity-list')).toBeVisible()],
  [
    'notifications',
    '/notifications',
    (page) => expect(page.getByTestId('inbox-item').first()).toBeVisible(),
  ],
  [
    'change-password',
    '/change-password',
    (page) => expect(page.getByLabel('Current password')).toBeVisible(),
  ],
  [
    'delete-account',
    '/delete-account',
    (page) => expect(page.getByTestId('delete-account-lost')).toContainText('points'),
  ],
];

async function shootAll(browser: Browser, who: NewCustomer, suffix: string, folder?: string) {
  for (const theme of ['light', 'dark'] as const) {
    for (const width of [320, 390]) {
      // Dark at the common width only: enough to see every screen keeps its contrast.
      if (theme === 'dark' && width === 320) continue;
      const context = await browser.newContext({
        baseURL: BASE_URL,
        viewport: { width, height: 720 },
        deviceScaleFactor: 2,
        reducedMotion: 'reduce',
      });
      await context.addCookies([{ name: 'theme', value: theme, url: BASE_URL }]);
      const page = await context.newPage();
      await signInMember(page, who);
      for (const [name, path, ready] of SCREENS) {
        await page.goto(path);
        await ready(page);
        const sideways = await page.evaluate(
          () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
        );
        expect(sideways, `${name} ${theme} ${width}`).toBe(0);
        const mode = theme === 'dark' ? '-dark' : '';
        await shoot(page, `ours-${name}${mode}-${width}${suffix}`, { folder });
      }
      await context.close();
    }
  }
}

test.describe('screenshots of the screens of ours', () => {
  test.describe.configure({ timeout: 180_000 });

  test('a member as the README shows them', async ({ browser }) => {
    await shootAll(browser, await member(browser, false), '');
  });

  test('a member with the longest names, to look at', async ({ browser }) => {
    await shootAll(browser, await member(browser, true), '-long', LONG_FOLDER);
  });
});
