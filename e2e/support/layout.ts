import { expect } from '@playwright/test';
import type { Page } from '@playwright/test';

/** The narrowest phone the app is laid out for. */
export const NARROWEST = { width: 320, height: 640 };

interface Box {
  what: string;
  x: number;
  y: number;
  width: number;
  height: number;
}

/**
 * No control or heading on screen overlaps another (a control may hold others, as a link
 * holds its label), and none reaches past the sides of the screen.
 */
export async function expectNothingOverlaps(page: Page, where: string): Promise<void> {
  const boxes = await page.evaluate(() => {
    const selector = 'a, button, input, select, textarea, [role="button"], h1, h2, h3';
    const found: Box[] = [];
    const elements = Array.from(document.querySelectorAll<HTMLElement>(selector));
    for (const element of elements) {
      const rect = element.getBoundingClientRect();
      const style = getComputedStyle(element);
      if (rect.width === 0 || rect.height === 0 || style.visibility === 'hidden') continue;
      if (element.closest('[aria-hidden="true"], .visually-hidden')) continue;
      // Nested controls (a button inside a link's row) are laid out together by design.
      if (element.parentElement?.closest(selector)) continue;
      const label = (element.getAttribute('aria-label') ?? element.textContent ?? '').trim();
      found.push({
        what: `${element.tagName.toLowerCase()} "${label.slice(0, 40)}"`,
        x: rect.x,
        y: rect.y,
        width: rect.width,
        height: rect.height,
      });
    }
    return found;
  });
  const viewport = page.viewportSize();
  const problems: string[] = [];
  for (const [i, a] of boxes.entries()) {
    if (viewport && (a.x < -1 || a.x + a.width > viewport.width + 1))
      problems.push(`${a.what} reaches past the screen's side`);
    for (const b of boxes.slice(i + 1)) {
      const across = Math.min(a.x + a.width, b.x + b.width) - Math.max(a.x, b.x);
      const down = Math.min(a.y + a.height, b.y + b.height) - Math.max(a.y, b.y);
      if (across > 1 && down > 1) problems.push(`${a.what} overlaps ${b.what}`);
    }
  }
  expect(problems, where).toEqual([]);
}
