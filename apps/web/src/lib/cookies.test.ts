import { describe, expect, it } from 'vitest';
import {
  getCookie,
  getJsonCookie,
  removeAllCookies,
  removeCookie,
  setCookie,
  setJsonCookie,
} from './cookies';

describe('cookies', () => {
  it('round-trips text that needs encoding', () => {
    setCookie('note', 'a; b=c ä', { days: 1 });
    expect(getCookie('note')).toBe('a; b=c ä');
    removeCookie('note');
    expect(getCookie('note')).toBeUndefined();
  });

  it('reads JSON, and nothing from a broken value', () => {
    setJsonCookie('user', { CUST_CODE: 'C1' });
    expect(getJsonCookie('user')).toEqual({ CUST_CODE: 'C1' });
    document.cookie = 'user=%7Bbroken; Path=/';
    expect(getJsonCookie('user')).toBeUndefined();
  });

  it('removes every cookie it can see', () => {
    setCookie('a', '1');
    setCookie('theme', 'dark');
    removeAllCookies();
    expect(document.cookie).toBe('');
  });
});
