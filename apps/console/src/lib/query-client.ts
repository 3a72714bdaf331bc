import { MutationCache, QueryCache, QueryClient } from '@tanstack/react-query';
import { AdminApiError } from './api';

/** Retries only what may pass on a second try: network failures and server errors. */
function shouldRetry(failureCount: number, error: unknown): boolean {
  if (failureCount >= 2 || !(error instanceof AdminApiError)) return false;
  return error.status === 0 || error.status >= 500;
}

/** One client for the console; `onSessionEnded` runs when a signed-in call is answered 401. */
export function createQueryClient(onSessionEnded: () => void): QueryClient {
  const ended = (error: unknown) => {
    if (error instanceof AdminApiError && error.sessionEnded) onSessionEnded();
  };
  return new QueryClient({
    queryCache: new QueryCache({ onError: ended }),
    mutationCache: new MutationCache({ onError: ended }),
    defaultOptions: {
      queries: { staleTime: 30_000, retry: shouldRetry, refetchOnWindowFocus: false },
      mutations: { retry: false },
    },
  });
}
