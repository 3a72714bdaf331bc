import AxeBuilder from '@axe-core/playwright';
import { expect } from '@playwright/test';
import type { Browser, Page } from '@playwright/test';
import { BASE_URL } from './urls';

export const THEMES = ['light', 'dark'] as const;

/** A phone-sized page in a context of its own (axe needs one), in the given theme. */
export async function themedPage(browser: Browser, theme: (typeof THEMES)[number]): Promise<Page> {
  const context = await browser.newContext({
    baseURL: BASE_URL,
    viewport: { width: 390, height: 844 },
  });
  await context.addCookies([{ name: 'theme', value: theme, url: BASE_URL }]);
  return context.newPage();
}

/** WCAG 2 A and AA, as the rest of the suite checks them. */
export async function expectNoAxeViolations(page: Page, where: string): Promise<void> {
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa']).analyze();
  expect(
    results.violations.map(
      (v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`,
    ),
    where,
  ).toEqual([]);
}
