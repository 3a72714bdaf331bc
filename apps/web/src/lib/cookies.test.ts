import { describe, expect, it, vi } from 'vitest';
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

  it('reads JSON, and nothing from a broken value', async () => {
    setJsonCookie('user', { CUST_CODE: 'C1' });
    expect(getJsonCookie('user')).toEqual({ CUST_CODE: 'C1' });
    // Written elsewhere (another tab): seen once the current task has run.
    document.cookie = 'user=%7Bbroken; Path=/';
    await Promise.resolve();
    expect(getJsonCookie('user')).toBeUndefined();
  });

  it('reads the browser once per task, and sees its own writes at once', async () => {
    const read = vi.spyOn(document, 'cookie', 'get');
    setCookie('a', '1');
    for (let i = 0; i < 5; i++) expect(getCookie('a')).toBe('1');
    expect(read).toHaveBeenCalledTimes(1);
    setCookie('a', '2');
    expect(getCookie('a')).toBe('2');
    removeCookie('a');
    expect(getCookie('a')).toBeUndefined();
    document.cookie = 'b=3; Path=/';
    await Promise.resolve();
    expect(getCookie('b')).toBe('3');
    removeCookie('b');
  });

  it('removes every cookie it can see', () => {
    setCookie('a', '1');
    setCookie('theme', 'dark');
    removeAllCookies();
    expect(document.cookie).toBe('');
  });
});
