import { expect, test } from '@playwright/test';
import { dropFeatures, OUR_MEMBER_CALLS } from '../support/our-features';
import { signIn } from '../support/session';

test.describe('against a server that announces no features of ours', () => {
  test('home, History and the routes show none of them and make none of their calls', async ({
    page,
  }) => {
    const ours: string[] = [];
    page.on('request', (r) => {
      if (OUR_MEMBER_CALLS.test(new URL(r.url()).pathname)) ours.push(r.url());
    });
    await dropFeatures(page);
    await signIn(page, 'demo');
    await page.goto('/home');
    await expect(page.locator('.home-card')).toBeVisible();
    // Home has painted and asked for what it shows below the card.
    await expect(page.getByTestId('home-ready').getByRole('link').first()).toBeVisible();
    await expect(page.getByTestId('tier-progress')).toHaveCount(0);
    await expect(page.getByTestId('next-expiry')).toHaveCount(0);
    await expect(page.getByRole('alert')).toHaveCount(0);

    await page.goto('/history');
    await expect(page.getByRole('heading', { level: 1, name: 'History' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'All activity' })).toHaveCount(0);

    for (const path of ['/activity', '/expiries']) {
      await page.goto(path);
      await expect(page).toHaveURL(/\/home$/);
    }
    await expect(page.getByRole('alert')).toHaveCount(0);
    expect(ours).toEqual([]);
  });

  test('with the features served, the same customer sees them (the check above can fail)', async ({
    page,
  }) => {
    await signIn(page, 'demo');
    await page.goto('/home');
    await expect(page.getByTestId('tier-progress')).toBeVisible();
    await page.goto('/history');
    await expect(page.getByRole('link', { name: 'All activity' })).toBeVisible();
  });
});
