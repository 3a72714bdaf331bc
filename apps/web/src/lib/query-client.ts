import { QueryClient } from '@tanstack/react-query';
import { ApiError } from './api-client';

/** Retries only what may pass on a second try: network failures and server errors. */
function shouldRetry(failureCount: number, error: unknown): boolean {
  if (failureCount >= 2 || !(error instanceof ApiError)) return false;
  return error.status === 0 || error.status >= 500;
}

// Route loaders run outside React: they start a screen's first calls through the app's
// client while the screen is still being rendered (the api client reads its settings the
// same way, lib/app-settings).
let appClient: QueryClient | undefined;

/** The query client of the running app, for route loaders. */
export function getAppQueryClient(): QueryClient | undefined {
  return appClient;
}

export function createQueryClient(): QueryClient {
  appClient = new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: 60_000,
        retry: shouldRetry,
        refetchOnWindowFocus: false,
      },
      mutations: { retry: false },
    },
  });
  return appClient;
}
