import type { ReactNode } from 'react';

/**
 * A screen's title: one style on every screen, in sentence case as the texts give it (a title
 * is never set in capitals by style or by text).
 */
export function ScreenTitle({ children }: { children: ReactNode }) {
  return <h1 className="screen-title">{children}</h1>;
}
