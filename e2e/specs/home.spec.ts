import { expect, test } from '@playwright/test';
import { THEMES, expectNoAxeViolations, themedPage } from '../support/axe';
import { readCode128 } from '../support/barcode';
import { aed, callFromPage, customerPoints, points } from '../support/loyalty-api';
import { newMember, postBill, signInMember } from '../support/members';
import { signIn } from '../support/session';

interface Promotion {
  PROMO_ID: string;
  PROMO_DESC: string;
  DESC?: string;
  valid: string;
}

test.describe('home', () => {
  test("shows the customer's real balance, value and card type, and their code as a barcode", async ({
    page,
  }) => {
    const user = await signIn(page, 'demo');
    await page.goto('/home');
    const expected = await customerPoints(page, user);

    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      `Welcome, ${expected.CUST_NAME}`,
    );
    await expect(page.getByTestId('points-balance')).toHaveText(points(expected.CURRENTPOINTS));
    await expect(page.getByTestId('points-value')).toHaveText(aed(expected.POINTS_VALUE));
    await expect(page.getByTestId('card-type')).toHaveText(expected.CARD_TYPE ?? '');

    const barcode = page.locator('.home-header figure.barcode');
    await expect(barcode).toHaveAttribute('data-value', expected.CUST_CODE);
    await expect(barcode).toContainText(expected.CUST_CODE);
    // What the till's scanner reads off the screen is the customer's code.
    expect(await readCode128(await barcode.screenshot())).toEqual([expected.CUST_CODE]);
  });

  test('a bill at the till shows at once on a reload, on /profile, and by pulling home down', async ({
    page,
  }) => {
    const member = await newMember(page.request, 'fresh', 100);
    await signInMember(page, member);
    await page.goto('/home');
    const balance = page.getByTestId('points-balance');
    await expect(balance).toHaveText(points(member.balance));

    // A bill at the till: the kept answer (seconds old) is asked again on a full reload.
    let after = await postBill(page.request, member.mobile, 200);
    await page.reload();
    await expect(balance).toHaveText(points(after));
    // Another screen that shows the balance asks again when it opens.
    after = await postBill(page.request, member.mobile, 300);
    await page.getByRole('navigation').getByRole('link', { name: 'Profile' }).click();
    await expect(page).toHaveURL(/\/profile$/);
    await expect(page.getByTestId('profile-balance')).toHaveText(points(after));

    // Pulled down from its top, home asks again. Back on home it asks once on its own (after
    // its paint, late on a busy machine); the next bill comes after that answer.
    const backOnHome = page.waitForResponse((r) => r.url().endsWith('/GetLoyPoints'));
    await page.goBack();
    await expect(balance).toHaveText(points(after));
    await backOnHome;
    after = await postBill(page.request, member.mobile, 400);
    await expect(balance).not.toHaveText(points(after));
    const cdp = await page.context().newCDPSession(page);
    const touch = (type: 'touchStart' | 'touchMove' | 'touchEnd', y?: number) =>
      cdp.send('Input.dispatchTouchEvent', {
        type,
        touchPoints: y === undefined ? [] : [{ x: 200, y }],
      });
    await touch('touchStart', 150);
    for (const y of [180, 220, 260, 300]) await touch('touchMove', y);
    await expect(page.getByTestId('pull-refresh')).toHaveText('Release to refresh');
    await touch('touchEnd');
    await expect(balance).toHaveText(points(after));
  });

  test('the barcode opens the rotated membership card', async ({ page }) => {
    const user = await signIn(page, 'demo');
    await page.goto('/home');
    await page.getByRole('button', { name: 'Show my membership card' }).click();

    const dialog = page.getByRole('dialog', { name: 'Membership card' });
    await expect(dialog).toBeVisible();
    await expect(dialog.locator('figure.barcode')).toHaveAttribute(
      'data-value',
      String(user.CUST_CODE),
    );
    // Turned a quarter: the card's width runs down the screen.
    const box = await dialog.locator('.membership-card').boundingBox();
    expect(box?.height ?? 0).toBeGreaterThan(box?.width ?? 0);
    const panel = await dialog
      .locator('.barcode')
      .evaluate((node) => getComputedStyle(node).backgroundColor);
    expect(panel).toBe('rgb(255, 255, 255)');

    await dialog.getByRole('button', { name: 'Close' }).click();
    await expect(dialog).toBeHidden();
  });

  test('/home/id shows the card with the barcode large', async ({ page }) => {
    const user = await signIn(page, 'demo');
    await page.goto('/home/id');
    await expect(page.getByRole('heading', { name: 'Membership card' })).toBeVisible();
    const barcode = page.getByTestId('card-stage').locator('figure.barcode');
    await expect(barcode).toHaveAttribute('data-value', String(user.CUST_CODE));
    const box = await barcode.locator('svg').boundingBox();
    expect(box?.height ?? 0).toBeGreaterThan(250);
  });

  test("'All offers' shows only valid promotions, descriptions cut at 132 characters", async ({
    page,
  }) => {
    await signIn(page, 'demo');
    await page.goto('/home');
    const answer = await callFromPage<{ PROMOTIONS: Promotion[] }>(
      page,
      '/api/loyalty/LoyGetPromotions',
      {
        CLIENT_ID: '1001',
        LOC_ID: '001',
        LOY_EXC: 1,
      },
    );
    const valid = answer.PROMOTIONS.filter((p) => p.valid.toLowerCase() === 'y');
    const invalid = answer.PROMOTIONS.filter((p) => p.valid.toLowerCase() !== 'y');
    expect(invalid.length, 'the seed has a promotion with valid N').toBeGreaterThan(0);

    const cards = page.getByTestId('home-offer');
    await expect(cards).toHaveCount(valid.length);
    const shownIds = await cards.evaluateAll((nodes) =>
      nodes.map((n) => n.getAttribute('data-promo-id')),
    );
    expect(shownIds.sort()).toEqual(valid.map((p) => p.PROMO_ID).sort());

    const long = valid.find((p) => (p.DESC ?? '').length > 132);
    expect(long, 'the seed has a description over 132 characters').toBeDefined();
    const desc = page.locator(`[data-promo-id="${long?.PROMO_ID}"] .home-offer__desc`);
    await expect(desc).toHaveText(`${(long?.DESC ?? '').slice(0, 132).trimEnd()}…`);
  });

  test('the page of /home carries the offers: they show at once, without the call', async ({
    page,
  }) => {
    await signIn(page, 'demo');
    const asked: string[] = [];
    page.on('request', (request) => {
      if (request.url().endsWith('/LoyGetPromotions')) asked.push(request.url());
    });
    await page.goto('/home');
    await expect(page.getByTestId('home-offer').first()).toBeVisible();
    expect(asked).toEqual([]);
  });

  test('8 skeleton cards stand in while the offers load', async ({ page }) => {
    await signIn(page, 'demo');
    // Opened from another screen, home asks for the offers; a slow network: the real
    // answer, a moment late.
    await page.goto('/profile');
    await page.route('**/api/loyalty/LoyGetPromotions', async (route) => {
      await new Promise((done) => setTimeout(done, 1_500));
      await route.continue();
    });
    await page
      .getByRole('navigation', { name: 'Main' })
      .getByRole('link', { name: 'Home' })
      .click();
    const loading = page.getByRole('status').filter({ hasText: 'Loading offers' });
    await expect(loading.getByTestId('skeleton')).toHaveCount(8);
    await expect(page.getByTestId('home-offer').first()).toBeVisible();
    await expect(loading).toHaveCount(0);
  });

  test('the header shrinks to picture, name and points on scroll', async ({ page }) => {
    await signIn(page, 'demo');
    await page.goto('/home');
    const compact = page.getByTestId('home-compact');
    await expect(page.getByTestId('home-offer').first()).toBeVisible();
    // What loads after the first paint (the points, the contact block) lengthens the page:
    // scroll once it is all there, or the bottom of a shorter page may not be far enough.
    await expect(page.getByTestId('points-balance')).not.toBeEmpty();
    await expect(page.getByTestId('contact-phone')).toBeVisible();
    await expect(compact).toHaveAttribute('data-shown', 'false');
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(160);
    await expect(compact).toHaveAttribute('data-shown', 'true');
    await expect(compact).toBeVisible();
    await expect(compact).toContainText(await page.getByTestId('points-balance').innerText());
    await page.evaluate(() => window.scrollTo(0, 0));
    await expect(compact).toHaveAttribute('data-shown', 'false');
  });

  test('the contact block links phone, e-mail and the valid social links', async ({ page }) => {
    await signIn(page, 'demo');
    await page.goto('/home');
    const socials = await callFromPage<{ SOCIALS: { LINK: string; VALID: string }[] }>(
      page,
      '/api/loyalty/DownloadSocialLinks',
      { CLIENT_ID: '1001' },
    );
    await expect(page.getByTestId('contact-phone')).toHaveAttribute('href', /^tel:\+?\d+$/);
    await expect(page.getByTestId('contact-email')).toHaveAttribute('href', /^mailto:.+@.+/);
    const shown = page.getByTestId('social-link');
    const validLinks = socials.SOCIALS.filter((s) => s.VALID === 'Y').map((s) => s.LINK);
    expect(socials.SOCIALS.length).toBeGreaterThan(validLinks.length);
    await expect(shown).toHaveCount(validLinks.length);
    expect(await shown.evaluateAll((nodes) => nodes.map((n) => n.getAttribute('href')))).toEqual(
      validLinks,
    );
  });

  test('the brochure button and the receipt link stay hidden', async ({ page }) => {
    await signIn(page, 'demo');
    await page.goto('/home');
    await expect(page.getByTestId('home-offer').first()).toBeVisible();
    await expect(page.getByRole('button', { name: 'Download Brochure' })).toBeHidden();
    await expect(page.getByRole('link', { name: 'Digital receipt' })).toBeHidden();
  });
});

for (const theme of THEMES) {
  test(`home and the card pass axe in the ${theme} theme`, async ({ browser }) => {
    const page = await themedPage(browser, theme);
    await signIn(page, 'demo');
    await page.goto('/home');
    await expect(page.getByTestId('home-offer').first()).toBeVisible();
    await expect(page.getByTestId('contact-phone')).toBeVisible();
    await expectNoAxeViolations(page, '/home');
    await page.getByRole('button', { name: 'Show my membership card' }).click();
    await expect(page.getByRole('dialog', { name: 'Membership card' })).toBeVisible();
    await expectNoAxeViolations(page, 'card modal');
    await page.context().close();
  });
}
