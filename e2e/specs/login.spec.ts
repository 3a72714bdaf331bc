import { expect, test } from '@playwright/test';
import { dismissAlert, expectSignedIn, logInThroughForm } from '../support/login-form';
import { THEMES, expectNoAxeViolations, themedPage } from '../support/axe';
import { USER_COOKIE } from '../support/session';

test.describe('log in (docs/wire-protocol.md §2 "Login", §4, §5)', () => {
  test('by e-mail: busy once, a green banner, then /home after 1.5 s with the user cookie', async ({
    page,
  }) => {
    const calls: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/LoyLogin')) calls.push(request.url());
    });
    // The real answer, held back a little so the busy state can be seen.
    await page.route('**/LoyLogin', async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 600));
      await route.continue();
    });
    // Measured in the page's own clock: when the answer arrived and when /home was entered.
    await page.addInitScript(() => {
      const marks = window as unknown as { homeAt?: number };
      for (const method of ['pushState', 'replaceState'] as const) {
        const original = history[method].bind(history);
        history[method] = (...args: Parameters<History['pushState']>) => {
          original(...args);
          if (location.pathname === '/home') marks.homeAt ??= performance.now();
        };
      }
    });
    await page.goto('/login');
    await page.getByRole('textbox', { name: 'Email' }).fill('demo@example.com');
    const password = page.getByLabel('Password', { exact: true });
    await password.fill('demo1234');
    await password.press('Enter');
    const button = page.getByRole('button', { name: 'Log In' });
    await expect(button).toBeDisabled();
    await expect(button).toHaveAttribute('aria-busy', 'true');
    await password.press('Enter');
    await expect(page.getByRole('status')).toContainText('Successfully logged in');
    await page.waitForURL(/\/home$/);
    const wait = await page.evaluate(() => {
      const answer = performance
        .getEntriesByType('resource')
        .find((entry) => entry.name.endsWith('/LoyLogin')) as PerformanceResourceTiming;
      return ((window as unknown as { homeAt?: number }).homeAt ?? 0) - answer.responseEnd;
    });
    expect(wait).toBeGreaterThanOrEqual(1490);
    expect(calls).toHaveLength(1);

    const cookie = (await page.context().cookies()).find((c) => c.name === USER_COOKIE);
    expect(cookie, 'the user cookie').toBeTruthy();
    const user = JSON.parse(decodeURIComponent(cookie!.value)) as Record<string, unknown>;
    expect(user.CUST_CODE).toBeTruthy();
    expect(user.MOBILE).toBe('0501234567');
    // 30 days, give or take the test's own run time.
    const days = (cookie!.expires - Date.now() / 1000) / 86_400;
    expect(days).toBeGreaterThan(29.9);
    expect(days).toBeLessThanOrEqual(30);
  });

  test('by mobile number', async ({ page }) => {
    await logInThroughForm(page, '0507654321', 'demo1234', 'Mobile');
    await expectSignedIn(page);
  });

  test('by a mobile written as +971 50 123 4567 or 00971507654321', async ({ page, context }) => {
    await logInThroughForm(page, '+971 50 765 4321', 'demo1234', 'Mobile');
    await expectSignedIn(page);
    await context.clearCookies();
    await logInThroughForm(page, '00971507654321', 'demo1234', 'Mobile');
    await expectSignedIn(page);
    // The app keeps the one stored form.
    const cookies = await context.cookies();
    const user = cookies.find((c) => c.name === USER_COOKIE);
    expect(JSON.parse(decodeURIComponent(user?.value ?? '{}'))).toMatchObject({
      MOBILE: '0507654321',
    });
  });

  test('a login locked after failed tries says how long to wait and offers the reset', async ({
    page,
  }) => {
    test.setTimeout(120_000);
    // The real lockout: wrong passwords for one account until the server refuses with 429.
    const account = `locked-${Date.now()}@example.com`;
    const attempt = () =>
      page.request.post('/api/loyalty/LoyLogin', {
        data: {
          DIV_ID: 1,
          FUNCTION: 'LoyLogin',
          SEND_KEY: 'loyalty-web',
          DATA: {
            AUTH_KEY: 'loyalty-web',
            USERNAME: account,
            PWORD: 'wrong-one',
            TYPE_NAME: 'EMAIL',
            LOC_ID: '001',
            CLIENT_ID: '1001',
          },
        },
      });
    let locked = false;
    for (let round = 0; round < 50 && !locked; round += 1) {
      const answers = await Promise.all(Array.from({ length: 10 }, attempt));
      locked = answers.some((answer) => answer.status() === 429);
    }
    expect(locked, 'the server locks the account after failed tries').toBe(true);

    await logInThroughForm(page, account, 'wrong-one');
    const notice = page.getByTestId('login-locked');
    await expect(notice).toBeVisible();
    await expect(notice).toContainText(
      /try again in (a few minutes|\d+ (minutes?|seconds?)), or reset your password/,
    );
    await expect(notice).not.toContainText('Too many requests');
    await notice.getByRole('link', { name: 'Reset your password' }).click();
    await expect(page).toHaveURL(/\/forgot-password$/);
  });

  test('a wrong password shows the server’s message in red and stays', async ({ page }) => {
    await logInThroughForm(page, 'lite@example.com', 'not-the-one');
    await expect(page.getByRole('alert')).toContainText('Invalid username or password.');
    await expect(page).toHaveURL(/\/login$/);
    await expect(page.getByRole('button', { name: 'Log In' })).toBeEnabled();
  });

  test('inputs that are not valid are refused before any call', async ({ page }) => {
    const calls: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/LoyLogin')) calls.push(request.url());
    });
    await page.goto('/login');
    await page.getByRole('button', { name: 'Log In' }).click();
    await expect(page.getByRole('alert')).toContainText('Failed to login. Inputs not valid');
    await dismissAlert(page);

    await page.getByRole('textbox', { name: 'Email' }).fill('demo@');
    await page.getByLabel('Password', { exact: true }).fill('demo1234');
    await page.getByRole('button', { name: 'Log In' }).click();
    await expect(page.getByRole('alert')).toContainText('Failed to login. Inputs not valid');
    await dismissAlert(page);

    await page.getByRole('radio', { name: 'Mobile' }).check();
    await page.getByRole('textbox', { name: 'Mobile number' }).fill('05');
    await page.getByRole('button', { name: 'Log In' }).click();
    await expect(page.getByRole('alert')).toContainText('Failed to login. Inputs not valid');
    expect(calls).toEqual([]);
  });

  test('Forgot Password leads to /forgot-password', async ({ page }) => {
    await page.goto('/login');
    await page.getByRole('link', { name: 'Forgot Password' }).click();
    await expect(page).toHaveURL(/\/forgot-password$/);
    await expect(page.getByRole('heading', { name: 'Forgot Password' })).toBeVisible();
  });
});

for (const theme of THEMES) {
  test(`the entry screens pass axe in the ${theme} theme`, async ({ browser }) => {
    const page = await themedPage(browser, theme);
    await page.goto('/login');
    await expect(page.getByRole('heading', { name: 'Log In' })).toBeVisible();
    await expectNoAxeViolations(page, `/login, ${theme}`);
    await page.goto('/forgot-password');
    await expect(page.getByRole('heading', { name: 'Forgot Password' })).toBeVisible();
    await expectNoAxeViolations(page, `/forgot-password, ${theme}`);
    await page.context().close();
  });
}
