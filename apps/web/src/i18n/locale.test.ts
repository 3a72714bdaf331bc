import { afterEach, describe, expect, it } from 'vitest';
import { formatAed, formatDate, formatPoints } from '../lib/format';
import { removeCookie, getCookie } from '../lib/cookies';
import { tHome } from './home';
import { LOCALE_COOKIE, currentLocale, readLocale, setLocale } from './locale';
import { t } from './messages';

afterEach(async () => {
  await setLocale('en', false);
  removeCookie(LOCALE_COOKIE);
});

describe('the language', () => {
  it('follows the browser before any choice, then the choice', async () => {
    // jsdom's browser speaks en-US.
    expect(readLocale()).toBe('en');
    await setLocale('ar');
    expect(getCookie(LOCALE_COOKIE)).toBe('ar');
    expect(readLocale()).toBe('ar');
  });

  it('turns the page right to left and speaks Arabic once Arabic is chosen', async () => {
    await setLocale('ar');
    expect(currentLocale()).toBe('ar');
    expect(document.documentElement.lang).toBe('ar');
    expect(document.documentElement.dir).toBe('rtl');
    expect(t('nav.offers')).toBe('العروض');
    expect(tHome('home.welcome', { name: 'سارة' })).toBe('أهلًا، \u2068سارة\u2069');

    await setLocale('en');
    expect(document.documentElement.dir).toBe('ltr');
    expect(t('nav.offers')).toBe('Offers');
  });

  it('writes numbers, money and months as ar-AE does, in Western digits', async () => {
    await setLocale('ar');
    expect(formatPoints(12500)).toBe('12,500');
    expect(formatAed(1250.5)).toMatch(/^\u200f?1,250\.50\s?د\.إ\.?\u200f?$/);
    expect(formatDate('2024-03-07', 'DD MMMM YYYY')).toBe('07 مارس 2024');
    expect(formatDate('2024-03-07', 'DD/MM/YYYY')).toBe('07/03/2024');
  });
});
