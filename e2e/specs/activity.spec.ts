import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { expectNoAxeViolations, THEMES, themedPage } from '../support/axe';
import { newCustomer, signUpByApi, type NewCustomer } from '../support/customers';
import { expectNothingOverlaps } from '../support/layout';
import { callFromPage } from '../support/loyalty-api';
import { postBill, signInMember } from '../support/members';

const LONG_NAME = 'Wolfeschlegelsteinhausenbergerdorffvoralternwarens';

/** A member with a first name of our choosing and `spend` AED of purchases. */
async function member(request: APIRequestContext, tag: string, firstName: string, spend: number) {
  const customer: NewCustomer = { ...newCustomer(tag), firstName };
  await signUpByApi(request, customer);
  if (spend > 0) await postBill(request, customer.mobile, spend);
  return customer;
}

/** Sends points from the signed-in page's customer to `to`, through the real call. */
async function sendPoints(page: Page, from: NewCustomer, to: NewCustomer, points: number) {
  const answer = await callFromPage<{ STATUS: unknown; MESSAGE?: string }>(
    page,
    '/api/loyalty/LoySharePoints',
    {
      CLIENT_ID: '1001',
      EMAIL_SENDER: from.email,
      MOBILE_NUM_SENDER: from.mobile,
      EMAIL_RECEIVER: to.email,
      MOBILE_NUM_RECEIVER: to.mobile,
      SHARE_POINTS: points,
    },
  );
  expect(answer.STATUS, answer.MESSAGE).toBe(true);
}

test.describe('the full activity list', () => {
  test('reached from History; the sender and the receiver each see the send by first name', async ({
    browser,
    request,
  }) => {
    const sender = await member(request, 'actsend', 'Rania', 900);
    const receiver = await member(request, 'actrecv', 'Omar', 0);
    const page = await browser.newPage();
    await signInMember(page, sender);
    await sendPoints(page, sender, receiver, 250);
    await page.goto('/history');
    await page.getByRole('link', { name: 'All activity' }).click();
    await expect(page).toHaveURL(/\/activity$/);
    await expect(page.getByRole('heading', { level: 1, name: 'All activity' })).toBeVisible();
    const list = page.getByRole('list', { name: 'Points and vouchers, newest first' });
    const rows = list.getByRole('listitem');
    await expect(rows.first()).toContainText('Sent to Omar');
    await expect(rows.first()).toContainText('−250 points');
    await expect(rows.nth(1)).toContainText(/Earned on bill E2E-/);
    await expect(rows.nth(1)).toContainText('+900 points');
    await expect(page.getByText('That is everything.')).toBeVisible();
    await page.context().close();

    const other = await browser.newPage();
    await signInMember(other, receiver);
    await other.goto('/activity');
    await expect(other.getByRole('listitem').first()).toContainText('Received from Rania');
    await expect(other.getByRole('listitem').first()).toContainText('+250 points');
    await other.context().close();
  });

  test('loads more a page at a time, each after the last move shown', async ({ page, request }) => {
    const busy = await member(request, 'actpages', 'Huda', 0);
    for (let i = 1; i <= 23; i++) await postBill(request, busy.mobile, i);
    await signInMember(page, busy);
    const asked: Record<string, unknown>[] = [];
    page.on('request', (r) => {
      if (r.url().endsWith('/api/loyalty/ours/Activity'))
        asked.push((r.postDataJSON() as { DATA: Record<string, unknown> }).DATA);
    });
    await page.goto('/activity');
    const rows = page
      .getByRole('list', { name: 'Points and vouchers, newest first' })
      .getByRole('listitem');
    await expect(rows).toHaveCount(20);
    await expect(rows.first()).toContainText('+23 points');
    await page.getByRole('button', { name: 'Load more' }).click();
    await expect(rows).toHaveCount(23);
    await expect(rows.last()).toContainText('+1 points');
    await expect(rows.nth(20)).toBeFocused();
    await expect(page.getByText('That is everything.')).toBeVisible();
    expect(asked).toHaveLength(2);
    expect(asked[0]?.CURSOR).toBeUndefined();
    expect(String(asked[1]?.CURSOR)).toMatch(/^\d{4}-\d{2}-\d{2}T.*\|L\|\d+$/);
  });

  for (const theme of THEMES) {
    for (const width of [320, 390]) {
      test(`long names fit, ${theme} at ${width} px`, async ({ browser, request }) => {
        const sender = await member(request, `actlong${width}${theme}`, LONG_NAME, 500);
        const receiver = await member(request, `actlongr${width}${theme}`, LONG_NAME, 0);
        const page = await themedPage(browser, theme);
        await page.setViewportSize({ width, height: 800 });
        await signInMember(page, sender);
        await sendPoints(page, sender, receiver, 125);
        await page.goto('/activity');
        await expect(page.getByRole('listitem').first()).toContainText(`Sent to ${LONG_NAME}`);
        const overflow = await page.evaluate(
          () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
        );
        expect(overflow).toBeLessThanOrEqual(0);
        await expectNothingOverlaps(page, `activity ${theme} ${width}`);
        await expectNoAxeViolations(page, `activity ${theme} ${width}`);
        await page.context().close();
      });
    }
  }
});
