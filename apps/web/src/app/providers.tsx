import { useState } from 'react';
import type { ReactNode } from 'react';
import { QueryClientProvider } from '@tanstack/react-query';
import { AlertBanner } from '../components/alert-banner';
import { createQueryClient } from '../lib/query-client';
import { ThemeProvider } from '../lib/theme';

/** What every screen, and the settings gate before them, relies on. */
export function AppProviders({ children }: { children: ReactNode }) {
  const [queryClient] = useState(createQueryClient);
  return (
    <QueryClientProvider client={queryClient}>
      <ThemeProvider>
        <AlertBanner />
        {children}
      </ThemeProvider>
    </QueryClientProvider>
  );
}
