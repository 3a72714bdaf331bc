import { expect, test } from '@playwright/test';
import type { Page } from '@playwright/test';
import { THEMES, expectNoAxeViolations, themedPage } from '../support/axe';
import { callFromPage, ddmmyyyy } from '../support/loyalty-api';
import { signIn } from '../support/session';

interface Promotion {
  PROMO_ID: string;
  PROMO_CODE: string;
  PROMO_DESC: string;
  VALID_FROM: string;
  VALID_TO: string;
  valid: string;
}

async function adminPromotions(page: Page): Promise<Promotion[]> {
  const answer = await callFromPage<{ PROMOTIONS: Promotion[] }>(
    page,
    '/api/crm-admin/LoyGetPromotions',
    {
      CLIENT_ID: '1001',
      LOC_ID: 'ALL',
      LOY_EXC: 0,
    },
  );
  return answer.PROMOTIONS;
}

async function secondsShown(page: Page): Promise<string> {
  return page.getByRole('timer').locator('[data-unit="secs"] .countdown__value').innerText();
}

test.describe('offers', () => {
  test('the list shows every valid promotion with its dates and hides the valid N one', async ({
    page,
  }) => {
    await signIn(page, 'demo');
    await page.goto('/offers');
    const all = await adminPromotions(page);
    const valid = all.filter((p) => p.valid.toLowerCase() === 'y');
    const hidden = all.filter((p) => p.valid.toLowerCase() === 'n');
    expect(hidden.length, 'the seed has a promotion with valid N').toBeGreaterThan(0);

    const cards = page.getByTestId('offer-card');
    await expect(cards).toHaveCount(valid.length);
    for (const promotion of hidden) {
      await expect(page.locator(`[data-promo-id="${promotion.PROMO_ID}"]`)).toHaveCount(0);
    }
    const first = valid[0];
    if (!first) throw new Error('no valid promotion seeded');
    const card = page.locator(`[data-testid="offer-card"][data-promo-id="${first.PROMO_ID}"]`);
    await expect(card).toContainText(first.PROMO_DESC);
    await expect(card).toContainText(`From ${ddmmyyyy(first.VALID_FROM)}`);
    await expect(card).toContainText(`To ${ddmmyyyy(first.VALID_TO)}`);
    const image = card.locator('img');
    await expect(image).toHaveAttribute('width', /\d+/);
    await expect(image).toHaveAttribute('height', /\d+/);
  });

  test('a detail shows its pictures, valid-until date and a countdown that ticks', async ({
    page,
  }) => {
    await signIn(page, 'demo');
    await page.goto('/offers');
    const promotion = (await adminPromotions(page)).find((p) => p.valid.toLowerCase() === 'y');
    if (!promotion) throw new Error('no valid promotion seeded');
    await page
      .locator(`[data-testid="offer-card"][data-promo-id="${promotion.PROMO_ID}"] a`)
      .click();
    await expect(page).toHaveURL(`/offers/single/${promotion.PROMO_ID}/${promotion.PROMO_CODE}`);

    await expect(page.getByRole('heading', { level: 1 })).toHaveText(promotion.PROMO_DESC);
    await expect(page.getByText(`Valid until ${ddmmyyyy(promotion.VALID_TO)}`)).toBeVisible();

    const timer = page.getByRole('timer');
    await expect(timer).toContainText(/days.*hrs.*mins.*secs/s);
    const before = await secondsShown(page);
    await expect.poll(() => secondsShown(page), { timeout: 4_000 }).not.toBe(before);

    const images = await callFromPage<{ DATA: { PROMO_IMAGE: string }[] }>(
      page,
      '/api/crm-admin/Loy_CRM_DownloadPromotionImages',
      { CLIENT_ID: '1001', PROMO_ID: promotion.PROMO_ID, PROMO_CODE: promotion.PROMO_CODE },
    );
    const count = images.DATA.length;
    const carousel = page.getByRole('region', { name: 'Offer pictures' });
    await expect(carousel.getByRole('group')).toHaveCount(count);
    if (count > 1) {
      const dots = carousel.getByRole('button', { name: /^Show picture \d+$/ });
      await expect(dots).toHaveCount(count);
      await expect(dots.first()).toHaveAttribute('aria-current', 'true');
      await carousel.getByRole('button', { name: 'Next picture' }).click();
      await expect(dots.nth(1)).toHaveAttribute('aria-current', 'true');
    }

    // The picture in view (the second after Next) opens full size.
    const inView = count > 1 ? 2 : 1;
    const zoom = carousel.getByRole('button', { name: `Show picture ${inView} full size` });
    const inline = await zoom.getByRole('img').boundingBox();
    await zoom.click();
    const preview = page.getByRole('dialog', { name: 'Picture' });
    await expect(preview.getByRole('img')).toBeVisible();
    // Full size is never smaller than the picture on the page.
    await expect
      .poll(async () => (await preview.getByRole('img').boundingBox())?.width ?? 0)
      .toBeGreaterThanOrEqual(inline?.width ?? Infinity);
    await preview.getByRole('button', { name: 'Close' }).click();
    await expect(preview).toBeHidden();

    // Share only where the browser can share.
    const canShare = await page.evaluate(() => typeof navigator.share === 'function');
    await expect(page.getByRole('button', { name: 'Share' })).toHaveCount(canShare ? 1 : 0);
    await expect(page.getByRole('button', { name: /Download flyer/ })).toBeVisible();
  });

  test('a broken picture falls back to a placeholder', async ({ page }) => {
    await signIn(page, 'demo');
    await page.route('**/files/promotions/**', (route) => route.fulfill({ status: 404, body: '' }));
    await page.goto('/offers');
    await expect(
      page.getByTestId('offer-card').first().getByTestId('image-placeholder'),
    ).toBeVisible();
  });

  test('a promotion that is not found shows no details and says nothing', async ({ page }) => {
    await signIn(page, 'demo');
    await page.goto('/offers/single/does-not-exist/NOPE');
    await expect(page.getByText('No images available')).toBeVisible();
    await expect(page.getByRole('timer')).toHaveCount(0);
    await expect(page.getByRole('alert')).toHaveCount(0);
  });
});

for (const theme of THEMES) {
  test(`offers and an offer pass axe in the ${theme} theme`, async ({ browser }) => {
    const page = await themedPage(browser, theme);
    await signIn(page, 'demo');
    await page.goto('/offers');
    await expect(page.getByTestId('offer-card').first()).toBeVisible();
    await expectNoAxeViolations(page, '/offers');
    await page.getByTestId('offer-card').first().getByRole('link').click();
    await expect(page.getByRole('timer')).toBeVisible();
    await expect(page.getByRole('region', { name: 'Offer pictures' })).toBeVisible();
    await expectNoAxeViolations(page, 'offer detail');
    await page.context().close();
  });
}
