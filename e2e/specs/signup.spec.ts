import { expect, test } from '@playwright/test';
import type { Page } from '@playwright/test';
import { THEMES, expectNoAxeViolations, themedPage } from '../support/axe';
import { newCustomer } from '../support/customers';
import { dismissAlert, expectSignedIn, logInThroughForm } from '../support/login-form';
import { fillSignUp, pick } from '../support/sign-up-form';
import type { SignUpInput } from '../support/sign-up-form';

const submit = (page: Page) => page.getByRole('button', { name: 'Sign Up' }).click();

test.describe('sign up (docs/wire-protocol.md §2 "Sign up", §4, §5)', () => {
  test('a new customer through every picker, then logs in as them, their e-mail filled in', async ({
    page,
  }) => {
    const customer = newCustomer('signup');
    await page.goto('/join');
    await expect(page.getByRole('heading', { name: 'Sign Up' })).toBeVisible();

    // Defaults: gender MALE, country and nationality from the tenant's settings.
    await expect(page.getByRole('button', { name: /^Gender\b/ })).toContainText('Male');
    await expect(page.getByRole('button', { name: /^Country\b/ })).toContainText(
      'United Arab Emirates',
    );
    await expect(page.getByRole('button', { name: /^Nationality\b/ })).toContainText('Emirati');
    await expect(page.getByRole('button', { name: /^Area\b/ })).toContainText(
      'Select city first or no area present',
    );

    await fillSignUp(page, {
      firstName: 'lAYLA',
      lastName: 'nASSER',
      birthDate: '1994-02-11',
      // Written the international way: stored as 05…, the form the rest of the app uses.
      phone: `+971 ${customer.mobile.slice(1, 3)} ${customer.mobile.slice(3, 6)} ${customer.mobile.slice(6)}`,
      email: customer.email,
      password: customer.password,
      confirm: customer.password,
    });
    await pick(page, 'Gender', 'Female');
    await pick(page, 'Country', 'Oman', 'om');
    await pick(page, 'Country', 'United Arab Emirates', 'ARAB');
    await pick(page, 'City', 'Dubai', 'dub');
    await pick(page, 'Area', 'Al Barsha', 'barsha');
    await pick(page, 'Nationality', 'Jordanian', 'JORD');

    await submit(page);
    await expect(page.getByRole('status')).toContainText('Sign Up Successful');
    await expect(page).toHaveURL(/\/login$/);
    // The login form carries the new customer's identifier over.
    await expect(page.getByRole('radio', { name: 'Email' })).toBeChecked();
    await expect(page.getByRole('textbox', { name: 'Email' })).toHaveValue(customer.email);
    await page.getByLabel('Password', { exact: true }).fill(customer.password);
    await page.getByRole('button', { name: 'Log In' }).click();
    await expectSignedIn(page);
    await page.context().clearCookies();

    // The mobile was stored in the national form: found by it, and by the written one.
    await logInThroughForm(page, customer.mobile, customer.password, 'Mobile');
    await expectSignedIn(page);
    // Names are sent capitalised.
    const cookies = await page.context().cookies();
    const user = cookies.find((c) => c.name === 'loyalty_user');
    expect(decodeURIComponent(user!.value)).toContain('Layla Nasser');
  });

  test('choosing a country reloads the cities; a city, the areas', async ({ page }) => {
    await page.goto('/signup');
    await pick(page, 'City', 'Dubai', 'Dubai');
    await pick(page, 'Area', 'Al Barsha', 'al bar');

    await pick(page, 'Country', 'Oman', 'oman');
    // The city and area of the old country are gone.
    await expect(page.getByRole('button', { name: /^City\b/ })).not.toContainText('Dubai');
    await expect(page.getByRole('button', { name: /^Area\b/ })).toContainText(
      'Select city first or no area present',
    );
    await page.getByRole('button', { name: /^City\b/ }).click();
    const cities = page.getByRole('dialog', { name: 'City' });
    await expect(cities.getByRole('radio', { name: 'Muscat' })).toBeVisible();
    await expect(cities.getByRole('radio', { name: 'Dubai' })).toHaveCount(0);
    await cities.getByRole('searchbox', { name: 'Search city' }).fill('zzz');
    await expect(cities.getByText('No cities or no country chosen')).toBeVisible();
    // In the search box, Escape first clears the search (the browser's own), then closes.
    await page.keyboard.press('Escape');
    await expect(cities.getByRole('searchbox')).toHaveValue('');
    await page.keyboard.press('Escape');
    await expect(cities).toBeHidden();
    // Escape keeps the earlier value and gives focus back to the field.
    await expect(page.getByRole('button', { name: /^City\b/ })).toBeFocused();

    await page.getByRole('button', { name: /^Nationality\b/ }).click();
    const nationality = page.getByRole('dialog', { name: 'Nationality' });
    await nationality.getByRole('searchbox').fill('qqqq');
    await expect(nationality.getByText('No nationalities found')).toBeVisible();
    await nationality.getByRole('button', { name: 'Close' }).click();
    await expect(nationality).toBeHidden();

    await page.getByRole('button', { name: /^Country\b/ }).click();
    const countries = page.getByRole('dialog', { name: 'Country' });
    await countries.getByRole('searchbox').fill('atlantis');
    await expect(countries.getByText('No countries found')).toBeVisible();
  });

  test.describe('each check of docs/wire-protocol.md §5 shows its message', () => {
    const valid: SignUpInput = {
      firstName: 'Sara',
      lastName: 'Haddad',
      birthDate: '1990-01-01',
      phone: '0501112233',
      email: 'sara@example.com',
      password: 'abcd1234',
      confirm: 'abcd1234',
    };

    test.beforeEach(async ({ page }) => {
      await page.goto('/signup');
    });

    test('required', async ({ page }) => {
      await submit(page);
      await expect(page.getByRole('alert')).toContainText('All fields are required.');
      await dismissAlert(page);
      // Everything typed but no city or area yet.
      await fillSignUp(page, valid);
      await submit(page);
      await expect(page.getByRole('alert')).toContainText('All fields are required.');
    });

    // Each rule about one field is said on that field (its accessible description).
    const cases: [string, Partial<SignUpInput>, string, string][] = [
      ['email', { email: 'sara@example' }, 'Email', 'Please enter a valid email address.'],
      ['phone', { phone: '05-11' }, 'Phone number', 'Please enter a valid phone number.'],
      ['age', { birthDate: '2015-06-01' }, 'Date of birth', 'You must be at least 18 years old.'],
      [
        'password',
        { password: 'abc', confirm: 'abc' },
        'Password',
        'Password must be greater than 3 characters.',
      ],
      [
        'confirm',
        { confirm: 'abc' },
        'Confirm password',
        'Confirm Password must be greater than 3 characters.',
      ],
      [
        'mismatch',
        { confirm: 'abcd9999' },
        'Confirm password',
        'Password and confirm password should match',
      ],
    ];
    for (const [name, change, label, message] of cases) {
      test(name, async ({ page }) => {
        const calls: string[] = [];
        page.on('request', (r) => r.url().includes('LoyCreateCustomer') && calls.push(r.url()));
        await pick(page, 'City', 'Dubai', 'dubai');
        await pick(page, 'Area', 'Al Barsha', 'barsha');
        await fillSignUp(page, { ...valid, ...change });
        await submit(page);
        const field = page.getByLabel(label, { exact: true });
        await expect(field).toHaveAccessibleDescription(message);
        await expect(field).toHaveAttribute('aria-invalid', 'true');
        expect(calls).toEqual([]);
      });
    }
  });

  test('the server’s refusal shows on the field it concerns (an e-mail already taken)', async ({
    page,
  }) => {
    await page.goto('/signup');
    await pick(page, 'City', 'Dubai', 'dubai');
    await pick(page, 'Area', 'Al Barsha', 'barsha');
    await fillSignUp(page, {
      firstName: 'Dup',
      lastName: 'Licate',
      birthDate: '1990-01-01',
      phone: '0509998877',
      email: 'demo@example.com',
      password: 'abcd1234',
      confirm: 'abcd1234',
    });
    await submit(page);
    await expect(page.getByLabel('Email', { exact: true })).toHaveAccessibleDescription(
      'An account with this email address already exists.',
    );
    await expect(page).toHaveURL(/\/signup$/);
  });
});

for (const theme of THEMES) {
  test(`sign-up and its picker sheet pass axe in the ${theme} theme`, async ({ browser }) => {
    const page = await themedPage(browser, theme);
    await page.goto('/signup');
    await expect(page.getByRole('button', { name: /^Country\b/ })).toContainText('United');
    await expectNoAxeViolations(page, `/signup, ${theme}`);
    await page.getByRole('button', { name: /^Country\b/ }).click();
    await expect(
      page.getByRole('dialog', { name: 'Country' }).getByRole('radio').first(),
    ).toBeVisible();
    await expectNoAxeViolations(page, `/signup country sheet, ${theme}`);
    await page.context().close();
  });
}
