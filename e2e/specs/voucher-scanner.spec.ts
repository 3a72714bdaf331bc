import { expect, test } from '@playwright/test';
import { fakeScanner, scanRecord } from '../support/camera';
import { qrModules } from '../support/qr';
import { issueVoucherCode, newMember, signInMember } from '../support/members';

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
