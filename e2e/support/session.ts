import { expect } from '@playwright/test';
import type { Page } from '@playwright/test';
import { BASE_URL, LITE_URL } from './urls';

/** The seeded demo customers (password demo1234). */
const CUSTOMERS = {
  demo: { username: 'demo@example.com', clientId: '1001', origin: BASE_URL },
  friend: { username: 'friend@example.com', clientId: '1001', origin: BASE_URL },
  lite: { username: 'lite@example.com', clientId: '1002', origin: LITE_URL },
} as const;

export type Customer = keyof typeof CUSTOMERS;

/** The user cookie the app reads (apps/web/src/lib/session.tsx). */
export const USER_COOKIE = 'loyalty_user';

interface LoginAnswer {
  STATUS: unknown;
  MESSAGE?: string;
  DATA?: Record<string, unknown>;
}

/**
 * Signs `who` in through the real LoyLogin call, sent by the browser from the tenant's own
 * origin (Node cannot resolve lite.localhost; Chromium maps *.localhost to loopback), so the
 * server's session cookie lands where the app will use it. Then sets the user cookie the app
 * keeps, as the login screen does.
 */
export async function signIn(page: Page, who: Customer): Promise<Record<string, unknown>> {
  const customer = CUSTOMERS[who];
  // A static file puts the page on the tenant's origin without starting the app.
  await page.goto(`${customer.origin}/manifest.webmanifest`);
  const answer = await page.evaluate(async (login) => {
    const response = await fetch('/api/loyalty/LoyLogin', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({
        DIV_ID: 1,
        FUNCTION: 'LoyLogin',
        SEND_KEY: 'loyalty-web',
        DATA: {
          AUTH_KEY: 'loyalty-web',
          USERNAME: login.username,
          PWORD: 'demo1234',
          TYPE_NAME: 'EMAIL',
          LOC_ID: '001',
          CLIENT_ID: login.clientId,
        },
      }),
    });
    return (await response.json()) as LoginAnswer;
  }, customer);
  expect(answer.STATUS, answer.MESSAGE).toBe(true);
  const user = answer.DATA ?? {};
  await page.context().addCookies([
    {
      name: USER_COOKIE,
      value: encodeURIComponent(JSON.stringify(user)),
      url: customer.origin,
      sameSite: 'Lax',
      expires: Math.floor(Date.now() / 1000) + 30 * 24 * 60 * 60,
    },
  ]);
  return user;
}

/** A tenant's display name, as its config service gives it. */
export async function displayNameOf(page: Page, subDomain: 'demo' | 'lite'): Promise<string> {
  const response = await page.request.post(`${BASE_URL}/config/GetAppSettings`, {
    data: { FUNCTION: 'GetAppSettings', SUB_DOMAIN_ID: subDomain },
  });
  const { AppDisplayName } = (await response.json()) as { AppDisplayName?: string };
  expect(AppDisplayName, `display name of ${subDomain}`).toBeTruthy();
  return AppDisplayName ?? '';
}
