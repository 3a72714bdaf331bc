import { expect } from '@playwright/test';
import type { Page } from '@playwright/test';

/**
 * POSTs a call from the page, with the browser's session cookie, exactly as the app would:
 * the answer is what the server tells this customer, to compare with what the screen shows.
 */
export async function callFromPage<T = Record<string, unknown>>(
  page: Page,
  path: string,
  data: Record<string, unknown>,
): Promise<T> {
  const answer = await page.evaluate(
    async ({ path, data }) => {
      const response = await fetch(path, {
        method: 'POST',
        credentials: 'include',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({
          DIV_ID: 1,
          SEND_KEY: 'loyalty-web',
          DATA: { AUTH_KEY: 'loyalty-web', ...data },
        }),
      });
      return { status: response.status, body: (await response.json()) as unknown };
    },
    { path, data },
  );
  expect(answer.status, `${path} answered`).toBe(200);
  return answer.body as T;
}

export interface CustomerPoints {
  CUST_CODE: string;
  CUST_NAME: string;
  CARD_TYPE?: string;
  CURRENTPOINTS: number;
  POINTS_VALUE: number;
  POINTS_EXPIRED: number;
}

/** GetLoyPoints CUSTOMER for the signed-in `user` (the record LoyLogin returned). */
export async function customerPoints(
  page: Page,
  user: Record<string, unknown>,
): Promise<CustomerPoints> {
  const answer = await callFromPage<{ DATA: CustomerPoints }>(page, '/api/loyalty/GetLoyPoints', {
    TYPE_NAME: 'CUSTOMER',
    CLIENT_ID: '1001',
    MOBILE_NUM: user.MOBILE,
    CUST_CODE: user.CUST_CODE,
  });
  return answer.DATA;
}

/** The numbers as the app writes them (lib/format.ts): '12,500' and '1,250.50 AED'. */
export const points = (value: number) => new Intl.NumberFormat('en-US').format(value);
export const aed = (value: number) =>
  `${new Intl.NumberFormat('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(value)} AED`;

/** A date as DD/MM/YYYY from an ISO date or date-time, on the browser's calendar (UTC here). */
export function ddmmyyyy(iso: string): string {
  const date = new Date(/T/.test(iso) ? iso : `${iso}T00:00:00`);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${pad(date.getDate())}/${pad(date.getMonth() + 1)}/${date.getFullYear()}`;
}
