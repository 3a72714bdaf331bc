import { expect, test } from '@playwright/test';
import { THEMES, themedPage } from '../support/axe';
import { newMember, signInMember } from '../support/members';
import { signIn } from '../support/session';
import { LITE_URL } from '../support/urls';

test.describe('home: the card, then what is next', () => {
  for (const theme of THEMES) {
    for (const width of [390, 320]) {
      test(`the card has a bank card's proportions and legible brand, ${theme} at ${width} px`, async ({
        browser,
      }) => {
        const page = await themedPage(browser, theme);
        await page.setViewportSize({ width, height: 800 });
        await signIn(page, 'demo');
        await page.goto('/home');
        const card = page.locator('.home-card');
        await expect(card.getByTestId('brand-logo')).toBeVisible();
        const box = (await card.boundingBox())!;
        expect(box.width / box.height).toBeCloseTo(1.586, 1);
        // The barcode fits inside the card, both ways.
        const bars = (await card.locator('figure.barcode svg').boundingBox())!;
        expect(bars.x).toBeGreaterThanOrEqual(box.x);
        expect(bars.x + bars.width).toBeLessThanOrEqual(box.x + box.width);
        expect(bars.y + bars.height).toBeLessThanOrEqual(box.y + box.height);
        // White text on the brand's deep shade in either theme, at 4.5:1 at least.
        const { colour, ratio } = await card.evaluate((node) => {
          const style = getComputedStyle(node);
          const hex = style.getPropertyValue('--brand-card').trim();
          const channel = (i: number) => {
            const c = parseInt(hex.slice(1 + 2 * i, 3 + 2 * i), 16) / 255;
            return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
          };
          const lum = 0.2126 * channel(0) + 0.7152 * channel(1) + 0.0722 * channel(2);
          return { colour: style.color, ratio: 1.05 / (lum + 0.05) };
        });
        expect(colour).toBe('rgb(255, 255, 255)');
        expect(ratio).toBeGreaterThanOrEqual(4.5);

        await page.getByRole('button', { name: 'Show my membership card' }).click();
        const turned = (await page
          .getByRole('dialog', { name: 'Membership card' })
          .locator('.membership-card')
          .boundingBox())!;
        // Turned a quarter, so its long side runs down the screen.
        expect(turned.height / turned.width).toBeCloseTo(1.586, 1);
        await page.context().close();
      });
    }
  }

  test("'Ready to use' lists the customer's vouchers and 'Ending soon' the offers about to end", async ({
    page,
  }) => {
    await signIn(page, 'demo');
    await page.goto('/home');
    const ready = page.getByTestId('home-ready');
    await expect(ready.getByRole('link').first()).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Ready to use' })).toBeVisible();
    const ending = page.getByTestId('home-ending');
    await expect(ending.getByRole('link', { name: /Fashion Week/ })).toBeVisible();
    // Order: the balance and the card come before what is next.
    const cardY = (await page.locator('.home-card').boundingBox())!.y;
    expect((await ready.boundingBox())!.y).toBeGreaterThan(cardY);

    await ready.getByRole('link').first().click();
    await expect(page).toHaveURL(/\/vouchers\/single$/);
    await expect(page.getByRole('heading', { name: 'Voucher details' })).toBeVisible();

    await page.goto('/home');
    await ending.getByRole('link', { name: /Fashion Week/ }).click();
    await expect(page).toHaveURL(/\/offers\/single\//);
  });

  test('nothing extra when there is nothing: no vouchers, or no Voucher feature', async ({
    page,
  }) => {
    const member = await newMember(page.request, 'next', 0);
    await signInMember(page, member);
    await page.goto('/home');
    await expect(page.getByTestId('home-offers')).toBeVisible();
    await page.waitForLoadState('networkidle');
    await expect(page.getByTestId('home-ready')).toHaveCount(0);
    await expect(page.getByRole('heading', { name: 'Ready to use' })).toHaveCount(0);

    await signIn(page, 'lite');
    await page.goto(`${LITE_URL}/home`);
    await expect(page.getByTestId('points-balance')).toBeVisible();
    await page.waitForLoadState('networkidle');
    await expect(page.getByTestId('home-ready')).toHaveCount(0);
  });
});
