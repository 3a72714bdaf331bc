import { expect } from '@playwright/test';
import type { Browser, BrowserContext, Page } from '@playwright/test';
import { BASE_URL } from './urls';

/** The cookie that keeps the language chosen on a phone (apps/web/src/i18n/locale.ts). */
export const LOCALE_COOKIE = 'lang';

/** Puts Arabic on the phone as if the customer had chosen it. */
export async function chooseArabic(context: BrowserContext, url = BASE_URL): Promise<void> {
  await context.addCookies([{ name: LOCALE_COOKIE, value: 'ar', url }]);
}

/** A phone-sized page in Arabic, in a context of its own (axe needs one), in `theme`. */
export async function arabicPage(browser: Browser, theme: 'light' | 'dark'): Promise<Page> {
  const context = await browser.newContext({
    baseURL: BASE_URL,
    viewport: { width: 390, height: 844 },
    reducedMotion: 'reduce',
  });
  await context.addCookies([{ name: 'theme', value: theme, url: BASE_URL }]);
  await chooseArabic(context);
  return context.newPage();
}

/**
 * The words in Latin letters a screen shows in Arabic mode, outside what may stay Latin:
 * text in an element of another language (`lang`), isolated values (a name, a code, an e-mail
 * inside a sentence: FSI … PDI, <bdi>, dir="ltr"), and anything with a digit (codes, numbers).
 */
export async function latinWords(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const found = new Set<string>();
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const parent = node.parentElement;
      if (!parent || parent.closest('script, style, svg, bdi, [dir="ltr"], [hidden]')) continue;
      const tagged = parent.closest('[lang]');
      if (tagged && !tagged.getAttribute('lang')?.startsWith('ar')) continue;
      const box = parent.getBoundingClientRect();
      const hidden = getComputedStyle(parent).visibility === 'hidden';
      const readable = parent.closest('.visually-hidden') !== null;
      if ((box.width === 0 && box.height === 0 && !readable) || hidden) continue;
      const text = (node.textContent ?? '').replace(/\u2068[^\u2069]*\u2069/g, ' ');
      for (const word of text.split(/[\s\u060c,.:;()«»!?'"/|-]+/)) {
        if (/[A-Za-z]/.test(word) && !/\d/.test(word)) found.add(word);
      }
    }
    for (const element of Array.from(
      document.querySelectorAll('[aria-label], [alt], [placeholder]'),
    )) {
      if (element.closest('[hidden], bdi, [dir="ltr"]')) continue;
      const tagged = element.closest('[lang]');
      if (tagged && !tagged.getAttribute('lang')?.startsWith('ar')) continue;
      for (const name of ['aria-label', 'alt', 'placeholder']) {
        const text = (element.getAttribute(name) ?? '').replace(/\u2068[^\u2069]*\u2069/g, ' ');
        for (const word of text.split(/[\s\u060c,.:;()«»!?'"/|-]+/)) {
          if (/[A-Za-z]/.test(word) && !/\d/.test(word)) found.add(word);
        }
      }
    }
    return [...found].sort();
  });
}

/** The screen is in Arabic: right to left, and no word of it is left in English. */
export async function expectArabicScreen(page: Page, where: string): Promise<void> {
  await expect(page.locator('html')).toHaveAttribute('lang', 'ar');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  expect(await latinWords(page), where).toEqual([]);
}
