import { expect, test } from '@playwright/test';
import { fakeScanner, scanRecord } from '../support/camera';
import { qrModules } from '../support/qr';
import { points } from '../support/loyalty-api';
import {
  FRIEND,
  createVoucherByApi,
  issueVoucherCode,
  newMember,
  pointsSummary,
  signInMember,
  signInWith,
  vouchersOf,
} from '../support/members';

/** A date as the voucher cards write it: '05 March 2026'. */
function longDate(iso: string): string {
  const date = new Date(/T/.test(iso) ? iso : `${iso}T00:00:00`);
  const month = date.toLocaleString('en-US', { month: 'long' });
  return `${String(date.getDate()).padStart(2, '0')} ${month} ${date.getFullYear()}`;
}

test.describe('vouchers', () => {
  test('a created voucher costs exactly its points and appears under New', async ({ page }) => {
    const member = await newMember(page.request, 'create');
    const user = await signInMember(page, member);
    await page.goto('/vouchers');
    await expect(page.getByRole('heading', { level: 1, name: 'Voucher' })).toBeVisible();
    await expect(page.getByRole('radio', { name: 'New' })).toBeChecked();
    await expect(page.getByText('No vouchers found')).toBeVisible();
    await expect(page.getByText("To create a new voucher select 'Create Voucher'")).toBeVisible();

    const before = await pointsSummary(page, user);
    await page.getByRole('button', { name: 'Create Voucher' }).click();
    const sheet = page.getByRole('dialog', { name: 'Redeem Points' });
    await expect(sheet.getByTestId('create-total')).toHaveText(points(before.POINTS_TOTAL));
    await expect(sheet.getByText('How many points do you want to exchange?')).toBeVisible();

    // Minus never goes below 0; plus steps up.
    const input = sheet.getByLabel('Points to exchange');
    await expect(sheet.getByRole('button', { name: 'Fewer points' })).toBeDisabled();
    await sheet.getByRole('button', { name: 'More points' }).click();
    await expect(input).toHaveValue('1');
    await sheet.getByRole('button', { name: 'Fewer points' }).click();
    await expect(input).toHaveValue('0');

    // No more digits than the total has; above the total is refused.
    const digits = String(before.POINTS_TOTAL).length;
    await input.fill('9'.repeat(digits + 2));
    await expect(input).toHaveValue('9'.repeat(digits));
    await expect(page.getByRole('alert')).toHaveText(
      new RegExp(`Only possible to share ${points(before.POINTS_TOTAL)}`),
    );
    await expect(sheet.getByTestId('create-amount')).toHaveText(
      'You will receive a discount code for AED 0.00',
    );

    const spend = 200;
    await input.fill(String(spend));
    await expect(sheet.getByTestId('create-amount')).not.toHaveText(/AED 0\.00$/);
    const amount = (await sheet.getByTestId('create-amount').textContent())?.match(
      /AED ([\d.,]+)/,
    )?.[1];
    await sheet.getByRole('button', { name: 'Generate Voucher' }).click();

    const generated = page.getByRole('dialog', { name: 'Voucher Generated!' });
    await expect(generated).toBeVisible();
    await expect(page.getByRole('status')).toContainText('Successfully created voucher');
    await expect(generated).toContainText(`AED ${amount}`);
    await expect(generated).toContainText(
      'Use this voucher you can pay in online store and in-stores',
    );
    await expect(generated).toContainText(/Valid Until [A-Z][a-z]+, \d{2} \d{4}/);
    const code = await generated.locator('figure.barcode').getAttribute('data-value');
    expect(code).toMatch(/^[A-Z0-9]{8,}$/);

    const after = await pointsSummary(page, user);
    expect(after.CURRENTPOINTS).toBe(before.CURRENTPOINTS - spend);
    await page.keyboard.press('Escape');
    await expect(generated).toBeHidden();
    const card = page.getByTestId('voucher-list-new').getByTestId('voucher-card');
    await expect(card).toHaveCount(1);
    await expect(card).toHaveAttribute('data-code', code ?? '');
    await expect(card).toContainText(`AED ${amount}`);
    await expect(card).toContainText(/Valid until \d{2} [A-Z][a-z]+ \d{4}/);
  });

  test('the demo code is added once, then does not exist', async ({ page }) => {
    const member = await newMember(page.request, 'addcode', 0);
    await signInMember(page, member);
    await page.goto('/vouchers');
    await page.getByRole('button', { name: 'Got a code? Add your code and save' }).click();
    const sheet = page.getByRole('dialog', { name: 'Add Voucher' });
    await sheet.getByRole('button', { name: 'Add Voucher' }).click();
    // The code is required: nothing is sent without it.
    await expect(sheet.getByLabel('Enter code')).toHaveJSProperty('validity.valueMissing', true);

    await sheet.getByLabel('Enter code').fill('WELCOME50');
    await sheet.getByRole('button', { name: 'Add Voucher' }).click();
    await expect(page.getByRole('status')).toContainText('Voucher added successfully');
    await expect(sheet).toBeHidden();
    await expect(page.getByTestId('voucher-list-new').getByTestId('voucher-card')).toContainText(
      'AED 50.00',
    );

    await page.getByRole('button', { name: 'Got a code? Add your code and save' }).click();
    await sheet.getByLabel('Enter code').fill('WELCOME50');
    await sheet.getByRole('button', { name: 'Add Voucher' }).click();
    // The server's reason, on the code field.
    await expect(sheet.getByLabel('Enter code')).toHaveAccessibleDescription(
      'Voucher code does not exist',
    );
    await expect(sheet).toBeVisible();
  });

  test('used vouchers show when they were redeemed, expired ones when they expired', async ({
    page,
  }) => {
    const user = await signInWith(page, 'demo@example.com', 'demo1234');
    await page.goto('/vouchers');
    for (const kind of ['Used', 'Expired'] as const) {
      await page.getByRole('radio', { name: kind }).check({ force: true });
      const cards = page
        .getByTestId(`voucher-list-${kind.toLowerCase()}`)
        .getByTestId('voucher-card');
      await expect(cards.first()).toBeVisible();
      await expect(cards.first().locator('xpath=self::a')).toHaveCount(0);
      if (kind === 'Used') {
        await expect(cards.first()).toContainText(/Redeemed on \d{2} [A-Z][a-z]+ \d{4}/);
        continue;
      }
      // An expired voucher was never redeemed: its date is the end of its validity.
      const expired = await vouchersOf(page, user, 'expired');
      expect(expired.length).toBeGreaterThan(0);
      await expect(cards).toHaveCount(expired.length);
      for (const voucher of expired) {
        const card = cards.and(page.locator(`[data-code="${voucher.VOUCHER_NO}"]`));
        await expect(card).toContainText(`Expired on ${longDate(voucher.Valid_Until)}`);
        await expect(card).not.toContainText('Redeemed');
      }
    }
  });

  test("the detail keeps 'AED 75.00' on one line at 390 and 320 px", async ({ page }) => {
    const member = await newMember(page.request, 'detail');
    const user = await signInMember(page, member);
    await createVoucherByApi(page, user, member.balance);
    for (const width of [390, 320]) {
      await page.setViewportSize({ width, height: 740 });
      await page.goto('/vouchers');
      await page.getByTestId('voucher-list-new').getByTestId('voucher-card').first().click();
      const value = page.getByTestId('voucher-value');
      await expect(value).toHaveText(/^AED\s[\d,]+\.\d{2}$/);
      // One line: every fragment of the text sits on the same line box.
      const lines = await value.evaluate((dd) => {
        const range = document.createRange();
        range.selectNodeContents(dd);
        return new Set(Array.from(range.getClientRects(), (rect) => Math.round(rect.top))).size;
      });
      expect(lines, `lines of the value at ${width} px`).toBe(1);
    }
  });

  test('a voucher moves to the friend and leaves the sender', async ({ page, browser }) => {
    const member = await newMember(page.request, 'transfer');
    const user = await signInMember(page, member);
    const created = await createVoucherByApi(page, user, 100);

    await page.goto('/vouchers');
    await page.getByTestId('voucher-list-new').getByTestId('voucher-card').click();
    await expect(page).toHaveURL(/\/vouchers\/single$/);
    await expect(page.getByTestId('voucher-code')).toHaveText(created.VOUCHER_NO);
    await expect(page.locator('figure.barcode')).toHaveAttribute('data-value', created.VOUCHER_NO);
    await expect(
      page.getByRole('region', { name: 'Conditions' }).getByRole('listitem'),
    ).toHaveCount(6);
    await page.getByRole('button', { name: 'Share Voucher' }).click();

    await expect(page.getByRole('heading', { name: 'Transfer voucher' })).toBeVisible();
    // An unknown recipient: red text, the voucher stays.
    await page.getByLabel('Recipient email').fill('nobody@example.com');
    await page.getByLabel('Recipient mobile').fill('0500000001');
    await page.getByRole('button', { name: 'Share Voucher' }).click();
    await expect(page.getByText('Customer does not exist')).toBeVisible();
    expect((await vouchersOf(page, user, 'new')).map((v) => v.VOUCHER_NO)).toContain(
      created.VOUCHER_NO,
    );

    await page.getByLabel('Recipient email').fill(FRIEND.email);
    await page.getByLabel('Recipient mobile').fill(FRIEND.mobile);
    await page.getByRole('button', { name: 'Share Voucher' }).click();
    await expect(page.getByRole('status')).toContainText('Successful');
    await expect(page).toHaveURL(/\/vouchers$/);
    await expect(page.getByText('No vouchers found')).toBeVisible();

    const friendPage = await (await browser.newContext()).newPage();
    const friend = await signInWith(friendPage, FRIEND.email, 'demo1234');
    expect((await vouchersOf(friendPage, friend, 'new')).map((v) => v.VOUCHER_NO)).toContain(
      created.VOUCHER_NO,
    );
    await friendPage.context().close();
  });

  test('the detail and transfer screens need a voucher', async ({ page }) => {
    await signInWith(page, 'demo@example.com', 'demo1234');
    await page.goto('/vouchers/single');
    await expect(page).toHaveURL(/\/vouchers$/);
    await page.goto('/vouchers/single/transfer');
    await expect(page).toHaveURL(/\/vouchers$/);
  });
});

test.describe('voucher scanner', () => {
  test('a scanned code fills the form and is sent 1.5 s later', async ({ page }) => {
    const code = await issueVoucherCode(page.request, 20);
    const member = await newMember(page.request, 'scan', 0);
    await page.clock.install();
    await fakeScanner(page, { code, camera: 'allowed', detector: true });
    await signInMember(page, member);
    await page.goto('/vouchers');
    await page.getByRole('button', { name: 'Got a code? Add your code and save' }).click();
    const sheet = page.getByRole('dialog', { name: 'Add Voucher' });

    // From here the page's clock moves only by the test's steps, however busy the machine.
    await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 1_000);
    const pageNow = () => page.evaluate(() => performance.now());
    const sent = page.waitForRequest(/\/LoyAddVoucherExternal$/);
    await sheet.getByText('Scan a QR code').click();
    await expect
      .poll(
        async () => {
          await page.clock.runFor(100);
          return (await scanRecord(page)).foundAt;
        },
        { intervals: [50], timeout: 20_000 },
      )
      .toBeGreaterThan(0);
    await expect(sheet.getByRole('textbox', { name: 'Enter code' })).toHaveValue(code);
    // Sent 1.5 s after the code was read, not before.
    const { foundAt } = await scanRecord(page);
    await page.clock.runFor(Math.round(foundAt + 1_499 - (await pageNow())));
    expect((await scanRecord(page)).sentAt).toBe(0);
    await page.clock.runFor(1);
    await expect.poll(async () => (await scanRecord(page)).sentAt).toBeGreaterThan(0);
    const request = await sent;
    await page.clock.resume();
    expect(request.postDataJSON()).toMatchObject({ DATA: { ENTRY_NO: code } });
    await expect(page.getByRole('status')).toContainText('Voucher added successfully');
    await expect(page.getByTestId('voucher-list-new').getByTestId('voucher-card')).toContainText(
      'AED 20.00',
    );

    const record = await scanRecord(page);
    expect(record.sentAt - record.foundAt).toBe(1_500);
    // The rear camera, and at most 10 reads a second.
    expect(record.constraints[0]).toMatchObject({
      video: { facingMode: { ideal: 'environment' } },
    });
    expect(record.formats[0]).toEqual(['qr_code']);
    // Each read starts 100 ms after the last one started, by the page's clock; the detector
    // notes the time a moment later (a collection pause can fall between the two clock
    // reads), so a gap may look up to 10 ms short, but never the run as a whole by more.
    const { detects } = record;
    const gaps = detects.slice(1).map((at, i) => at - (detects[i] ?? 0));
    expect(gaps.length).toBeGreaterThanOrEqual(5);
    expect(Math.min(...gaps)).toBeGreaterThanOrEqual(90);
    const span = (detects.at(-1) ?? 0) - (detects[0] ?? 0);
    expect(span).toBeGreaterThanOrEqual(gaps.length * 100 - 10);
  });

  test('a refused camera says how to allow it', async ({ page }) => {
    const member = await newMember(page.request, 'nocam', 0);
    await fakeScanner(page, { camera: 'denied', detector: true });
    await signInMember(page, member);
    await page.goto('/vouchers');
    await page.getByRole('button', { name: 'Got a code? Add your code and save' }).click();
    const sheet = page.getByRole('dialog', { name: 'Add Voucher' });
    await sheet.getByText('Scan a QR code').click();
    await expect(page.getByRole('alert')).toContainText(
      'Camera is blocked or not accessible. Please allow camera in your browser permissions and Reload.',
    );
    await expect(sheet.getByRole('switch', { name: 'Scan a QR code' })).not.toBeChecked();
    await expect(sheet.getByRole('textbox', { name: 'Enter code' })).toBeVisible();
  });

  test('without a BarcodeDetector the code is read by the fallback, served from our origin', async ({
    page,
    baseURL,
  }) => {
    const code = await issueVoucherCode(page.request, 15);
    const member = await newMember(page.request, 'nodetector', 0);
    await fakeScanner(page, { qr: await qrModules(code), camera: 'allowed', detector: false });
    const origin = new URL(baseURL ?? '').origin;
    const requested: string[] = [];
    page.on('request', (request) => requested.push(request.url()));
    await signInMember(page, member);
    await page.goto('/vouchers');
    await page.getByRole('button', { name: 'Got a code? Add your code and save' }).click();
    const sheet = page.getByRole('dialog', { name: 'Add Voucher' });
    // Nothing of the fallback is fetched before the scanner opens.
    await expect(sheet.getByRole('switch', { name: 'Scan a QR code' })).toBeVisible();
    expect(requested.filter((url) => /\.wasm$|ponyfill/.test(url))).toEqual([]);

    const sent = page.waitForRequest(/\/LoyAddVoucherExternal$/);
    await sheet.getByText('Scan a QR code').click();
    await expect(sheet.getByRole('textbox', { name: 'Enter code' })).toHaveValue(code, {
      timeout: 15_000,
    });
    expect((await sent).postDataJSON()).toMatchObject({ DATA: { ENTRY_NO: code } });
    await expect(page.getByRole('status')).toContainText('Voucher added successfully');

    const wasm = requested.filter((url) => url.endsWith('.wasm'));
    expect(wasm).toHaveLength(1);
    expect(new URL(wasm[0] ?? '').origin).toBe(origin);
    // Nothing at all from another host.
    expect(
      requested.filter((url) => /^https?:/.test(url) && new URL(url).origin !== origin),
    ).toEqual([]);
  });

  test('without a camera only the typed code is offered', async ({ page }) => {
    const member = await newMember(page.request, 'nocamera', 0);
    await fakeScanner(page, { camera: 'missing', detector: false });
    await signInMember(page, member);
    await page.goto('/vouchers');
    await page.getByRole('button', { name: 'Got a code? Add your code and save' }).click();
    const sheet = page.getByRole('dialog', { name: 'Add Voucher' });
    await expect(sheet.getByText('This browser cannot read codes with the camera')).toBeVisible();
    await expect(sheet.getByRole('switch')).toHaveCount(0);
    await expect(sheet.getByRole('textbox', { name: 'Enter code' })).toBeVisible();
  });
});
