import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AppConfigProvider, setActiveConfig } from '../../../lib/app-settings';
import { createQueryClient } from '../../../lib/query-client';
import { SessionProvider, clearSignedInUser, saveSignedInUser } from '../../../lib/session';
import { testConfig } from '../../../test/render-app';
import { HomeHeader } from './home-header';

describe('HomeHeader', () => {
  afterEach(() => {
    setActiveConfig(undefined);
    clearSignedInUser();
    vi.unstubAllGlobals();
  });

  it('asks for the points only once it has painted, then shows them', async () => {
    const fetch = vi.fn((_url: string, _init?: RequestInit) =>
      Promise.resolve(
        Response.json({
          STATUS: true,
          DATA: {
            CUST_CODE: 'C1001',
            CUST_NAME: 'Demo Customer',
            MOBILE: '0501234567',
            CURRENTPOINTS: 1234,
            REDEEMABLEPOINTS: 1234,
            POINTS_VALUE: 12.34,
            POINTS_EXPIRED: 0,
            POINTS_TOTAL: 1234,
          },
        }),
      ),
    );
    vi.stubGlobal('fetch', fetch);
    const config = testConfig();
    setActiveConfig(config);
    saveSignedInUser({ CUST_CODE: 'C1001', CUST_NAME: 'Demo Customer', MOBILE: '0501234567' });
    render(
      <QueryClientProvider client={createQueryClient()}>
        <AppConfigProvider config={config}>
          <SessionProvider logout={() => Promise.resolve()}>
            <HomeHeader />
          </SessionProvider>
        </AppConfigProvider>
      </QueryClientProvider>,
    );
    // The first paint: the header is there, no call has gone out yet.
    expect(screen.getByTestId('points-balance')).toBeInTheDocument();
    expect(fetch).not.toHaveBeenCalled();
    await waitFor(() => expect(screen.getByTestId('points-balance')).toHaveTextContent('1,234'));
    const urls = fetch.mock.calls.map(([url]) => url.split('/').at(-1));
    expect(urls).toEqual(['GetLoyPoints']);
  });
});
