import { expect, test } from '@playwright/test';
import { consoleAs, expectNoSeriousAxeFindings } from '../support/console-screens';
import { makePng } from '../support/png';
import { signIn } from '../support/session';

const picture = (rgb: [number, number, number]) => ({
  name: 'offer.png',
  mimeType: 'image/png',
  buffer: makePng(96, rgb),
});
const pdf = {
  name: 'flyer.pdf',
  mimeType: 'application/pdf',
  buffer: Buffer.from('%PDF-1.4\n%%EOF\n'),
};

test.describe('a promotion’s pictures and flyer after it was added', () => {
  test.describe.configure({ timeout: 300_000 });

  test('a manager replaces the picture and the flyer, previewed first; the app shows the new picture', async ({
    browser,
    page: phone,
  }) => {
    const page = await consoleAs(browser, 'manager', '/content/promotions/new');
    const code = `FILES${Date.now().toString(36).toUpperCase()}`;
    const title = `New pictures ${code}`;
    await page.getByLabel('Code').fill(code);
    await page.getByLabel('Title', { exact: true }).fill(title);
    await page.getByLabel('Last day').fill('2099-12-31');
    await page.getByLabel('Pictures').setInputFiles(picture([200, 90, 30]));
    await page.getByRole('button', { name: 'Add the promotion' }).click();
    await expect(page.getByRole('heading', { level: 1, name: `Edit ${title}` })).toBeVisible();
    const preview = page.getByRole('figure').locator('img');
    await expect(preview).toHaveAttribute('src', /^\/files\/promotions\/.+\.webp$/);
    const first = await preview.getAttribute('src');
    const files = page.getByRole('group', { name: 'Pictures and flyer' });
    await expect(files).toContainText('Now: 1 picture, no flyer.');
    await expectNoSeriousAxeFindings(page, 'edit a promotion with its files');

    // A chosen picture is previewed before it is sent; a flyer that is no PDF is refused on it.
    await files.getByLabel('Replace the pictures').setInputFiles(picture([30, 90, 200]));
    await expect(preview).toHaveAttribute('src', /^data:image\/png/);
    await files.getByLabel('Add a flyer').setInputFiles(picture([0, 0, 0]));
    await page.getByRole('button', { name: 'Save changes' }).click();
    const flyer = files.getByLabel('Add a flyer');
    await expect(flyer).toHaveAttribute('aria-invalid', 'true');
    await expect(files.getByText('The flyer is not a PDF.')).toBeVisible();
    await expect(files).toContainText('Now: 1 picture, no flyer.');

    // Leaving with the chosen files asks first.
    await page.getByRole('link', { name: 'Back to the promotions' }).click();
    const leave = page.getByRole('dialog', { name: 'Leave without saving?' });
    await expect(leave).toBeVisible();
    await leave.getByRole('button', { name: 'Cancel' }).click();

    await flyer.setInputFiles(pdf);
    await page.getByRole('button', { name: 'Save changes' }).click();
    await expect(page.getByRole('status')).toContainText('The changes were saved.');
    await expect(files).toContainText('Now: 1 picture and the flyer (PDF).');
    await expect(files.getByRole('link', { name: 'the flyer (PDF)' })).toHaveAttribute(
      'href',
      /^\/files\/flyers\/.+\.pdf$/,
    );
    await expect(preview).toHaveAttribute('src', /^\/files\/promotions\/.+\.webp$/);
    const replaced = await preview.getAttribute('src');
    expect(replaced).not.toBe(first);

    await signIn(phone, 'demo');
    await phone.goto('/offers');
    const card = phone.getByTestId('offer-card').filter({ hasText: title });
    await expect(card.locator('img')).toHaveAttribute(
      'src',
      new RegExp(`${(replaced ?? '').split('/').pop() ?? ''}$`),
    );

    // Removed again, the flyer is gone; the form is clean, so leaving asks nothing.
    await files.getByLabel('Remove the flyer').check();
    await page.getByRole('button', { name: 'Save changes' }).click();
    await expect(files).toContainText('Now: 1 picture, no flyer.');
    await page.getByRole('link', { name: 'Back to the promotions' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Promotions' })).toBeVisible();
    await page.context().close();
  });

  test('the brochure page shows the brochure customers download before it is replaced', async ({
    browser,
  }) => {
    const page = await consoleAs(browser, 'manager', '/content/brochure');
    const now = page.getByRole('region', { name: 'What customers download now' });
    const current = now.getByRole('link', { name: 'Open the current brochure (PDF)' });
    await expect(current).toHaveAttribute('href', /^\/files\/.+\.pdf$/);
    const before = await current.getAttribute('href');
    await expectNoSeriousAxeFindings(page, 'brochure');
    const upload = page.getByRole('form', { name: 'Replace the brochure' });
    await upload.getByRole('button', { name: 'Upload the brochure' }).click();
    await expect(upload.getByText('Choose a PDF for the brochure.')).toBeVisible();
    await upload.getByLabel('New brochure (PDF)').setInputFiles(pdf);
    await upload.getByRole('button', { name: 'Upload the brochure' }).click();
    await expect(page.getByRole('status')).toContainText('The new brochure is in the app.');
    await expect(current).not.toHaveAttribute('href', before ?? '');
    await expect(now).toContainText('uploaded');
    await page.context().close();
  });
});
