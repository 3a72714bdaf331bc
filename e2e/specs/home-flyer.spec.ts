import { expect, test } from '@playwright/test';
import { IPHONE_USER_AGENT } from '../support/devices';
import { signIn } from '../support/session';

test.describe('home flyers', () => {
  test('a flyer downloads as a PDF', async ({ page }) => {
    await signIn(page, 'demo');
    await page.goto('/home');
    const card = page.getByTestId('home-offer').first();
    const title = await card.locator('.home-offer__title').innerText();
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      card.getByRole('button', { name: /Download flyer/ }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/\.pdf$/);
    expect(download.suggestedFilename()).toBe(
      `${title
        .replace(/[\\/:*?"<>|]+/g, ' ')
        .replace(/\s+/g, ' ')
        .trim()}.pdf`,
    );
    const stream = await download.createReadStream();
    const chunks: Buffer[] = [];
    for await (const chunk of stream) chunks.push(chunk as Buffer);
    expect(Buffer.concat(chunks).subarray(0, 5).toString()).toBe('%PDF-');
  });

  test('a failed flyer download says so', async ({ page }) => {
    await signIn(page, 'demo');
    // The file server is down for flyers.
    await page.route('**/files/flyers/**', (route) => route.fulfill({ status: 503, body: '' }));
    await page.goto('/home');
    await page
      .getByTestId('home-offer')
      .first()
      .getByRole('button', { name: /Download flyer/ })
      .click();
    await expect(page.getByRole('alert')).toContainText('Download failed. Please try again.');
  });
});

test.describe('home on iOS', () => {
  test.use({ userAgent: IPHONE_USER_AGENT });

  test("the flyer is offered as a 'Download PDF' link for 5 seconds", async ({ page }) => {
    await signIn(page, 'demo');
    await page.goto('/home');
    await page
      .getByTestId('home-offer')
      .first()
      .getByRole('button', { name: /Download flyer/ })
      .click();
    await expect(page.getByRole('status')).toContainText('Press and hold');
    const link = page.getByRole('link', { name: 'Download PDF' });
    await expect(link).toBeVisible();
    await expect(link).toHaveAttribute('href', /^blob:/);
    await expect(link).toBeHidden({ timeout: 7_000 });
  });
});
