import { act, renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { getCookie, setCookie } from './cookies';
import { THEME_COOKIE, ThemeProvider, useTheme } from './theme';

describe('theme (docs/wire-protocol.md §3: cookie, light or dark, default light)', () => {
  it('is light without a cookie', () => {
    const { result } = renderHook(useTheme, { wrapper: ThemeProvider });
    expect(result.current.theme).toBe('light');
  });

  it('reads the saved choice', () => {
    setCookie(THEME_COOKIE, 'dark');
    const { result } = renderHook(useTheme, { wrapper: ThemeProvider });
    expect(result.current.theme).toBe('dark');
  });

  it('saves a change in the cookie and puts it on the page', () => {
    const { result } = renderHook(useTheme, { wrapper: ThemeProvider });
    act(() => result.current.setTheme('dark'));
    expect(result.current.theme).toBe('dark');
    expect(getCookie(THEME_COOKIE)).toBe('dark');
    expect(document.documentElement.dataset.theme).toBe('dark');
  });
});
