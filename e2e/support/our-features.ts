import type { Page } from '@playwright/test';

/** The calls of our member features (docs/decisions/020-our-features.md). */
export const OUR_MEMBER_CALLS = /\/api\/loyalty\/ours\/(TierProgress|PointsExpiry|Activity)$/;

/**
 * Makes the page's server look like the vendor's backend as far as our features go: the
 * settings it embeds in the page and answers on GetAppSettings name no Features.
 */
export async function dropFeatures(page: Page): Promise<void> {
  const strip = (text: string) =>
    text.replace(/,"Features":\[[^\]]*\]/g, '').replace(/"Features":\[[^\]]*\],?/g, '');
  await page.route('**/config/GetAppSettings', async (route) => {
    const response = await route.fetch();
    await route.fulfill({ response, body: strip(await response.text()) });
  });
  await page.route(
    (url) => !/\.[a-z0-9]+$/i.test(url.pathname) && !/^\/(api|config|files)\//.test(url.pathname),
    async (route) => {
      if (route.request().resourceType() !== 'document') return route.fallback();
      const response = await route.fetch();
      await route.fulfill({ response, body: strip(await response.text()) });
    },
  );
}
