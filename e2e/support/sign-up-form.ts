import { expect } from '@playwright/test';
import type { Page } from '@playwright/test';

/** Opens the picker `field`, optionally searches, chooses `option` and presses DONE. */
export async function pick(page: Page, field: string, option: string, search?: string) {
  await page.getByRole('button', { name: new RegExp(`^${field}\\b`) }).click();
  const sheet = page.getByRole('dialog', { name: field });
  await expect(sheet).toBeVisible();
  if (search !== undefined) await sheet.getByRole('searchbox').fill(search);
  await sheet.getByRole('radio', { name: option, exact: true }).check();
  await sheet.getByRole('button', { name: 'DONE' }).click();
  await expect(sheet).toBeHidden();
  await expect(page.getByRole('button', { name: new RegExp(`^${field}\\b`) })).toContainText(
    option,
  );
}

export interface SignUpInput {
  firstName: string;
  lastName: string;
  birthDate: string;
  phone: string;
  email: string;
  password: string;
  confirm: string;
}

/** Types the text fields of the sign-up form (the pickers are chosen with `pick`). */
export async function fillSignUp(page: Page, input: SignUpInput) {
  await page.getByRole('textbox', { name: 'First name' }).fill(input.firstName);
  await page.getByRole('textbox', { name: 'Last name' }).fill(input.lastName);
  await page.getByLabel('Date of birth').fill(input.birthDate);
  await page.getByRole('textbox', { name: 'Phone number' }).fill(input.phone);
  await page.getByRole('textbox', { name: 'Email' }).fill(input.email);
  await page.getByLabel('Password', { exact: true }).fill(input.password);
  await page.getByLabel('Confirm password', { exact: true }).fill(input.confirm);
}
