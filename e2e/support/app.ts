import { expect } from '@playwright/test';
import type { Page } from '@playwright/test';

/** The splash covers the landing for 3 s plus a 1 s fade; wait until it has gone. */
export async function waitForSplashToGo(page: Page): Promise<void> {
  await expect(page.getByTestId('splash')).toBeHidden({ timeout: 8_000 });
}

/** Resolves once a service worker controls the page (it claims the page on first install). */
export async function waitForServiceWorker(page: Page): Promise<void> {
  await page.waitForFunction(async () => {
    const registration = await navigator.serviceWorker.ready;
    return (
      registration.active?.state === 'activated' && navigator.serviceWorker.controller !== null
    );
  });
}
