import type { QueryClient } from '@tanstack/react-query';
import { createBrowserRouter } from 'react-router';
import { AcceptInvitationPage } from '../features/auth/accept-invitation-page';
import { ForgotPasswordPage } from '../features/auth/forgot-password-page';
import { ResetPasswordPage } from '../features/auth/reset-password-page';
import { SignInPage } from '../features/auth/sign-in-page';
import { ComingNext } from '../features/shell/coming-next';
import { ErrorPage } from '../features/shell/error-page';
import { Home } from '../features/shell/home';
import { NotFound } from '../features/shell/not-found';
import { RoleGate } from '../features/shell/role-gate';
import { ShellLayout } from '../features/shell/shell-layout';
import { SCREENS } from '../lib/navigation';
import { BASENAME } from '../lib/next-path';
import { requireStaff, skipSignInWhenSignedIn } from './session-loaders';

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
          { index: true, element: <Home /> },
          // Routes to fill: each screen of the navigation shows ComingNext until it is built.
          ...SCREENS.filter((screen) => screen.path !== '/').map((screen) => ({
            path: screen.path.slice(1),
            element: (
              <RoleGate screen={screen}>
                <ComingNext title={screen.label} />
              </RoleGate>
            ),
          })),
          { path: '*', element: <NotFound /> },
        ],
      },
    ],
    { basename: BASENAME },
  );
}
