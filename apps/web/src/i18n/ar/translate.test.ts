import { describe, expect, it } from 'vitest';
import { translateArabic } from './translate';

describe('translateArabic', () => {
  it('says a count in each of Arabic plural forms', () => {
    const wait = (n: number) => translateArabic('auth', 'login.waitSeconds', { n });
    expect(wait(1)).toBe('ثانية واحدة');
    expect(wait(2)).toBe('ثانيتين');
    expect(wait(5)).toBe('5 ثوانٍ');
    expect(wait(11)).toBe('11 ثانية');
    expect(wait(100)).toBe('100 ثانية');
  });

  it('counts points written with thousands separators, and writes them so again', () => {
    expect(translateArabic('home', 'expiry.points', { points: '12,500' })).toBe('12,500 نقطة');
    expect(translateArabic('home', 'expiry.points', { points: '3' })).toBe('3 نقاط');
    expect(translateArabic('home', 'expiry.points', { points: 2 })).toBe('نقطتان');
  });

  it('keeps a code or an e-mail left to right inside the Arabic sentence', () => {
    expect(translateArabic('home', 'contact.email', { email: 'help@example.com' })).toBe(
      'راسلنا على \u2068help@example.com\u2069',
    );
  });

  it('has no text for a key it does not know', () => {
    expect(translateArabic('home', 'no.such.key')).toBeUndefined();
    expect(translateArabic('nowhere', 'home.welcome')).toBeUndefined();
  });
});
