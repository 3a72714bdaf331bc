import type { QueryClient } from '@tanstack/react-query';
import { redirect, type LoaderFunctionArgs } from 'react-router';
import { AdminApiError } from '../lib/api';
import { meQuery } from '../lib/me';
import { homeOf } from '../lib/navigation';
import { pathWithin, safeNext, signInPath } from '../lib/next-path';

/** The signed-in screens: the member first, else the sign-in page that comes back here. */
export const requireStaff =
  (queryClient: QueryClient) =>
  async ({ request }: LoaderFunctionArgs) => {
    try {
      await queryClient.ensureQueryData(meQuery);
      return null;
    } catch (error) {
      if (error instanceof AdminApiError && error.status === 401)
        throw redirect(signInPath(pathWithin(new URL(request.url))));
      throw error;
    }
  };

/** The sign-in page of a member already signed in (in this tab) goes on at once. */
export const skipSignInWhenSignedIn =
  (queryClient: QueryClient) =>
  ({ request }: LoaderFunctionArgs) => {
    const me = queryClient.getQueryData(meQuery.queryKey);
    if (!me) return null;
    const next = new URL(request.url).searchParams.get('next');
    return redirect(next ? safeNext(next) : homeOf(me.role));
  };
