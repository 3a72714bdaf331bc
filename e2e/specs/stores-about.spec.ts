import { expect, test } from '@playwright/test';
import { THEMES, expectNoAxeViolations, themedPage } from '../support/axe';
import { callFromPage } from '../support/loyalty-api';
import { displayNameOf, signIn } from '../support/session';

interface Store {
  loc_name: string;
  address: string;
  phone: string;
}

test.describe('stores', () => {
  test('lists every store with its address in maps and its phone', async ({ page }) => {
    await signIn(page, 'demo');
    await page.goto('/stores');
    const answer = await callFromPage<{ DATA: Store[] }>(page, '/api/crm/Loy_GetLocationDetails', {
      client_id: '1001',
    });
    expect(answer.DATA.length).toBeGreaterThan(0);
    await expect(page.getByRole('heading', { level: 2 })).toHaveText(
      answer.DATA.map((s) => s.loc_name),
    );
    for (const store of answer.DATA) {
      const item = page
        .locator('.store')
        .filter({ has: page.getByRole('heading', { name: store.loc_name }) });
      await expect(
        item.getByRole('link', { name: `Open the address of ${store.loc_name} in maps` }),
      ).toHaveAttribute('href', `https://maps.google.com/?q=${encodeURIComponent(store.address)}`);
      await expect(item.getByText('Contact Details')).toBeVisible();
      await expect(
        item.getByRole('link', { name: new RegExp(`^Call ${store.loc_name}`) }),
      ).toHaveAttribute('href', `tel:${store.phone.replace(/[^\d+]/g, '')}`);
    }
  });
});

test.describe('about', () => {
  test('lists the sections and renders bold, sizes and line breaks', async ({ page }) => {
    await signIn(page, 'demo');
    const name = await displayNameOf(page, 'demo');
    await page.goto('/about');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(`About ${name}`);
    const answer = await callFromPage<{ DATA: { Heading: string; Content: string }[] }>(
      page,
      '/api/crm/Loy_getAboutUs',
      { client_id: '1001' },
    );
    await expect(page.getByTestId('about-list').getByRole('link')).toHaveText(
      answer.DATA.map((s) => s.Heading),
    );

    const section = answer.DATA.find(
      (s) => /\{size:\d+\}/.test(s.Content) && s.Content.includes('**'),
    );
    if (!section) throw new Error('the seed has an about section with bold and size');
    await page.getByRole('link', { name: section.Heading }).click();
    await expect(page).toHaveURL(/\/about\/single$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(section.Heading);

    const content = page.getByTestId('about-content');
    const bold = /\*\*(.+?)\*\*/.exec(section.Content)?.[1] ?? '';
    await expect(content.locator('strong').filter({ hasText: bold }).first()).toBeVisible();
    const [, size = '', sized = ''] =
      /\{size:(\d+)\}(.*?)\{size:end\}/s.exec(section.Content) ?? [];
    const sizedText = sized.replace(/\*\*/g, '');
    const span = content.locator('span[style]').filter({ hasText: sizedText }).first();
    await expect(span).toHaveCSS('font-size', `${size}px`);
    expect(await content.locator('br').count()).toBe(section.Content.split('\n').length - 1);
    await expect(content).not.toContainText('**');
    await expect(content).not.toContainText('{size');

    await page.getByRole('link', { name: 'Back to About' }).click();
    await expect(page).toHaveURL(/\/about$/);
  });

  test('2 skeletons stand in while the sections load', async ({ page }) => {
    await page.route('**/api/crm/Loy_getAboutUs', async (route) => {
      await new Promise((done) => setTimeout(done, 1_500));
      await route.continue();
    });
    await page.goto('/about');
    await expect(page.getByRole('status').getByTestId('skeleton')).toHaveCount(2);
    await expect(page.getByTestId('about-list')).toBeVisible();
  });

  test('/about/single without content goes back to /about', async ({ page }) => {
    await page.goto('/about/single');
    await expect(page).toHaveURL(/\/about$/);
  });

  test('markup in about content stays text', async ({ page }) => {
    await page.goto('/about');
    await expect(page.getByTestId('about-list')).toBeVisible();
    // The router keeps navigation state in history.state.usr; a reload reads it back.
    await page.evaluate(() => {
      history.pushState(
        {
          usr: {
            Heading: 'Injected',
            Content:
              '**<script>window.injected = 1</script>**\n<img src=x onerror="window.injected = 2">',
          },
          key: 'injected',
          idx: 1,
        },
        '',
        '/about/single',
      );
    });
    await page.reload();
    const content = page.getByTestId('about-content');
    await expect(content.locator('strong')).toHaveText('<script>window.injected = 1</script>');
    await expect(content).toContainText('<img src=x onerror="window.injected = 2">');
    expect(await content.locator('script, img').count()).toBe(0);
    expect(await page.evaluate(() => (window as { injected?: number }).injected)).toBeUndefined();
  });
});

for (const theme of THEMES) {
  test(`stores and about pass axe in the ${theme} theme`, async ({ browser }) => {
    const page = await themedPage(browser, theme);
    await signIn(page, 'demo');
    await page.goto('/stores');
    await expect(page.getByTestId('store-list')).toBeVisible();
    await expectNoAxeViolations(page, '/stores');
    await page.goto('/about');
    await expect(page.getByTestId('about-list')).toBeVisible();
    await expectNoAxeViolations(page, '/about');
    await page.getByTestId('about-list').getByRole('link').first().click();
    await expect(page.getByTestId('about-content')).toBeVisible();
    await expectNoAxeViolations(page, '/about/single');
    await page.context().close();
  });
}

test.describe('signed out', () => {
  for (const [path, heading] of [
    ['/stores', 'Stores'],
    ['/about', /^About /],
  ] as const) {
    test(`${path} has a way back to the start`, async ({ page }) => {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
      await page.getByRole('link', { name: 'Back to the start' }).click();
      await expect(page).toHaveURL(/\/$/);
      await expect(page.getByRole('link', { name: 'Log in' })).toBeVisible({ timeout: 8_000 });
    });
  }

  test('signed in, the bottom navigation is the way back instead', async ({ page }) => {
    await signIn(page, 'demo');
    await page.goto('/stores');
    await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Back to the start' })).toHaveCount(0);
  });
});
