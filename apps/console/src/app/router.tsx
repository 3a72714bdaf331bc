import type { QueryClient } from '@tanstack/react-query';
import { createBrowserRouter, Outlet } from 'react-router';
import type { RouteObject } from 'react-router';
import { AcceptInvitationPage } from '../features/auth/accept-invitation-page';
import { ForgotPasswordPage } from '../features/auth/forgot-password-page';
import { ResetPasswordPage } from '../features/auth/reset-password-page';
import { SignInPage } from '../features/auth/sign-in-page';
import { auditRoutes } from '../features/audit/routes';
import { billsRoutes } from '../features/bills/routes';
import { contentRoutes } from '../features/content/routes';
import { DashboardPage } from '../features/dashboard/dashboard-page';
import { customersRoutes } from '../features/customers/routes';
import { feedbackRoutes } from '../features/feedback/routes';
import { settingsRoutes } from '../features/settings/routes';
import { ErrorPage } from '../features/shell/error-page';
import { NotFound } from '../features/shell/not-found';
import { RoleGate } from '../features/shell/role-gate';
import { ShellLayout } from '../features/shell/shell-layout';
import { staffRoutes } from '../features/staff/routes';
import { tillRoutes } from '../features/till/routes';
import { vouchersRoutes } from '../features/vouchers/routes';
import { SCREENS } from '../lib/navigation';
import { BASENAME } from '../lib/next-path';
import { requireStaff, skipSignInWhenSignedIn } from './session-loaders';

/** Each screen of the navigation, beyond the dashboard, and the routes under it. */
const SCREEN_ROUTES: Record<string, RouteObject[]> = {
  '/till': tillRoutes,
  '/customers': customersRoutes,
  '/bills': billsRoutes,
  '/content': contentRoutes,
  '/vouchers': vouchersRoutes,
  '/feedback': feedbackRoutes,
  '/audit': auditRoutes,
  '/staff': staffRoutes,
  '/settings': settingsRoutes,
};

/** The console's pages; the mailed links' paths (/reset, /invite) are the server's. */
export function createConsoleRouter(queryClient: QueryClient) {
  return createBrowserRouter(
    [
      { path: '/sign-in', loader: skipSignInWhenSignedIn(queryClient), element: <SignInPage /> },
      { path: '/forgot-password', element: <ForgotPasswordPage /> },
      { path: '/reset', element: <ResetPasswordPage /> },
      { path: '/invite', element: <AcceptInvitationPage /> },
      {
        id: 'shell',
        loader: requireStaff(queryClient),
        element: <ShellLayout />,
        errorElement: <ErrorPage />,
        children: [
          { index: true, element: <DashboardPage /> },
          ...SCREENS.filter((screen) => screen.path !== '/').map((screen) => ({
            path: screen.path.slice(1),
            // The role's gate in front of every page of the screen (the API refuses them too).
            element: (
              <RoleGate screen={screen}>
                <Outlet />
              </RoleGate>
            ),
            children: SCREEN_ROUTES[screen.path] ?? [],
          })),
          { path: '*', element: <NotFound /> },
        ],
      },
    ],
    { basename: BASENAME },
  );
}
