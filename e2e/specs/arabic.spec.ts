import { expect, test } from '@playwright/test';
import { waitForSplashToGo } from '../support/app';
import { LOCALE_COOKIE, chooseArabic, expectArabicScreen } from '../support/arabic';
import { logInThroughForm } from '../support/login-form';
import { customerPoints } from '../support/loyalty-api';
import { FRIEND, newMember, signInMember } from '../support/members';

/** The Arabic journeys: the texts, the direction and the language choice (issue [18]). */
test.describe('Arabic', () => {
  test.describe('on a phone set to Arabic', () => {
    test.use({ locale: 'ar-AE' });

    test('the first visit follows the phone, and the choice is kept', async ({ page }) => {
      await page.goto('/');
      await waitForSplashToGo(page);
      await expect(page.getByRole('link', { name: 'تسجيل الدخول' })).toBeVisible();
      await expectArabicScreen(page, 'landing');

      await page.getByRole('radio', { name: 'English' }).click();
      await expect(page.locator('html')).toHaveAttribute('dir', 'ltr');
      await expect(page.getByRole('link', { name: 'Log in' })).toBeVisible();
      // The switch keeps the focus through the change of language.
      await expect(page.getByRole('radio', { name: 'English' })).toBeFocused();
      await page.reload();
      await waitForSplashToGo(page);
      await expect(page.getByRole('link', { name: 'Log in' })).toBeVisible();
      const kept = (await page.context().cookies()).find((c) => c.name === LOCALE_COOKIE);
      expect(kept?.value).toBe('en');

      await page.getByRole('radio', { name: 'العربية' }).click();
      await expect(page.getByRole('link', { name: 'تسجيل الدخول' })).toBeVisible();
      await page.reload();
      await waitForSplashToGo(page);
      await expect(page.locator('html')).toHaveAttribute('lang', 'ar');
      await expect(page.getByRole('link', { name: 'تسجيل الدخول' })).toBeVisible();
    });
  });

  test('sign in, home, offers, history and vouchers speak Arabic', async ({ page, context }) => {
    await chooseArabic(context);
    await page.goto('/login');
    await expectArabicScreen(page, 'login');
    // The server refuses in English; the Arabic screen says it in Arabic.
    await page.getByRole('textbox', { name: 'البريد الإلكتروني' }).fill('nobody-ar@example.com');
    await page.getByLabel('كلمة المرور', { exact: true }).fill('not-the-password');
    await page.getByRole('button', { name: 'تسجيل الدخول' }).click();
    await expect(page.getByText('البريد الإلكتروني أو كلمة المرور غير صحيحة.')).toBeVisible();
    await expectArabicScreen(page, 'login refused');
    await page.getByRole('textbox', { name: 'البريد الإلكتروني' }).fill('demo@example.com');
    await page.getByLabel('كلمة المرور', { exact: true }).fill('demo1234');
    await page.getByRole('button', { name: 'تسجيل الدخول' }).click();
    await expect(page.getByRole('status')).toContainText('تم تسجيل الدخول بنجاح');
    await expect(page).toHaveURL(/\/home$/);

    await expect(page.getByTestId('points-balance')).not.toHaveText('00');
    await expect(page.getByTestId('home-offer').first()).toBeVisible();
    // Money as ar-AE writes it, in Western digits.
    await expect(page.getByTestId('points-value')).toContainText('د.إ');
    await expect(page.getByTestId('points-value')).toHaveText(/\d/);
    await expectArabicScreen(page, 'home');

    await page
      .getByRole('navigation', { name: 'التنقل الرئيسي' })
      .getByRole('link', { name: 'العروض' })
      .click();
    await expect(page.getByRole('heading', { level: 1, name: 'العروض' })).toBeVisible();
    await expect(page.getByTestId('offer-card').first()).toBeVisible();
    await expectArabicScreen(page, 'offers');
    await page.getByTestId('offer-card').first().getByRole('link').first().click();
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByText('ينتهي خلال')).toBeVisible();
    await expectArabicScreen(page, 'offer');

    await page.goto('/history');
    await expect(page.getByRole('heading', { level: 1, name: 'السجل' })).toBeVisible();
    await expect(page.getByRole('table')).toBeVisible();
    await expectArabicScreen(page, 'history');

    await page.goto('/vouchers');
    await expect(page.getByRole('heading', { level: 1, name: 'القسائم' })).toBeVisible();
    await expect(page.getByTestId('voucher-card').first()).toBeVisible();
    await expectArabicScreen(page, 'vouchers');
    await page.getByTestId('voucher-card').first().click();
    await expect(page.getByRole('heading', { level: 1, name: 'تفاصيل القسيمة' })).toBeVisible();
    // Codes are random: one of letters only must still read as a code, isolated left to right.
    await expect(page.getByTestId('voucher-code').locator('bdi')).toHaveText(/^[A-Z0-9]+$/);
    await expectArabicScreen(page, 'voucher');

    await page.goto('/profile');
    await expect(page.getByRole('radio', { name: 'العربية' })).toBeChecked();
    await expectArabicScreen(page, 'account menu');
  });

  test('points sent in Arabic reach the friend', async ({ page, context }) => {
    await chooseArabic(context);
    const member = await newMember(page.request, 'arabic-share');
    const user = await signInMember(page, member);
    const before = await customerPoints(page, user);

    await page.goto('/share-points');
    await expect(page.getByRole('heading', { level: 1, name: 'إرسال النقاط' })).toBeVisible();
    await expectArabicScreen(page, 'send points');
    await page.getByRole('spinbutton', { name: 'النقاط' }).fill('12');
    await page.getByLabel('البريد الإلكتروني للمستلم').fill(FRIEND.email);
    await page.getByLabel('جوال المستلم').fill(FRIEND.mobile);
    await page.getByRole('button', { name: 'مشاركة', exact: true }).click();

    const confirm = page.getByRole('dialog', { name: 'إرسال النقاط؟' });
    await expect(confirm).toContainText('إرسال 12 نقطة');
    // The masked mobile stays left to right inside the Arabic dialog.
    await expect(confirm.locator('[dir="ltr"]').first()).toBeVisible();
    await expectArabicScreen(page, 'send points, confirm');
    await confirm.getByRole('button', { name: 'إرسال', exact: true }).click();
    await expect(page.getByRole('status')).toContainText('تمت العملية بنجاح');
    expect((await customerPoints(page, user)).CURRENTPOINTS).toBe(before.CURRENTPOINTS - 12);
  });

  test('the language chosen while signed in follows the customer to a new phone', async ({
    page,
    browser,
  }) => {
    const member = await newMember(page.request, 'arabic-phone', 0);
    await signInMember(page, member);
    await page.goto('/profile');
    // The profile holds the choice once the app has said so.
    const stored = page.waitForResponse((r) => r.url().includes('SetLanguage') && r.ok());
    await page.getByRole('radio', { name: 'العربية' }).click();
    await expect(page.locator('html')).toHaveAttribute('lang', 'ar');
    await stored;

    const other = await browser.newContext({ locale: 'en-US' });
    const phone = await other.newPage();
    await logInThroughForm(phone, member.email, member.password);
    await expect(phone).toHaveURL(/\/home$/);
    await expect(phone.locator('html')).toHaveAttribute('lang', 'ar');
    await expect(phone.getByRole('navigation', { name: 'التنقل الرئيسي' })).toBeVisible();
    await other.close();
  });
});
