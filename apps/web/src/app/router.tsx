import { createBrowserRouter } from 'react-router';
import type { RouteObject } from 'react-router';
import { ErrorPage } from './error-page';
import { GuestOnly, SignedInOnly } from './guards';
import { NavLayout, RootLayout } from './layouts';

/** Shown while the first screen's chunk loads: nothing, the page is blank for a moment. */
function FirstScreenLoading() {
  return null;
}

/** Every route of docs/wire-protocol.md §2; each screen is its own lazily loaded chunk. */
export const routes: RouteObject[] = [
  {
    path: '/',
    element: <RootLayout />,
    errorElement: <ErrorPage />,
    HydrateFallback: FirstScreenLoading,
    children: [
      {
        element: <GuestOnly />,
        children: [
          { index: true, lazy: () => import('./routes/landing') },
          { path: 'login', lazy: () => import('./routes/login') },
          { path: 'join', lazy: () => import('./routes/join') },
        ],
      },
      { path: 'signup', lazy: () => import('./routes/signup') },
      { path: 'forgot-password', lazy: () => import('./routes/forgot-password') },
      { path: 'forgot-password-otp', lazy: () => import('./routes/forgot-password-otp') },
      {
        path: 'forgot-password-new-password',
        lazy: () => import('./routes/forgot-password-new-password'),
      },
      {
        element: <NavLayout />,
        children: [
          // docs/wire-protocol.md §4 lists these; vouchers, share-points and feedback are guarded too (our
          // reading): they act on the signed-in customer's own data.
          {
            element: <SignedInOnly />,
            children: [
              { path: 'home', lazy: () => import('./routes/home') },
              { path: 'home/id', lazy: () => import('./routes/home-id') },
              { path: 'offers', lazy: () => import('./routes/offers') },
              {
                path: 'offers/single/:promoId/:promoCode',
                lazy: () => import('./routes/offer-single'),
              },
              { path: 'history', lazy: () => import('./routes/history') },
              {
                path: 'transactions/single/:billref',
                lazy: () => import('./routes/transaction-single'),
              },
              {
                path: 'transactions/single/redemption/:billref',
                lazy: () => import('./routes/transaction-redemption'),
              },
              { path: 'digital-receipt', lazy: () => import('./routes/digital-receipt') },
              { path: 'profile', lazy: () => import('./routes/profile') },
              { path: 'my-profile', lazy: () => import('./routes/my-profile') },
              { path: 'vouchers', lazy: () => import('./routes/vouchers') },
              { path: 'vouchers/single', lazy: () => import('./routes/voucher-single') },
              { path: 'vouchers/single/transfer', lazy: () => import('./routes/voucher-transfer') },
              { path: 'share-points', lazy: () => import('./routes/share-points') },
              { path: 'feedback', lazy: () => import('./routes/feedback') },
            ],
          },
          // Not guarded by the spec: readable signed in or not.
          { path: 'stores', lazy: () => import('./routes/stores') },
          { path: 'about', lazy: () => import('./routes/about') },
          { path: 'about/single', lazy: () => import('./routes/about-single') },
        ],
      },
    ],
  },
];

export function createAppRouter() {
  return createBrowserRouter(routes);
}

export type AppRouter = ReturnType<typeof createAppRouter>;
