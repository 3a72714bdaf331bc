import { expect, test } from '@playwright/test';
import type { Page } from '@playwright/test';
import { consoleAs, expectNoSeriousAxeFindings } from '../support/console-screens';
import { makePng } from '../support/png';
import { signIn } from '../support/session';

const picture = () => ({
  name: 'offer.png',
  mimeType: 'image/png',
  buffer: makePng(96, [200, 90, 30]),
});

async function fillPromotion(page: Page, code: string, title: string): Promise<void> {
  await page.getByLabel('Code').fill(code);
  await page.getByLabel('Title', { exact: true }).fill(title);
  await page.getByLabel('Description', { exact: true }).fill('Two coffees for the price of one.');
  const arabic = page.getByLabel('Title in Arabic');
  await expect(arabic).toHaveAttribute('dir', 'rtl');
  await expect(arabic).toHaveAttribute('lang', 'ar');
  await arabic.fill('قهوتان بسعر واحدة');
  await page.getByLabel('Last day').fill('2099-12-31');
  await page.getByLabel('Pictures').setInputFiles(picture());
}

test.describe('the console’s promotions', () => {
  // Sign-in, axe and the server's work on a shared two-core machine: a long journey.
  test.describe.configure({ timeout: 300_000 });

  test('a manager adds a promotion with a picture and the customer app’s offers show it', async ({
    browser,
    page: phone,
  }) => {
    const page = await consoleAs(browser, 'manager', '/content');
    await expect(page).toHaveURL(/\/console\/content\/promotions$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Promotions' })).toBeVisible();
    await expect(page.getByRole('cell', { name: /Scheduled|Live|Ended/ }).first()).toBeVisible();
    await expectNoSeriousAxeFindings(page, 'promotions');

    await page.getByRole('link', { name: 'Add a promotion' }).click();
    const code = `TWOFOR${Date.now().toString(36).toUpperCase()}`;
    const title = `Two for one ${code}`;
    await fillPromotion(page, code, title);
    const preview = page.getByRole('figure');
    await expect(preview).toContainText(title);
    await expect(preview).toContainText('To 31/12/2099');
    await expect(preview.locator('img')).toHaveAttribute('src', /^data:image\/png/);
    await expectNoSeriousAxeFindings(page, 'add a promotion');
    await page.getByRole('button', { name: 'Add the promotion' }).click();

    await expect(page.getByRole('heading', { level: 1, name: `Edit ${title}` })).toBeVisible();
    await expect(page.getByRole('status')).toContainText('The promotion was added.');
    await expect(page.getByRole('figure').locator('img')).toHaveAttribute(
      'src',
      /^\/files\/promotions\/.+\.webp$/,
    );
    await expectNoSeriousAxeFindings(page, 'edit a promotion');

    await signIn(phone, 'demo');
    await phone.goto('/offers');
    const card = phone.getByTestId('offer-card').filter({ hasText: title });
    await expect(card).toBeVisible();
    await expect(card).toContainText('31/12/2099');
    await expect(card.locator('img')).toBeVisible();

    // A second with the same code is refused on the code; what was typed stays.
    await page.goto('/console/content/promotions/new');
    await fillPromotion(page, code, 'Another title');
    await page.getByRole('button', { name: 'Add the promotion' }).click();
    const codeField = page.getByLabel('Code');
    await expect(codeField).toHaveAttribute('aria-invalid', 'true');
    await expect(page.getByText(`A promotion with code ${code} exists already.`)).toBeVisible();
    await expect(page.getByLabel('Title', { exact: true })).toHaveValue('Another title');
    await expect(page.getByLabel('Last day')).toHaveValue('2099-12-31');

    // Leaving the typed form asks first.
    await page
      .getByRole('navigation', { name: 'Content' })
      .getByRole('link', { name: 'Stores' })
      .click();
    const leave = page.getByRole('dialog', { name: 'Leave without saving?' });
    await expect(leave).toBeVisible();
    await leave.getByRole('button', { name: 'Cancel' }).click();
    await expect(page.getByLabel('Title', { exact: true })).toHaveValue('Another title');
    await leave
      .page()
      .getByRole('navigation', { name: 'Content' })
      .getByRole('link', { name: 'Promotions' })
      .click();
    await leave.getByRole('button', { name: 'Leave' }).click();

    // Ended from the list, it leaves the customer app's offers.
    const row = page.getByRole('row').filter({ hasText: code });
    await row.getByRole('button', { name: `End ${title}` }).click();
    await page
      .getByRole('dialog', { name: `End ${title}?` })
      .getByRole('button', { name: 'End now' })
      .click();
    await expect(page.getByRole('status')).toContainText(`${title} has ended`);
    await expect(row).toContainText('Ended');
    await phone.reload();
    await expect(phone.getByTestId('offer-card').first()).toBeVisible();
    await expect(card).toHaveCount(0);
    await page.context().close();
  });

  test('the about page previews its markup as the app renders it, and saves', async ({
    browser,
  }) => {
    const page = await consoleAs(browser, 'manager', '/content/about');
    await expect(page.getByRole('heading', { level: 1, name: 'About' })).toBeVisible();
    await expectNoSeriousAxeFindings(page, 'about');
    const section = page.getByRole('group', { name: 'Section 1' });
    await section.getByLabel('Heading', { exact: true }).fill('Our story');
    const headingAr = section.getByLabel('Heading in Arabic');
    await expect(headingAr).toHaveAttribute('dir', 'rtl');
    await expect(headingAr).toHaveAttribute('lang', 'ar');
    await headingAr.fill('قصتنا');
    await section
      .getByLabel('Content', { exact: true })
      .fill('**Fresh** dates daily\n{size:24}Since 1998{size:end}<b>not markup</b>');
    const preview = page.getByTestId('about-preview');
    await expect(preview.locator('strong')).toHaveText('Fresh');
    await expect(preview.locator('span')).toHaveText('Since 1998');
    await expect(preview.locator('span')).toHaveCSS('font-size', '24px');
    await expect(preview.locator('br')).toHaveCount(1);
    await expect(preview).toContainText('<b>not markup</b>');
    await expect(page.getByRole('figure')).toContainText('Our story');
    await page.getByRole('button', { name: 'Save the about page' }).click();
    await expect(page.getByRole('status')).toContainText('The about page was saved.');

    // The other parts of the content, each checked by axe.
    const parts = page.getByRole('navigation', { name: 'Content' });
    for (const [link, heading] of [
      ['Stores', 'Stores'],
      ['Ratings', 'Ratings'],
      ['Social links', 'Social links'],
      ['Brochure', 'Brochure'],
    ] as const) {
      await parts.getByRole('link', { name: link }).click();
      await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
      await expect(page.getByText('Loading…')).toHaveCount(0);
      await expectNoSeriousAxeFindings(page, heading);
    }
    await page.context().close();
  });
});
