import { afterEach, describe, expect, it, vi } from 'vitest';
import { setActiveConfig } from '../../lib/app-settings';
import { createQueryClient } from '../../lib/query-client';
import { clearSignedInUser, saveSignedInUser } from '../../lib/session';
import { testConfig } from '../../test/render-app';
import { loader as homeLoader } from './home';
import { loader as offersLoader } from './offers';

/** The calls sent, by the last segment of their address. */
function sentCalls() {
  const fetch = vi.fn((_url: string, _init: RequestInit) =>
    Promise.resolve(Response.json({ STATUS: true, PROMOTIONS: [] })),
  );
  vi.stubGlobal('fetch', fetch);
  return () => fetch.mock.calls.map(([url]) => url.split('/').at(-1));
}

describe("a screen's loader starts the calls it shows first", () => {
  afterEach(() => {
    setActiveConfig(undefined);
    clearSignedInUser();
  });

  it('/home: the offers; the points wait for the first paint', () => {
    const sent = sentCalls();
    const client = createQueryClient();
    setActiveConfig(testConfig());
    saveSignedInUser({ CUST_CODE: 'C1001', CUST_NAME: 'Demo Customer', MOBILE: '0501234567' });
    expect(homeLoader()).toBeNull();
    expect(sent()).toEqual(['LoyGetPromotions']);
    expect(client.getQueryState(['LoyGetPromotions', '1001', '001', 1])?.fetchStatus).toBe(
      'fetching',
    );
  });

  it('/offers: the offers', () => {
    const sent = sentCalls();
    createQueryClient();
    setActiveConfig(testConfig());
    expect(offersLoader()).toBeNull();
    expect(sent()).toEqual(['LoyGetPromotions']);
  });

  it('nothing before the settings are there', () => {
    const sent = sentCalls();
    createQueryClient();
    expect(homeLoader()).toBeNull();
    expect(offersLoader()).toBeNull();
    expect(sent()).toEqual([]);
  });
});
