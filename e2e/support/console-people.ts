import AxeBuilder from '@axe-core/playwright';
import { expect } from '@playwright/test';
import type { APIResponse, Page } from '@playwright/test';
import { STAFF_PASSWORD, submitSignIn } from './console';
import { BASE_URL } from './urls';

/** Signs a member of staff in on the console at `origin` (the demo's by default). */
export async function signInConsole(page: Page, email: string, origin = BASE_URL): Promise<void> {
  await page.goto(`${origin}/console/sign-in`);
  await submitSignIn(page, email, STAFF_PASSWORD);
  await expect(page.getByRole('navigation', { name: 'Console' })).toBeVisible();
}

/** No serious or critical finding of axe's WCAG 2 A and AA rules. */
export async function expectNoSeriousAxeFindings(page: Page, where: string): Promise<void> {
  // A table dims its rows while it reloads; judge the settled screen, as a person reads it.
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa']).analyze();
  const serious = results.violations.filter(
    (v) => v.impact === 'serious' || v.impact === 'critical',
  );
  expect(
    serious.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`),
    where,
  ).toEqual([]);
}

/** An admin API call with the signed-in member's cookie, a write from the console's origin. */
export function adminApi(
  page: Page,
  method: 'GET' | 'POST',
  path: string,
  data?: unknown,
  origin = BASE_URL,
): Promise<APIResponse> {
  return page.request.fetch(`${origin}/api/admin${path}`, {
    method,
    headers: method === 'GET' ? {} : { origin },
    ...(data === undefined ? {} : { data }),
  });
}

/** The demo customer with this e-mail, as the admin search finds them. */
export async function customerByEmail(
  page: Page,
  email: string,
): Promise<{ id: number; cardNo: string; custCode: string; balance: number }> {
  const response = await adminApi(page, 'GET', `/customers?q=${encodeURIComponent(email)}`);
  expect(response.ok()).toBe(true);
  const { items } = (await response.json()) as {
    items: { id: number; cardNo: string; custCode: string; balance: number; email: string }[];
  };
  const found = items.find((c) => c.email === email);
  expect(found, email).toBeDefined();
  return found!;
}
