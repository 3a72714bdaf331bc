import { expect, test } from '@playwright/test';
import type { Page } from '@playwright/test';
import { newCustomer, signUpByApi } from '../support/customers';
import { dismissAlert, expectSignedIn, logInThroughForm } from '../support/login-form';
import { waitForOtp } from '../support/outbox';

const RESET_COOKIE = 'reset_email';

const boxes = (page: Page) => page.getByRole('group', { name: 'Enter the OTP sent to the email' });

async function askForCode(page: Page, email: string) {
  await page.goto('/forgot-password');
  await page.getByRole('textbox', { name: 'Email' }).fill(email);
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page).toHaveURL(/\/forgot-password-otp$/);
}

test.describe('forgot password (docs/wire-protocol.md §2, §4)', () => {
  test('the whole reset with the mailed code, then a login with the new password', async ({
    page,
  }) => {
    const customer = newCustomer('reset');
    await signUpByApi(page.request, customer);

    await page.goto('/login');
    await page.getByRole('link', { name: 'Forgot Password' }).click();
    await expect(page.getByRole('heading', { name: 'Forgot Password' })).toBeVisible();
    await expect(
      page.getByText("Don't worry ! It happens. Please enter the email we will send the OTP."),
    ).toBeVisible();
    await expect(page.getByRole('link', { name: 'Back' })).toBeVisible();

    await page.getByRole('textbox', { name: 'Email' }).fill('not-an-email');
    await page.getByRole('button', { name: 'Continue' }).click();
    await expect(page.getByRole('alert')).toContainText('Forgot password');
    await expect(page.getByRole('alert')).toContainText('Email input is not valid');

    await page.getByRole('textbox', { name: 'Email' }).fill(customer.email);
    await page.getByRole('button', { name: 'Continue' }).click();
    await expect(page).toHaveURL(/\/forgot-password-otp$/);
    await expect(page.getByRole('heading', { name: 'OTP verification' })).toBeVisible();
    // The reset-email cookie: a session cookie on / holding the e-mail as JSON.
    const cookie = (await page.context().cookies()).find((c) => c.name === RESET_COOKIE);
    expect(cookie?.path).toBe('/');
    expect(cookie?.expires).toBe(-1);
    expect(JSON.parse(decodeURIComponent(cookie!.value))).toBe(customer.email);
    await waitForOtp(page.request, customer.email, 1);

    // A blank code is refused before any call.
    await page.getByRole('button', { name: 'Submit' }).click();
    await expect(page.getByRole('alert')).toContainText('Verify OTP');
    await expect(page.getByRole('alert')).toContainText('Blank OTP. Please input OTP');

    // Re-send: a green 'Email sent' and a second mail; the newest code is the one that counts.
    await page.getByRole('button', { name: 'Re-send' }).click();
    await expect(page.getByRole('status')).toContainText('Email sent');
    await expect(page.getByRole('button', { name: 'Re-send' })).toBeDisabled();
    const code = await waitForOtp(page.request, customer.email, 2);
    await expect(page.getByRole('button', { name: 'Re-send' })).toBeEnabled({ timeout: 5_000 });
    await expect(page).toHaveURL(/\/forgot-password-otp$/);

    // A wrong code: the server's message in red, and the screen stays.
    const wrong = code === '0000' ? '1111' : '0000';
    await boxes(page).getByRole('textbox').first().click();
    await page.keyboard.type(wrong);
    await page.getByRole('button', { name: 'Submit' }).click();
    await expect(page.getByRole('alert')).toContainText('Invalid or expired OTP.');

    // Typed box by box: each character moves on to the next box.
    const inputs = boxes(page).getByRole('textbox');
    await inputs.first().click();
    for (const [index, char] of [...code].entries()) {
      await page.keyboard.type(char);
      if (index < 3) await expect(inputs.nth(index + 1)).toBeFocused();
    }
    await page.getByRole('button', { name: 'Submit' }).click();
    // docs/decisions/015-spec-readings.md: the verified code is shown green.
    await expect(page.getByRole('status')).toContainText('OTP verified successfully.');
    await expect(page).toHaveURL(/\/forgot-password-new-password$/);
    await expect(page.getByRole('heading', { name: 'New Password' })).toBeVisible();

    await page.getByRole('button', { name: 'Continue' }).click();
    const field = page.getByLabel('New password', { exact: true });
    await expect(field).toHaveAccessibleDescription('Invalid password input');
    // Under the server's rule: its reason, on the field.
    await field.fill('abc');
    await page.getByRole('button', { name: 'Continue' }).click();
    await expect(field).toHaveAccessibleDescription('Password must be greater than 3 characters.');

    const newPassword = 'fresh5678';
    await page.getByLabel('New password', { exact: true }).fill(newPassword);
    await page.getByRole('button', { name: 'Continue' }).click();
    await expect(page.getByRole('status')).toContainText('Password reset successfully');
    await expect(page).toHaveURL(/\/$/);
    expect((await page.context().cookies()).some((c) => c.name === RESET_COOKIE)).toBe(false);

    await logInThroughForm(page, customer.email, customer.password);
    await expect(page.getByRole('alert')).toContainText('Invalid username or password.');
    await dismissAlert(page);
    await logInThroughForm(page, customer.email, newPassword);
    await expectSignedIn(page);
  });

  test('pasting the code into any box fills all four', async ({ page }) => {
    const customer = newCustomer('paste');
    await signUpByApi(page.request, customer);
    await askForCode(page, customer.email);
    const code = await waitForOtp(page.request, customer.email, 1);

    const inputs = boxes(page).getByRole('textbox');
    await expect(inputs).toHaveCount(4);
    await inputs.nth(2).focus();
    // The clipboard as a paste event carries it: a customer copying the code from the mail.
    await inputs.nth(2).evaluate((element, text) => {
      const data = new DataTransfer();
      data.setData('text/plain', text);
      element.dispatchEvent(
        new ClipboardEvent('paste', { clipboardData: data, bubbles: true, cancelable: true }),
      );
    }, code);
    for (const [index, char] of [...code].entries())
      await expect(inputs.nth(index)).toHaveValue(char);

    await page.getByRole('button', { name: 'Submit' }).click();
    await expect(page).toHaveURL(/\/forgot-password-new-password$/);
  });

  test('an unknown e-mail is answered like a known one (no account enumeration)', async ({
    page,
  }) => {
    await askForCode(page, `nobody-${Date.now()}@example.com`);
  });

  test('without the reset-email cookie the OTP and new-password screens go to /', async ({
    page,
  }) => {
    await page.goto('/forgot-password-otp');
    await expect(page).toHaveURL(/\/$/);
    await page.goto('/forgot-password-new-password');
    await expect(page).toHaveURL(/\/$/);

    // An unreadable cookie counts as missing.
    await page
      .context()
      .addCookies([{ name: RESET_COOKIE, value: '%7Bnot-json', url: page.url() }]);
    await page.goto('/forgot-password-otp');
    await expect(page).toHaveURL(/\/$/);
  });
});
