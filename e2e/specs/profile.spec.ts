import { expect, test } from '@playwright/test';
import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { customerPoints } from '../support/loyalty-api';
import { newMember, signInMember, signInWith } from '../support/members';
import { mailsTo } from '../support/outbox';
import { makePng } from '../support/png';

/** The link of the mail that confirms a new e-mail address. */
async function waitForLink(request: APIRequestContext, email: string): Promise<string> {
  let link = '';
  await expect
    .poll(async () => {
      const [mail] = await mailsTo(request, email);
      link = /https?:\/\/\S+confirm-email\?token=\S+/.exec(mail?.text ?? '')?.[0] ?? '';
      return link;
    })
    .not.toBe('');
  return link;
}

/** Opens the editor of a My account row. */
async function openRow(page: Page, name: string): Promise<Locator> {
  await page.locator(`button[data-field="${name}"]`).click();
  const editor = page.locator('dialog.modal--full[open]');
  await expect(editor).toBeVisible();
  return editor;
}

/** Chooses `option` in the bottom sheet a picker field opens, then DONE. */
async function pick(page: Page, field: Locator, option: string, search?: string) {
  await field.click();
  const sheet = page.locator('dialog.bottom-sheet[open]');
  await expect(sheet).toBeVisible();
  if (search) await sheet.getByRole('searchbox').fill(search);
  await sheet.getByText(option, { exact: true }).click();
  await sheet.getByRole('button', { name: 'DONE' }).click();
  await expect(sheet).toBeHidden();
}

async function save(page: Page, editor: Locator) {
  await editor.getByRole('button', { name: 'Save' }).click();
  await expect(editor).toBeHidden();
}

function row(page: Page, field: string) {
  return page.getByTestId(`row-${field}`);
}

test.describe('my account', () => {
  test('every field is edited and stays after a reload', async ({ page }) => {
    const member = await newMember(page.request, 'profile', 0);
    await signInMember(page, member);
    await page.goto('/my-profile');
    await expect(page.getByTestId('my-profile-name')).toHaveText('Layla Nasser');
    await expect(page.getByText('Personal details')).toBeVisible();
    await expect(page.getByText('Contact and country information')).toBeVisible();
    await expect(row(page, 'birthday')).toHaveText('20.05.1992');
    await expect(row(page, 'currency')).toHaveText('UAE Dirham');

    let editor = await openRow(page, 'name');
    // One word is refused with the rule, on the field, and nothing changes.
    await editor.getByLabel('Full Name').fill('mariam');
    await editor.getByRole('button', { name: 'Save' }).click();
    await expect(editor.getByLabel('Full Name')).toHaveAccessibleDescription(
      /Enter your first and last name/,
    );
    await expect(editor.getByLabel('Full Name')).toHaveAttribute('aria-invalid', 'true');
    // Every word after the first is kept in the last name.
    await editor.getByLabel('Full Name').fill('mariam bin khalil');
    await save(page, editor);
    await expect(row(page, 'name')).toHaveText('Mariam Bin Khalil');

    editor = await openRow(page, 'gender');
    await pick(page, editor.getByRole('button', { name: /Gender/ }), 'Male');
    await save(page, editor);
    await expect(row(page, 'gender')).toHaveText('Male');

    editor = await openRow(page, 'birthday');
    await editor.getByLabel('Birthday').fill('1985-03-07');
    await save(page, editor);
    await expect(row(page, 'birthday')).toHaveText('07.03.1985');

    editor = await openRow(page, 'nationality');
    await pick(page, editor.getByRole('button', { name: /Nationality/ }), 'Jordanian', 'jordan');
    await save(page, editor);
    await expect(row(page, 'nationality')).toHaveText('Jordanian');

    const mobile = `05${String(Date.now()).slice(-8)}`;
    editor = await openRow(page, 'mobile');
    await editor.getByLabel('Mobile Number').fill(mobile);
    await save(page, editor);
    await expect(row(page, 'mobile')).toHaveText(mobile);

    // A new e-mail applies once the link mailed to it is opened.
    const email = `moved-${Date.now()}@example.com`;
    editor = await openRow(page, 'email');
    await editor.getByLabel('Email').fill(email);
    await save(page, editor);
    await expect(page.getByRole('status')).toContainText('We sent a link to your new e-mail');
    await expect(row(page, 'email')).toHaveText(member.email);
    const link = await waitForLink(page.request, email);
    const confirmed = await page.request.get(link);
    expect(confirmed.status()).toBe(200);
    expect(await confirmed.text()).toContain(email);

    editor = await openRow(page, 'country');
    await pick(page, editor.getByRole('button', { name: /^Country/ }), 'Qatar', 'qat');
    await pick(page, editor.getByRole('button', { name: /^City/ }), 'Doha', 'doh');
    await pick(page, editor.getByRole('button', { name: /^Area/ }), 'Al Sadd');
    await save(page, editor);
    await expect(row(page, 'country')).toHaveText('Qatar');

    editor = await openRow(page, 'area');
    await pick(page, editor.getByRole('button', { name: /^Area/ }), 'Al Dafna');
    await save(page, editor);

    editor = await openRow(page, 'address');
    await editor.getByLabel('Number').fill('12');
    await editor.getByLabel('Street').fill('Corniche Street');
    await editor.getByLabel('City').fill('Doha');
    await save(page, editor);

    await page.reload();
    await expect(page.getByTestId('my-profile-name')).toHaveText('Mariam Bin Khalil');
    await expect(row(page, 'name')).toHaveText('Mariam Bin Khalil');
    await expect(row(page, 'gender')).toHaveText('Male');
    await expect(row(page, 'birthday')).toHaveText('07.03.1985');
    await expect(row(page, 'nationality')).toHaveText('Jordanian');
    await expect(row(page, 'mobile')).toHaveText(mobile);
    await expect(row(page, 'email')).toHaveText(email);
    await expect(row(page, 'country')).toHaveText('Qatar');
    await expect(row(page, 'city')).toHaveText('Doha');
    await expect(row(page, 'area')).toHaveText('Al Dafna');
    await expect(row(page, 'address')).toHaveText('12, Corniche Street, Doha');

    // The user cookie followed the name and the mobile: home greets the new name, and the
    // customer signs in with the new e-mail.
    await page.goto('/home');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Welcome, Mariam Bin Khalil');
    const cookie = (await page.context().cookies()).find((c) => c.name === 'loyalty_user');
    const stored = JSON.parse(decodeURIComponent(cookie?.value ?? '{}')) as Record<string, string>;
    expect(stored).toMatchObject({ CUST_NAME: 'Mariam Bin Khalil', MOBILE: mobile });
    const again = await signInWith(page, email, member.password);
    expect((await customerPoints(page, again)).CUST_NAME).toBe('Mariam Bin Khalil');
  });

  test('a 17-year-old birthday is refused and nothing is sent', async ({ page }) => {
    const member = await newMember(page.request, 'young', 0);
    await signInMember(page, member);
    await page.goto('/my-profile');
    const updates: string[] = [];
    page.on('request', (request) => {
      if (request.url().endsWith('/LoyUpdateCustomer')) updates.push(request.url());
    });
    const today = new Date();
    const seventeen = `${today.getFullYear() - 17}-${String(today.getMonth() + 1).padStart(2, '0')}-${String(today.getDate()).padStart(2, '0')}`;
    const editor = await openRow(page, 'birthday');
    await editor.getByLabel('Birthday').fill(seventeen);
    await editor.getByRole('button', { name: 'Save' }).click();
    const alert = page.getByRole('alert');
    await expect(alert).toContainText('Registration');
    await expect(alert).toContainText('You must be at least 18 years old to register');
    await expect(alert).toBeHidden({ timeout: 4_000 });
    expect(updates).toEqual([]);
    await editor.getByRole('button', { name: 'Close', exact: true }).click();
    await expect(row(page, 'birthday')).toHaveText('20.05.1992');
  });

  test('an e-mail another customer has: answered like a free one, nothing changes', async ({
    page,
  }) => {
    const member = await newMember(page.request, 'taken', 0);
    await signInMember(page, member);
    await page.goto('/my-profile');
    const editor = await openRow(page, 'email');
    await editor.getByLabel('Email').fill('friend@example.com');
    await editor.getByRole('button', { name: 'Save' }).click();
    await expect(editor).toBeHidden();
    await expect(page.getByRole('status')).toContainText('We sent a link to your new e-mail');
    await expect(row(page, 'email')).toHaveText(member.email);
    await page.reload();
    await expect(row(page, 'email')).toHaveText(member.email);
  });

  test('a new photo is uploaded and shown; a file that is not a picture is refused', async ({
    page,
  }) => {
    const member = await newMember(page.request, 'photo', 0);
    await signInMember(page, member);
    await page.goto('/my-profile');

    let editor = await openRow(page, 'photo');
    await editor.locator('input[type="file"]').setInputFiles({
      name: 'notes.txt',
      mimeType: 'text/plain',
      buffer: Buffer.from('not a picture'),
    });
    await expect(editor.getByTestId('chosen-file')).toHaveText('Chosen file: notes.txt');
    await editor.getByRole('button', { name: 'Save' }).click();
    const picker = editor.locator('input[type="file"]');
    await expect(picker).toHaveAccessibleDescription(/You need to place an image file type/);
    // Named and typed as a picture, refused by the server for its bytes: the server's reason.
    await picker.setInputFiles({
      name: 'fake.png',
      mimeType: 'image/png',
      buffer: Buffer.from('not a picture either'),
    });
    await editor.getByRole('button', { name: 'Save' }).click();
    await expect(picker).toHaveAccessibleDescription(/The file is not a picture we accept/);
    await editor.getByRole('button', { name: 'Close', exact: true }).click();

    editor = await openRow(page, 'photo');
    await editor.locator('input[type="file"]').setInputFiles({
      name: 'me.png',
      mimeType: 'image/png',
      buffer: makePng(),
    });
    await expect(editor.getByTestId('chosen-file')).toHaveText('Chosen file: me.png');
    await editor.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByRole('status')).toContainText('Updated successfully');
    await expect(editor).toBeHidden();

    const avatar = page.locator('.my-profile__header img.avatar');
    // The server names the stored file profile/<hash>.webp, its slash not encoded.
    await expect(avatar).toHaveAttribute('src', /\/files\/profile\/[a-f0-9]+\.webp$/);
    await expect
      .poll(() => avatar.evaluate((img: HTMLImageElement) => img.naturalWidth))
      .toBeGreaterThan(0);
    const src = await avatar.getAttribute('src');

    // After the photo, another field is edited and saved (the app sends the picture back),
    // then the page is loaded again: both stay.
    await page.reload();
    editor = await openRow(page, 'address');
    await editor.getByLabel('Street').fill('Photo Street');
    await save(page, editor);
    await expect(page.getByRole('alert')).toBeHidden();
    await expect(row(page, 'address')).toContainText('Photo Street');
    await page.reload();
    await expect(row(page, 'address')).toContainText('Photo Street');
    await expect(page.locator('.my-profile__header img.avatar')).toHaveAttribute('src', src ?? '');
  });
});
