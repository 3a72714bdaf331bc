import { expect, test } from '@playwright/test';
import type { Page } from '@playwright/test';
import { expectNoAxeViolations, THEMES, themedPage } from '../support/axe';
import { expectNothingOverlaps, NARROWEST } from '../support/layout';
import { newMember, postBill, signInMember } from '../support/members';

/**
 * The account screens of ours (change password, delete account, the inbox) in both themes:
 * axe finds nothing, at the narrowest phone nothing overlaps or runs past the side. Home with
 * the tier bar, /expiries and /activity are checked the same way in tiers-expiry.spec.ts and
 * activity.spec.ts.
 */
test.beforeEach(() => test.slow());

/**
 * Scrolled to the end, where the last control must clear the fixed navigation; higher up a
 * long form passes under it as any page does.
 */
async function expectLaidOut(page: Page, where: string) {
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  await expectNothingOverlaps(page, where);
}

for (const theme of THEMES) {
  test(`change password, delete account and the inbox, ${theme}`, async ({ browser, request }) => {
    const member = await newMember(request, `acclook${theme}`, 300);
    await postBill(request, member.mobile, 120);
    const page = await themedPage(browser, theme);
    await signInMember(page, member);
    for (const width of [NARROWEST.width, 390]) {
      await page.setViewportSize({ width, height: 800 });
      await page.goto('/change-password');
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Change password');
      // With the form's errors showing too: they must read as well as the fields.
      await page.getByRole('button', { name: 'Change password' }).click();
      await expect(page.getByText('Enter your current password.')).toBeVisible();
      await expectLaidOut(page, `change password ${theme} ${width}`);
      await expectNoAxeViolations(page, `change password ${theme} ${width}`);

      await page.goto('/delete-account');
      await expect(page.getByTestId('delete-account-lost')).toContainText('points');
      await page.getByRole('button', { name: 'Delete my account' }).click();
      await expect(page.getByText('Tick the box to confirm')).toBeVisible();
      await expectLaidOut(page, `delete account ${theme} ${width}`);
      await expectNoAxeViolations(page, `delete account ${theme} ${width}`);

      await page.goto('/notifications');
      await expect(page.getByTestId('inbox-item')).toHaveCount(2);
      await expectLaidOut(page, `inbox ${theme} ${width}`);
      await expectNoAxeViolations(page, `inbox ${theme} ${width}`);
    }
    await page.context().close();
  });
}
