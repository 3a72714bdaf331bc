import { Outlet, ScrollRestoration, useMatches } from 'react-router';
import { BottomNav } from '../features/shell/components/bottom-nav';
import { InstallBanner } from '../features/shell/components/install-banner';
import { useSession } from '../lib/session';

/** Route `handle` fields the shell reads. */
export interface RouteHandle {
  /** Full-screen screens (detail pages, forms) can hide the bottom navigation. */
  hideNav?: boolean;
}

export function RootLayout() {
  return (
    <>
      <ScrollRestoration />
      <Outlet />
      <InstallBanner />
    </>
  );
}

/** Screens of a signed-in customer: the bottom navigation below the screen. */
export function NavLayout() {
  const { isLoggedIn } = useSession();
  const matches = useMatches();
  const hidden = matches.some((match) => (match.handle as RouteHandle | undefined)?.hideNav);
  return (
    <>
      <Outlet />
      {isLoggedIn && !hidden && <BottomNav />}
    </>
  );
}
