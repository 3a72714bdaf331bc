import { expect, test } from '@playwright/test';
import { expectNoAxeViolations, THEMES, themedPage } from '../support/axe';
import { expectNothingOverlaps } from '../support/layout';
import { newMember, postBill, signInMember } from '../support/members';

/** The day points earned now expire on: twelve months on, in the programme's zone (Dubai). */
function expiryDay(): string {
  const now = new Date();
  const day = new Date(now);
  day.setUTCMonth(now.getUTCMonth() + 12);
  const parts = new Intl.DateTimeFormat('en-GB', {
    timeZone: 'Asia/Dubai',
    day: '2-digit',
    month: 'long',
    year: 'numeric',
  }).formatToParts(day);
  const part = (type: string) => parts.find((p) => p.type === type)?.value ?? '';
  return `${part('day')} ${part('month')} ${part('year')}`;
}

test.describe('tier progress on home', () => {
  test('shows the tier and the points to the next one; a bill that crosses it upgrades', async ({
    page,
    request,
  }) => {
    const member = await newMember(request, 'tier', 4200);
    await signInMember(page, member);
    await page.goto('/home');
    const tier = page.getByTestId('tier-progress');
    await expect(tier.getByRole('heading', { name: 'Your tier' })).toBeVisible();
    await expect(tier).toContainText('SILVER');
    const bar = page.getByRole('progressbar', { name: 'Progress to GOLD' });
    await expect(bar).toHaveAttribute('value', '4200');
    await expect(bar).toHaveAttribute('max', '10000');
    await expect(tier).toContainText('5,800 points to GOLD');

    await postBill(request, member.mobile, 6000);
    await page.reload();
    await expect(tier).toContainText('GOLD');
    await expect(page.getByRole('progressbar', { name: 'Progress to PLATINUM' })).toBeVisible();
    await expect(tier).toContainText('39,800 points to PLATINUM');
    // The card follows the tier.
    await expect(page.locator('.home-card')).toContainText('GOLD');
  });
});

test.describe('the expiry timeline', () => {
  test('home names the next expiry and the screen lists them by date', async ({
    page,
    request,
  }) => {
    const member = await newMember(request, 'expiry', 350);
    await signInMember(page, member);
    await page.goto('/home');
    const line = page.getByTestId('next-expiry');
    await expect(line).toContainText(`350 points expire on ${expiryDay()}`);
    await line.getByRole('link', { name: 'See all dates' }).click();
    await expect(page).toHaveURL(/\/expiries$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Points expiring' })).toBeVisible();
    const list = page.getByRole('list', { name: 'Coming expiries' });
    await expect(list.getByRole('listitem')).toHaveCount(1);
    await expect(list).toContainText(expiryDay());
    await expect(list).toContainText('350 points');
  });

  test('a member with no points sees that none expire, on home and on the dates', async ({
    page,
    request,
  }) => {
    const member = await newMember(request, 'noexpiry', 0);
    await signInMember(page, member);
    await page.goto('/home');
    await expect(page.getByTestId('tier-progress')).toBeVisible();
    // The line keeps its place (nothing below it moves) and says so, with no dates to open.
    const line = page.getByTestId('next-expiry');
    await expect(line).toHaveText('None of your points are due to expire.');
    await expect(line.getByRole('link')).toHaveCount(0);
    await page.goto('/expiries');
    await expect(page.getByText('None of your points are due to expire.')).toBeVisible();
  });
});

test.describe('the expiry line while it loads', () => {
  // The route must see the app's own call, not one the service worker answers.
  test.use({ serviceWorkers: 'block' });

  test('while it loads, the line keeps the height its answer takes, at any width', async ({
    page,
    request,
  }) => {
    const member = await newMember(request, 'expiryshape', 12_345);
    await signInMember(page, member);
    for (const width of [320, 360, 412]) {
      await page.setViewportSize({ width, height: 800 });
      // The answer waits until the placeholder has been measured.
      let answer: () => void = () => undefined;
      const held = new Promise<void>((resolve) => (answer = resolve));
      await page.route('**/PointsExpiry', async (route) => {
        await held;
        await route.continue();
      });
      await page.goto('/home');
      const placeholder = page.locator('.next-expiry--placeholder');
      await expect(placeholder).toBeAttached();
      const before = (await placeholder.boundingBox())?.height;
      answer();
      const line = page.getByTestId('next-expiry');
      await expect(line).toContainText('12,345 points expire on');
      expect((await line.boundingBox())?.height, `at ${width} px`).toBe(before);
      await page.unroute('**/PointsExpiry');
    }
  });
});

test.describe('tier and expiry screens at phone widths', () => {
  for (const theme of THEMES) {
    for (const width of [320, 390]) {
      test(`home and /expiries, ${theme} at ${width} px`, async ({ browser, request }) => {
        test.slow(); // two pages, each through axe
        const member = await newMember(request, `tierlook${width}${theme}`, 12_345);
        const page = await themedPage(browser, theme);
        await page.setViewportSize({ width, height: 800 });
        await signInMember(page, member);
        await page.goto('/home');
        await expect(page.getByTestId('next-expiry')).toBeVisible();
        await page.getByTestId('tier-progress').scrollIntoViewIfNeeded();
        // Home's offers carousel runs past the side by design: the tier and the expiry must not.
        for (const id of ['tier-progress', 'next-expiry']) {
          const box = await page.getByTestId(id).boundingBox();
          expect(box, `${id} ${theme} ${width}`).not.toBeNull();
          expect(box!.x).toBeGreaterThanOrEqual(0);
          expect(box!.x + box!.width).toBeLessThanOrEqual(width + 1);
        }
        await expectNoAxeViolations(page, `home ${theme} ${width}`);
        await page.goto('/expiries');
        await expect(page.getByRole('list', { name: 'Coming expiries' })).toBeVisible();
        await expectNothingOverlaps(page, `expiries ${theme} ${width}`);
        await expectNoAxeViolations(page, `expiries ${theme} ${width}`);
        await page.context().close();
      });
    }
  }
});
