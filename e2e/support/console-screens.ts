import AxeBuilder from '@axe-core/playwright';
import { expect } from '@playwright/test';
import type { Browser, Page } from '@playwright/test';
import { STAFF, STAFF_PASSWORD, consolePage, submitSignIn } from './console';

/** A console page signed in as `who`, opened at `path` (under /console). */
export async function consoleAs(
  browser: Browser,
  who: keyof typeof STAFF,
  path: string,
  width = 1280,
): Promise<Page> {
  const page = await consolePage(browser, width);
  await page.goto(`/console/sign-in?next=${encodeURIComponent(path)}`);
  await submitSignIn(page, STAFF[who].email, STAFF_PASSWORD);
  // A screen may send on to its first page (/content goes to /content/promotions).
  await expect(page).toHaveURL(new RegExp(`/console${path.replace(/[?]/g, '\\?')}(/[^?]*)?$`));
  return page;
}

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
