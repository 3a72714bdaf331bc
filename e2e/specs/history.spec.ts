import { expect, test } from '@playwright/test';
import type { Page, Request } from '@playwright/test';
import { THEMES, expectNoAxeViolations, themedPage } from '../support/axe';
import { aed, customerPoints, points } from '../support/loyalty-api';
import { NARROWEST, expectNothingOverlaps } from '../support/layout';
import { signIn } from '../support/session';

interface HistoryAnswer {
  BILL_DETAILS: { BILLREF: string; BILL_AMOUNT: number }[];
  VOUCHER_REDEEMED: { BILLREF: string; VALUE: number; POINTS_REDEMEED: number }[];
}

function isHistoryCall(request: Request): boolean {
  return (
    request.url().endsWith('/api/loyalty/GetLoyPoints') &&
    (request.postData() ?? '').includes('CUSTOMER_HISTORY')
  );
}

/** The next history call the app makes: the dates it asked for and what it was told. */
async function nextHistoryCall(page: Page, action: () => Promise<unknown>) {
  const [response] = await Promise.all([
    page.waitForResponse((r) => isHistoryCall(r.request())),
    action(),
  ]);
  const sent = JSON.parse(response.request().postData() ?? '{}') as {
    DATA: { FROM_DATE: string; TO_DATE: string };
  };
  return { ...sent.DATA, answer: (await response.json()) as HistoryAnswer };
}

const iso = (date: Date) =>
  `${date.getFullYear()}-${String(date.getMonth() + 1).padStart(2, '0')}-${String(date.getDate()).padStart(2, '0')}`;

test.describe('history', () => {
  test('opens on the last month and switches periods and tabs', async ({ page }) => {
    const user = await signIn(page, 'demo');
    const first = await nextHistoryCall(page, () => page.goto('/history'));

    const today = new Date();
    const monthAgo = new Date(today.getFullYear(), today.getMonth() - 1, 1);
    monthAgo.setDate(
      Math.min(
        today.getDate(),
        new Date(monthAgo.getFullYear(), monthAgo.getMonth() + 1, 0).getDate(),
      ),
    );
    expect([first.FROM_DATE, first.TO_DATE]).toEqual([iso(monthAgo), iso(today)]);
    await expect(page.getByRole('button', { name: /Period\s*Last month/ })).toBeVisible();

    const rows = page.locator('.history-table__row');
    if (first.answer.BILL_DETAILS.length === 0) {
      await expect(page.getByText('No transactions')).toBeVisible();
    } else {
      await expect(rows).toHaveCount(first.answer.BILL_DETAILS.length);
    }

    // The footer: the customer's own figures.
    const expected = await customerPoints(page, user);
    await expect(page.getByTestId('history-balance')).toHaveText(points(expected.CURRENTPOINTS));
    await expect(page.getByTestId('history-value')).toHaveText(aed(expected.POINTS_VALUE));
    await expect(page.getByTestId('history-expired')).toHaveText(points(expected.POINTS_EXPIRED));

    // The redemption tab of the same month.
    await page.getByRole('radio', { name: 'My redemption' }).check();
    if (first.answer.VOUCHER_REDEEMED.length === 0) {
      await expect(page.getByText('No result')).toBeVisible();
    } else {
      await expect(rows).toHaveCount(first.answer.VOUCHER_REDEEMED.length);
    }

    // A period applies only on DONE.
    const year = String(today.getFullYear() - 1);
    await page.getByRole('button', { name: /Period/ }).click();
    const sheet = page.getByRole('dialog', { name: 'Choose a period' });
    await expect(sheet).toBeVisible();
    await sheet.getByText(year, { exact: true }).click();
    const chosen = await nextHistoryCall(page, () =>
      sheet.getByRole('button', { name: 'DONE' }).click(),
    );
    expect([chosen.FROM_DATE, chosen.TO_DATE]).toEqual([`${year}-01-01`, `${year}-12-31`]);
    await expect(page.getByRole('button', { name: new RegExp(`Period\\s*${year}`) })).toBeVisible();
    expect(
      chosen.answer.VOUCHER_REDEEMED.length,
      'the seed redeemed vouchers last year',
    ).toBeGreaterThan(0);
    await expect(rows).toHaveCount(chosen.answer.VOUCHER_REDEEMED.length);

    await page.getByRole('radio', { name: 'My Purchase' }).check();
    await expect(rows).toHaveCount(chosen.answer.BILL_DETAILS.length);

    // Closing the sheet without DONE keeps the period shown.
    await page.getByRole('button', { name: /Period/ }).click();
    await sheet.getByText('Last 7 days', { exact: true }).click();
    await page.keyboard.press('Escape');
    await expect(sheet).toBeHidden();
    await expect(page.getByRole('button', { name: new RegExp(`Period\\s*${year}`) })).toBeVisible();
  });

  test('a purchase opens its detail with line items, and survives a reload', async ({ page }) => {
    await signIn(page, 'demo');
    await page.goto('/history?period=' + new Date().getFullYear());
    const row = page.locator('.history-table__row').first();
    await expect(row).toBeVisible();
    const amount = await row.locator('td').nth(1).innerText();
    await row.getByRole('link').click();
    await expect(page).toHaveURL(/\/transactions\/single\/[^/]+$/);
    const billref = decodeURIComponent(page.url().split('/').pop() ?? '');

    const check = async () => {
      await expect(page.getByRole('heading', { name: 'Transaction' })).toBeVisible();
      await expect(page.getByTestId('billref')).toHaveText(billref);
      await expect(page.getByTestId('total-paid')).toHaveText(amount);
      await expect(page.getByTestId('scan-date')).toHaveText(/^\d{2}\/\d{2}\/\d{4}$/);
      await expect(page.getByTestId('used-coupon')).toHaveText(/^(Yes|No)$/);
      await expect(page.getByTestId('issued-coupon')).toHaveText(/^(Yes|No)$/);
      await expect(page.getByTestId('points-earned')).toHaveText(/^[\d,]+$/);
      const lines = page.getByTestId('bill-lines').locator('tbody tr');
      expect(await lines.count()).toBeGreaterThan(0);
      await expect(lines.first().locator('td').nth(2)).toHaveText(/^[\d,]+\.\d{2}$/);
    };
    await check();
    await page.reload();
    await check();

    // Opened from its address alone: the bill is looked up in the last four years.
    await page.goto(`/transactions/single/${encodeURIComponent(billref)}`);
    await check();

    // A bill that is in none of those years sends the customer to the list.
    await page.goto('/transactions/single/NO-SUCH-BILL');
    await expect(page).toHaveURL(/\/history$/);
  });

  test('a redemption opens its detail', async ({ page }) => {
    await signIn(page, 'demo');
    await page.goto(`/history?period=${new Date().getFullYear() - 1}&tab=redemption`);
    const row = page.locator('.history-table__row').first();
    await expect(row).toBeVisible();
    const value = await row.locator('td').nth(1).innerText();
    await row.getByRole('link').click();
    await expect(page).toHaveURL(/\/transactions\/single\/redemption\/[^/]+$/);
    const billref = decodeURIComponent(page.url().split('/').pop() ?? '');
    await expect(page.getByRole('heading', { name: 'Redemption' })).toBeVisible();
    await expect(page.getByTestId('redeem-value')).toHaveText(value);
    await expect(page.getByTestId('redeem-date')).toHaveText(/^\d{2}\/\d{2}\/\d{4}$/);
    await expect(page.getByTestId('total-paid')).toHaveText(/AED$/);
    await expect(page.getByTestId('billref')).toHaveText(billref);

    await page.getByRole('button', { name: 'Back to history' }).click();
    await expect(page).toHaveURL(/\/history\?.*tab=redemption/);
  });

  test('at 320 px both details keep "Back to history" on one line, clear of the title', async ({
    page,
  }) => {
    await page.setViewportSize(NARROWEST);
    await signIn(page, 'demo');
    const lastYear = new Date().getFullYear() - 1;
    for (const [tab, title] of [
      ['purchase', 'Transaction'],
      ['redemption', 'Redemption'],
    ] as const) {
      await page.goto(`/history?period=${lastYear}&tab=${tab}`);
      await page.locator('.history-table__row').first().getByRole('link').click();
      await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
      const back = page.getByRole('button', { name: 'Back to history' });
      const box = await back.boundingBox();
      // One line of text inside the 44 px touch target.
      expect(box?.height, `${tab}: the back control's height`).toBeLessThanOrEqual(48);
      await expectNothingOverlaps(page, `${tab} detail at 320 px`);
    }
  });

  test('the digital receipt shows its image and closes', async ({ page }) => {
    await signIn(page, 'demo');
    await page.goto('/digital-receipt');
    await expect(page.getByRole('img', { name: 'Your digital receipt' })).toBeVisible();
    await page.getByRole('button', { name: 'Close' }).click();
    await expect(page).toHaveURL(/\/home$/);
  });
});

for (const theme of THEMES) {
  test(`history, its sheet and a transaction pass axe in the ${theme} theme`, async ({
    browser,
  }) => {
    // Three screens, each scanned by axe: on a shared runner that nears the 30 s default.
    test.slow();
    const page = await themedPage(browser, theme);
    await signIn(page, 'demo');
    await page.goto(`/history?period=${new Date().getFullYear()}`);
    await expect(page.locator('.history-table__row').first()).toBeVisible();
    await expectNoAxeViolations(page, '/history');
    await page.getByRole('button', { name: /Period/ }).click();
    await expect(page.getByRole('dialog', { name: 'Choose a period' })).toBeVisible();
    await expectNoAxeViolations(page, 'period sheet');
    await page.keyboard.press('Escape');
    await page.locator('.history-table__row').first().getByRole('link').click();
    await expect(page.getByTestId('bill-lines')).toBeVisible();
    await expectNoAxeViolations(page, 'transaction');
    await page.context().close();
  });
}
