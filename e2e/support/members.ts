import { expect } from '@playwright/test';
import type { APIRequestContext, Page } from '@playwright/test';
import { newCustomer, signUpByApi } from './customers';
import type { NewCustomer } from './customers';
import { callFromPage, customerPoints } from './loyalty-api';
import type { CustomerPoints } from './loyalty-api';
import { USER_COOKIE } from './session';
import { BASE_URL } from './urls';

/**
 * Members made for one test: signed up through the real LoyCreateCustomer call and given points
 * by a real purchase at the demo programme's till (the staff API, README "Running a
 * programme"), so tests that move value never touch the seeded demo customer's balance.
 */

/** The seeded friend of the demo programme (password demo1234). */
export const FRIEND = { email: 'friend@example.com', mobile: '0507654321' };

/** The demo programme's staff API key (seeded in demo mode). */
const DEMO_STAFF_KEY = 'demo-staff-key';

export interface Member extends NewCustomer {
  /** The points balance after the purchase that funded the member. */
  balance: number;
}

/** Posts a purchase of `amount` AED for the customer with `mobile`; answers the new balance. */
export async function postBill(
  request: APIRequestContext,
  mobile: string,
  amount: number,
): Promise<number> {
  const response = await request.post(`${BASE_URL}/api/pos/bills`, {
    headers: { Authorization: `Bearer ${DEMO_STAFF_KEY}` },
    data: {
      billRef: `E2E-${Date.now()}-${Math.floor(Math.random() * 1e6)}`,
      customer: { mobile },
      amount,
    },
  });
  const answer = (await response.json()) as { balance?: number; MESSAGE?: string };
  expect(response.ok(), answer.MESSAGE).toBe(true);
  return answer.balance ?? 0;
}

/** A new member of the demo programme who has spent `spend` AED (and so has points). */
export async function newMember(
  request: APIRequestContext,
  tag: string,
  spend = 1000,
): Promise<Member> {
  const customer = newCustomer(tag);
  await signUpByApi(request, customer);
  const balance = spend > 0 ? await postBill(request, customer.mobile, spend) : 0;
  return { ...customer, balance };
}

interface LoginAnswer {
  STATUS: unknown;
  MESSAGE?: string;
  DATA?: Record<string, unknown>;
}

/**
 * Signs `username` in through the real LoyLogin call sent from the app's origin (so the session
 * cookie lands where the app uses it) and sets the user cookie the app keeps, as the login
 * screen does. Answers the user record.
 */
export async function signInWith(
  page: Page,
  username: string,
  password: string,
): Promise<Record<string, unknown>> {
  await page.goto(`${BASE_URL}/manifest.webmanifest`);
  const answer = await page.evaluate(
    async (login) => {
      const response = await fetch('/api/loyalty/LoyLogin', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({
          DIV_ID: 1,
          FUNCTION: 'LoyLogin',
          DATA: { ...login, TYPE_NAME: 'EMAIL', LOC_ID: '001', CLIENT_ID: '1001' },
        }),
      });
      return (await response.json()) as LoginAnswer;
    },
    { USERNAME: username, PWORD: password },
  );
  expect(answer.STATUS, answer.MESSAGE).toBe(true);
  const user = answer.DATA ?? {};
  await page.context().addCookies([
    {
      name: USER_COOKIE,
      value: encodeURIComponent(JSON.stringify(user)),
      url: BASE_URL,
      sameSite: 'Lax',
      expires: Math.floor(Date.now() / 1000) + 30 * 24 * 60 * 60,
    },
  ]);
  return user;
}

/** Signs a member in (see signInWith). */
export function signInMember(page: Page, member: NewCustomer) {
  return signInWith(page, member.email, member.password);
}

export interface ListedVoucher {
  entry_no: string;
  VOUCHER_NO: string;
  Valid_Until: string;
  Redeem_value: number;
}

/** The signed-in customer's vouchers of one list, as GetVoucher answers them. */
export async function vouchersOf(
  page: Page,
  user: Record<string, unknown>,
  kind: 'new' | 'used' | 'expired',
): Promise<ListedVoucher[]> {
  const filter = kind === 'expired' ? { EXPIRED: 1 } : { USED: kind === 'new' ? 0 : 1 };
  const answer = await callFromPage<{ VOUCHER_HEADER: ListedVoucher[] }>(
    page,
    '/api/loyalty/GetVoucher',
    { TYPE_NAME: 'VOUCHER_HISTORY', CLIENT_ID: '1001', CUST_CODE: user.CUST_CODE, ...filter },
  );
  return answer.VOUCHER_HEADER;
}

/** Creates a voucher from `points` through the real CreateVoucher call. */
export async function createVoucherByApi(
  page: Page,
  user: Record<string, unknown>,
  points: number,
): Promise<{ VOUCHER_NO: string; REEDEEM_AMOUNT: number }> {
  const answer = await callFromPage<{
    STATUS: unknown;
    VOUCHER_NO: string;
    REEDEEM_AMOUNT: number;
  }>(page, '/api/loyalty/CreateVoucher', {
    TYPE_NAME: 'NEW_VOUCHER',
    CLIENT_ID: '1001',
    CUST_CODE: user.CUST_CODE,
    MOBILE_NUM: user.MOBILE,
    POINTS: points,
  });
  expect(answer.STATUS).toBe(true);
  return answer;
}

/** A voucher code the demo retailer issues for a customer to claim (staff API). */
export async function issueVoucherCode(request: APIRequestContext, value: number): Promise<string> {
  const response = await request.post(`${BASE_URL}/api/pos/voucher-codes`, {
    headers: { Authorization: `Bearer ${DEMO_STAFF_KEY}` },
    data: { count: 1, value },
  });
  const answer = (await response.json()) as { codes?: string[]; MESSAGE?: string };
  expect(response.ok(), answer.MESSAGE).toBe(true);
  return answer.codes?.[0] ?? '';
}

/** GetLoyPoints CUSTOMER with the total the voucher sheet shows (POINTS_TOTAL). */
export async function pointsSummary(page: Page, user: Record<string, unknown>) {
  return (await customerPoints(page, user)) as CustomerPoints & { POINTS_TOTAL: number };
}
