import { expect, test } from '@playwright/test';
import type { Page } from '@playwright/test';
import { arabicPage, chooseArabic, expectArabicScreen } from '../support/arabic';
import { expectNoAxeViolations } from '../support/axe';
import { newCustomer } from '../support/customers';
import { signIn } from '../support/session';
import { BASE_URL } from '../support/urls';

/** The programme's settings as the app reads them, for the texts it should show. */
async function demoSettings(page: Page) {
  const response = await page.request.post(`${BASE_URL}/config/GetAppSettings`, {
    data: { FUNCTION: 'GetAppSettings', SUB_DOMAIN_ID: 'demo' },
  });
  return (await response.json()) as { AppDisplayNameAr?: string; VoucherConditionsAr?: string[] };
}

/** The screen is whole (no skeleton), in Arabic, and axe finds nothing serious on it. */
async function checkScreen(page: Page, where: string): Promise<void> {
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
  await expectArabicScreen(page, where);
  await expectNoAxeViolations(page, where);
}

/**
 * The screens beside the main journeys (arabic.spec.ts, arabic-look.spec.ts), each in Arabic
 * with no word left in English and checked by axe, in both themes; the programme's own texts
 * show in Arabic where the demo programme wrote them.
 */
test.describe('Arabic, the other screens', () => {
  test.describe.configure({ timeout: 180_000 });

  for (const theme of ['light', 'dark'] as const) {
    test(`sign-up, stores, about, feedback and the account's screens, ${theme}`, async ({
      browser,
    }) => {
      const page = await arabicPage(browser, theme);
      const settings = await demoSettings(page);
      const arabicName = settings.AppDisplayNameAr ?? '';
      expect(arabicName, 'the demo programme has an Arabic name').not.toBe('');

      await page.goto('/signup');
      await expect(page.getByRole('button', { name: /^الدولة/ })).toBeVisible();
      await checkScreen(page, `${theme}: sign-up`);
      await page.getByRole('button', { name: /^الدولة/ }).click();
      const sheet = page.getByRole('dialog', { name: 'الدولة' });
      await expect(sheet.getByRole('radio').first()).toBeVisible();
      await expectArabicScreen(page, `${theme}: sign-up, country sheet`);
      await expectNoAxeViolations(page, `${theme}: sign-up, country sheet`);
      await page.keyboard.press('Escape');
      await expect(sheet).toBeHidden();

      await signIn(page, 'demo');
      await page.goto('/home');
      await expect(page).toHaveTitle(arabicName);

      await page.goto('/stores');
      await expect(page.getByTestId('store-list')).toContainText('الواحة دبي مول');
      await checkScreen(page, `${theme}: stores`);

      await page.goto('/about');
      await expect(page.getByRole('heading', { level: 1 })).toContainText(arabicName);
      await expect(page.getByTestId('about-list').getByRole('link').first()).toHaveText('قصتنا');
      await checkScreen(page, `${theme}: about`);
      await page.getByTestId('about-list').getByRole('link').first().click();
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('قصتنا');
      await expect(page.getByTestId('about-content')).toContainText('منذ عام 1998');
      await checkScreen(page, `${theme}: about section`);

      await page.goto('/feedback');
      const rating = page.getByTestId('rating').first();
      await expect(rating.locator('legend')).toHaveText('كيف كانت زيارتك الأخيرة؟');
      await rating.getByRole('radio', { name: 'ممتاز' }).check({ force: true });
      await expect(rating.getByTestId('rating-chosen')).toHaveText('ممتاز');
      await checkScreen(page, `${theme}: feedback`);

      await page.goto('/vouchers');
      await page.getByTestId('voucher-card').first().click();
      const conditions = page.getByRole('region', { name: 'الشروط' });
      await expect(conditions.getByRole('listitem')).toHaveText(settings.VoucherConditionsAr ?? []);
      await checkScreen(page, `${theme}: voucher`);

      const screens: [string, string][] = [
        ['/expiries', 'expiries'],
        ['/notifications', 'notifications'],
        ['/activity', 'activity'],
        ['/change-password', 'change password'],
        ['/delete-account', 'delete account'],
      ];
      for (const [path, name] of screens) {
        await page.goto(path);
        await checkScreen(page, `${theme}: ${name}`);
      }

      await page.goto('/my-profile');
      await expect(page.getByTestId('row-gender')).toHaveText('أنثى');
      await expect(page.getByTestId('row-country')).toHaveText('الإمارات العربية المتحدة');
      await checkScreen(page, `${theme}: my account`);
      for (const [field, title] of [
        ['nationality', 'الجنسية'],
        ['country', 'الدولة'],
      ]) {
        await page.locator(`button[data-field="${field}"]`).click();
        const editor = page.locator('dialog.modal--full[open]');
        await editor.getByRole('button', { name: new RegExp(`^${title}`) }).click();
        const sheet = page.locator('dialog.bottom-sheet[open]');
        await expect(sheet.getByRole('radio').first()).toBeVisible();
        await expectArabicScreen(page, `${theme}: my account, ${field} sheet`);
        await expectNoAxeViolations(page, `${theme}: my account, ${field} sheet`);
        await page.keyboard.press('Escape');
        await expect(sheet).toBeHidden();
        await page.keyboard.press('Escape');
        await expect(editor).toBeHidden();
      }

      await page.goto(`/history?period=${new Date().getFullYear()}`);
      await page.locator('.history-table__row').first().getByRole('link').click();
      await expect(page).toHaveURL(/\/transactions\/single\/[^/]+$/);
      await expect(page.getByTestId('billref')).toBeVisible();
      await checkScreen(page, `${theme}: transaction`);
      await page.context().close();
    });
  }
});

test('a sign-up in Arabic shows places in Arabic and sends their English names', async ({
  page,
  context,
}) => {
  await chooseArabic(context);
  const customer = newCustomer('arabic-signup');
  await page.goto('/join');
  const arabic = await page.evaluate(() => {
    const names = new Intl.DisplayNames(['ar'], { type: 'region' });
    return { emirates: names.of('AE') ?? '', jordan: names.of('JO') ?? '' };
  });
  await page.getByRole('textbox', { name: 'الاسم الأول' }).fill(customer.firstName);
  await page.getByRole('textbox', { name: 'اسم العائلة' }).fill(customer.lastName);
  await page.getByLabel('تاريخ الميلاد').fill('1994-02-11');
  await page.getByRole('textbox', { name: 'رقم الهاتف' }).fill(customer.mobile);
  await page.getByRole('textbox', { name: 'البريد الإلكتروني' }).fill(customer.email);
  await page.getByLabel('كلمة المرور', { exact: true }).fill(customer.password);
  await page.getByLabel('تأكيد كلمة المرور', { exact: true }).fill(customer.password);
  // The programme's country by default, named in Arabic; cities and areas as the list writes them.
  await expect(page.getByRole('button', { name: /^الدولة/ })).toContainText(arabic.emirates);
  await pickArabic(page, 'المدينة', 'Dubai');
  await pickArabic(page, 'المنطقة', 'Al Barsha');
  await pickArabic(page, 'الجنسية', arabic.jordan);
  await expectArabicScreen(page, 'sign-up, filled');

  const sent = page.waitForRequest((r) => r.url().endsWith('/LoyCreateCustomer'));
  await page.getByRole('button', { name: 'إنشاء حساب' }).click();
  const { DATA } = (await sent).postDataJSON() as { DATA: { CUSTOMER_DETAILS: unknown } };
  expect(DATA.CUSTOMER_DETAILS).toMatchObject({
    COUNTRY: 'United Arab Emirates',
    CITY: 'Dubai',
    NATIONALITY: 'Jordanian',
  });
  await expect(page.getByRole('status')).toContainText('تم التسجيل بنجاح');
});

/** Chooses `option` by its Arabic name in the sheet of picker `field`, then تم (done). */
async function pickArabic(page: Page, field: string, option: string) {
  await page.getByRole('button', { name: new RegExp(`^${field}`) }).click();
  const sheet = page.getByRole('dialog', { name: field });
  await sheet.getByRole('searchbox').fill(option);
  await sheet.getByRole('radio', { name: option, exact: true }).check();
  await sheet.getByRole('button', { name: 'تم' }).click();
  await expect(sheet).toBeHidden();
  await expect(page.getByRole('button', { name: new RegExp(`^${field}`) })).toContainText(option);
}
