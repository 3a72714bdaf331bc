import { createContext, use, useCallback, useMemo, useState } from 'react';
import type { ReactNode } from 'react';
import { getCookie, setCookie } from './cookies';

export type Theme = 'light' | 'dark';

export const THEME_COOKIE = 'theme';
// The spec gives no lifetime for the theme cookie; a year keeps the choice like a setting.
const THEME_COOKIE_DAYS = 365;

export function readTheme(): Theme {
  return getCookie(THEME_COOKIE) === 'dark' ? 'dark' : 'light';
}

/** Puts the theme on <html>, where tokens.css switches the custom properties. */
export function applyTheme(theme: Theme): void {
  document.documentElement.dataset.theme = theme;
  document.documentElement.style.colorScheme = theme;
}

interface ThemeState {
  theme: Theme;
  setTheme: (theme: Theme) => void;
}

const ThemeContext = createContext<ThemeState | null>(null);

export function ThemeProvider({ children }: { children: ReactNode }) {
  const [theme, setThemeState] = useState<Theme>(readTheme);
  const setTheme = useCallback((next: Theme) => {
    setCookie(THEME_COOKIE, next, { days: THEME_COOKIE_DAYS });
    applyTheme(next);
    setThemeState(next);
  }, []);
  const value = useMemo(() => ({ theme, setTheme }), [theme, setTheme]);
  return <ThemeContext value={value}>{children}</ThemeContext>;
}

export function useTheme(): ThemeState {
  const state = use(ThemeContext);
  if (!state) throw new Error('useTheme needs a ThemeProvider');
  return state;
}
