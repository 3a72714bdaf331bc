import { render } from '@testing-library/react';
import { RouterProvider, createMemoryRouter } from 'react-router';
import { routes } from '../app/router';
import { AppProviders } from '../app/providers';
import { AppConfigProvider, setActiveConfig } from '../lib/app-settings';
import type { AppConfig } from '../lib/app-settings';
import { SessionProvider } from '../lib/session';

/** Settings as a tenant's GetAppSettings and GetAccess would give them. */
export function testConfig(overrides: Partial<AppConfig> = {}): AppConfig {
  const origin = location.origin;
  return {
    urls: {
      AppBaseURL: `${origin}/api/loyalty`,
      AppBaseURL1: `${origin}/api/crm/`,
      AdminCRMDataURL: `${origin}/api/crm-admin/`,
      configUrl: origin,
    },
    clientId: '1001',
    accessUrl: `${origin}/config/GetAccess`,
    fileServerUrl: `${origin}/files/`,
    displayName: 'Oasis Rewards',
    logoUrl: undefined,
    footerLogoUrl: undefined,
    footers: ['Brought to you by', 'مزود', 'Provider'],
    countryResidence: undefined,
    countryResidenceCode: undefined,
    nationality: undefined,
    access: { Voucher: true, 'Bill History': true, 'Share Points': true, 'Dark Mode': true },
    ...overrides,
  };
}

/** The app's real route table in a memory router, at `path`. */
export function renderAt(path: string, config: AppConfig = testConfig()) {
  setActiveConfig(config);
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  const view = render(
    <AppProviders>
      <AppConfigProvider config={config}>
        <SessionProvider logout={() => Promise.resolve()}>
          <RouterProvider router={router} />
        </SessionProvider>
      </AppConfigProvider>
    </AppProviders>,
  );
  return { router, ...view };
}
