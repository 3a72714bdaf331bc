import { QueryClientProvider } from '@tanstack/react-query';
import { RouterProvider } from 'react-router';
import { createQueryClient } from '../lib/query-client';
import { meQuery } from '../lib/me';
import { signInPath } from '../lib/next-path';
import { createConsoleRouter } from './router';

/**
 * A signed-in call answered 401 (the session ended or was revoked): forget what was fetched and
 * sign in again, then come back to this page. Before anyone signed in there is nothing to end;
 * the shell's loader sends them to the sign-in page itself.
 */
function sessionEnded() {
  if (!queryClient.getQueryData(meQuery.queryKey)) return;
  const { pathname, search } = router.state.location;
  queryClient.clear();
  void router.navigate(signInPath(`${pathname}${search}`, true), { replace: true });
}

const queryClient = createQueryClient(sessionEnded);
const router = createConsoleRouter(queryClient);

export function App() {
  return (
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>
  );
}
