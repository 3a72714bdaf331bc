import { expect, test } from '@playwright/test';
import { waitForSplashToGo } from '../support/app';
import { consolePage } from '../support/console';
import { expectNoSeriousAxeFindings, signInConsole } from '../support/console-people';
import { makePng } from '../support/png';
import { LITE_URL } from '../support/urls';

const png = (name: string, rgb: [number, number, number]) => ({
  name,
  mimeType: 'image/png',
  buffer: makePng(120, rgb),
});

/**
 * The settings that were the command line's or SQL's: the landing's line and picture, the
 * footer, the splash screen, the tiers' window, the expiry reminder and the other websites.
 * On Lite Club, whose landing no other journey looks at.
 */
test.describe('the console settings of the command line and SQL', () => {
  test.describe.configure({ timeout: 300_000 });

  test('the owner changes them, each refused on its field when wrong; the app follows', async ({
    browser,
  }) => {
    const page = await consolePage(browser);
    await signInConsole(page, 'lite-owner@example.com', LITE_URL);
    await page.goto(`${LITE_URL}/console/settings`);
    await expect(page.getByRole('heading', { level: 1, name: 'Settings' })).toBeVisible();
    const landing = page.getByRole('region', { name: 'Landing, footer and splash screen' });
    const tagline = landing.getByLabel('Tagline');
    const before = await tagline.inputValue();

    // The landing's line and the footer.
    await tagline.fill('Fresh dates, fair points');
    await landing.getByLabel('Footer line 3').fill('Lite Retail LLC');
    await expectNoSeriousAxeFindings(page, 'settings with the landing');
    // Unsaved, leaving asks first.
    await page
      .getByRole('navigation', { name: 'Console' })
      .getByRole('link', { name: 'Customers' })
      .click();
    const leave = page.getByRole('dialog', { name: 'Leave without saving?' });
    await expect(leave).toBeVisible();
    await leave.getByRole('button', { name: 'Cancel' }).click();
    await landing.getByRole('button', { name: 'Save landing and footer' }).click();
    await expect(landing.getByText('The landing and footer are saved')).toBeVisible();

    // The landing's picture, the footer logo and the splash screen: sent once chosen.
    // Lite has each already: the choosers replace them.
    await landing
      .getByLabel('Replace the landing picture')
      .setInputFiles(png('hero.png', [30, 110, 60]));
    await expect(landing.getByText('The landing picture is saved.')).toBeVisible();
    await expect(landing.getByRole('img', { name: 'Landing picture now' })).toHaveAttribute(
      'src',
      /^\/files\/content\/.+\.webp$/,
    );
    const footerLogo = landing.getByLabel('Replace the footer logo');
    await footerLogo.setInputFiles({
      name: 'mark.png',
      mimeType: 'image/png',
      buffer: Buffer.from('not a picture'),
    });
    await expect(footerLogo).toHaveAttribute('aria-invalid', 'true');
    await expect(landing.getByRole('alert')).toContainText('picture');
    await footerLogo.setInputFiles(png('mark.png', [120, 40, 20]));
    await expect(landing.getByText('The footer logo is saved.')).toBeVisible();
    await landing
      .getByLabel('Replace the splash screen’s pictures')
      .setInputFiles([png('one.png', [200, 120, 40]), png('two.png', [40, 120, 200])]);
    await expect(landing.getByText('The splash screen’s pictures are saved.')).toBeVisible();
    await expect(
      landing.getByRole('list', { name: 'The splash screen’s pictures now' }).getByRole('img'),
    ).toHaveCount(2);

    // The tiers' window and the reminder, each checked on its field.
    const tiers = page.getByRole('region', { name: 'Tiers' });
    const window = tiers.getByLabel('Tiers count the points of the last (months)');
    await window.fill('-1');
    await tiers.getByRole('button', { name: 'Save tiers' }).click();
    await expect(window).toHaveAttribute('aria-invalid', 'true');
    await expect(tiers.getByText('The months the tiers count must be at least 0.')).toBeVisible();
    await window.fill('12');
    await tiers.getByRole('button', { name: 'Save tiers' }).click();
    await expect(tiers.getByText('The tiers are saved.')).toBeVisible();
    const rules = page.getByRole('region', { name: 'Earning and expiry' });
    await rules.getByLabel('Expiry reminder (days before)').fill('21');
    await rules.getByRole('button', { name: 'Save rules' }).click();
    await expect(rules.getByText('The rules are saved')).toBeVisible();

    // Other websites: a line that is not an origin is named.
    const websites = page.getByRole('region', { name: 'Other websites' });
    const list = websites.getByLabel('Websites allowed to use the programme’s API');
    await list.fill('https://shop.lite.example\nshop.lite.example/basket');
    await websites.getByRole('button', { name: 'Save websites' }).click();
    await expect(list).toHaveAttribute('aria-invalid', 'true');
    await expect(
      websites.getByText('Line 2: Enter an origin such as https://shop.example.com.'),
    ).toBeVisible();
    await list.fill('https://shop.lite.example');
    await websites.getByRole('button', { name: 'Save websites' }).click();
    await expect(websites.getByText('The websites are saved')).toBeVisible();
    await expectNoSeriousAxeFindings(page, 'settings after saving');

    // Everything survives a reload, as saved.
    await page.reload();
    await expect(landing.getByLabel('Tagline')).toHaveValue('Fresh dates, fair points');
    await expect(window).toHaveValue('12');
    await expect(rules.getByLabel('Expiry reminder (days before)')).toHaveValue('21');
    await expect(list).toHaveValue('https://shop.lite.example');

    // The customer app's landing shows the line and the picture.
    const customer = await page.context().newPage();
    await customer.goto(`${LITE_URL}/`);
    await waitForSplashToGo(customer);
    const hero = customer.getByTestId('landing-hero');
    await expect(hero.getByTestId('landing-tagline')).toHaveText('Fresh dates, fair points');
    await expect(hero.locator('img.landing__hero-img')).toHaveAttribute(
      'src',
      /\/files\/content\/.+\.webp$/,
    );
    await customer.close();

    // Lite's own line back for whoever looks next; its splash screen without pictures.
    await landing.getByLabel('Tagline').fill(before);
    await landing.getByRole('button', { name: 'Save landing and footer' }).click();
    await expect(landing.getByText('The landing and footer are saved')).toBeVisible();
    await landing.getByRole('button', { name: 'Remove the splash screen’s pictures' }).click();
    await expect(landing.getByText('None: the app shows its own splash screen.')).toBeVisible();
    await page.context().close();
  });
});
