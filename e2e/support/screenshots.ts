import { writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import { expect } from '@playwright/test';
import type { Page } from '@playwright/test';
import type Sharp from 'sharp';

/**
 * The README's pictures of the main screens. A test run checks that every screen can be
 * pictured and keeps the pictures with its results; `SCREENSHOTS=update` writes them into
 * docs/screenshots for the README, so an ordinary run never changes tracked files.
 */
export const folder =
  process.env.SCREENSHOTS === 'update'
    ? fileURLToPath(new URL('../../docs/screenshots/', import.meta.url))
    : fileURLToPath(new URL('../test-results/screenshots/', import.meta.url));

// The server's image library, to keep the README's pictures small (a palette of 256 colours).
const sharp = createRequire(new URL('../../apps/server/package.json', import.meta.url))(
  'sharp',
) as typeof Sharp;

export async function shoot(page: Page, name: string) {
  // Let images and fonts settle so the picture is the screen as a customer sees it.
  await page.waitForLoadState('networkidle');
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
  // And let sheets and fades finish: a picture taken halfway shows the screen behind.
  await page.waitForFunction(() =>
    document
      .getAnimations()
      .every((a) => a.playState !== 'running' || a.effect?.getTiming().iterations === Infinity),
  );
  const raw = await page.screenshot();
  const small = await sharp(raw).png({ palette: true, effort: 10, compressionLevel: 9 }).toBuffer();
  writeFileSync(`${folder}${name}.png`, small);
}
