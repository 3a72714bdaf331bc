import { createBrowserRouter } from 'react-router';
import type { RouteObject } from 'react-router';
import { ErrorPage } from './error-page';
import { GuestOnly, SignedInOnly } from './guards';
import { NavLayout, RootLayout } from './layouts';
import { screens, type Frame, type Screen } from './screens';

/** Shown while the first screen's chunk loads: nothing, the page is blank for a moment. */
function FirstScreenLoading() {
  return null;
}

/** Each route module as its own lazily loaded chunk, by file. */
const routeModules = import.meta.glob<
  Awaited<ReturnType<Extract<RouteObject['lazy'], () => unknown>>>
>('./routes/*.tsx');

function screenRoute({ path, module }: Screen): RouteObject {
  const lazy = routeModules[`./routes/${module}.tsx`];
  if (!lazy) throw new Error(`routes/${module}.tsx does not exist`);
  // Every screen is a child of `/`, under layouts that add no path.
  return path === '/' ? { index: true, lazy } : { path: path.slice(1), lazy };
}

const framed = (frame: Frame) => screens.filter((s) => s.frame === frame).map(screenRoute);

/** Every screen of the table (./screens.ts) under its layouts. */
export const routes: RouteObject[] = [
  {
    path: '/',
    element: <RootLayout />,
    errorElement: <ErrorPage />,
    HydrateFallback: FirstScreenLoading,
    children: [
      { element: <GuestOnly />, children: framed('guest') },
      ...framed('open'),
      {
        element: <NavLayout />,
        children: [{ element: <SignedInOnly />, children: framed('member') }, ...framed('nav')],
      },
    ],
  },
];

export function createAppRouter() {
  return createBrowserRouter(routes);
}

export type AppRouter = ReturnType<typeof createAppRouter>;
