import { useEffect, useState } from 'react';
import { RouterProvider } from 'react-router';
import { logout } from '../features/auth/api/logout';
import { setUnauthorizedHandler } from '../lib/api-client';
import { SessionProvider } from '../lib/session';
import { useLocale } from '../i18n/locale';
import { AppProviders } from './providers';
import { createAppRouter } from './router';
import { SettingsGate } from './settings-gate';

function AppRouter() {
  const [router] = useState(createAppRouter);
  useEffect(() => {
    // A 401 has already cleared the user cookie; leave whatever screen was open for the
    // login screen, which says that the session ended.
    setUnauthorizedHandler(
      () => void router.navigate('/login', { replace: true, state: { sessionEnded: true } }),
    );
    return () => setUnauthorizedHandler(() => undefined);
  }, [router]);
  return (
    <SessionProvider logout={logout}>
      <RouterProvider router={router} />
    </SessionProvider>
  );
}

export function App() {
  // A change of language draws every screen anew in it; the address, the cached answers and
  // the session stay.
  const locale = useLocale();
  return (
    <AppProviders>
      <SettingsGate>
        <AppRouter key={locale} />
      </SettingsGate>
    </AppProviders>
  );
}
