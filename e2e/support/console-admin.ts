import AxeBuilder from '@axe-core/playwright';
import { expect } from '@playwright/test';
import type { Browser, Page } from '@playwright/test';
import { STAFF, STAFF_PASSWORD, consolePage, submitSignIn } from './console';

/** No serious or critical finding of axe's WCAG 2 A and AA rules on the page as it is. */
export async function expectNoSeriousAxeFindings(page: Page, where: string): Promise<void> {
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa']).analyze();
  const serious = results.violations.filter(
    (v) => v.impact === 'serious' || v.impact === 'critical',
  );
  expect(
    serious.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`),
    where,
  ).toEqual([]);
}

/** A console page signed in as the member, on `path` (a console path such as `/settings`). */
export async function consoleAs(
  browser: Browser,
  email: string,
  path: string,
  width = 1280,
): Promise<Page> {
  const page = await consolePage(browser, width);
  await page.goto(`/console/sign-in?next=${encodeURIComponent(path)}`);
  await submitSignIn(page, email, STAFF_PASSWORD);
  // The first page after signing in loads the app's chunks: slow on a busy machine.
  await expect(page.getByRole('navigation', { name: 'Console' })).toBeVisible({ timeout: 30_000 });
  const where = path === '/' ? '/?' : path.replace(/[?]/g, '\\?');
  await expect(page).toHaveURL(new RegExp(`/console${where}$`));
  return page;
}

export const ownerConsole = (browser: Browser, path: string, width?: number) =>
  consoleAs(browser, STAFF.owner.email, path, width);
