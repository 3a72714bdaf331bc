// @vitest-environment-options {"url": "http://lite.localhost/"}
import { render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { hideAlert } from '../lib/alerts';
import { getActiveConfig, setActiveConfig } from '../lib/app-settings';
import { App } from './app';

interface SentRequest {
  url: string;
  body: Record<string, unknown>;
}

/** The config service and the loyalty server, as the network answers them in each test. */
function network(settingsFor: (subDomain: string) => Record<string, unknown>) {
  const sent: SentRequest[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn((url: string, init: RequestInit) => {
      const body = JSON.parse(String(init.body)) as Record<string, unknown>;
      sent.push({ url, body });
      if (url.endsWith('/config/GetAppSettings')) {
        return Promise.resolve(Response.json(settingsFor(String(body.SUB_DOMAIN_ID))));
      }
      if (url.endsWith('/config/GetAccess')) {
        return Promise.resolve(
          Response.json({ STATUS: true, DATA: [{ access_desc: 'Voucher', enabled: 'Y' }] }),
        );
      }
      return Promise.resolve(Response.json({ STATUS: true, DATA: [] }));
    }),
  );
  return sent;
}

const demoSettings = {
  STATUS: true,
  AppBaseURL: 'http://lite.localhost/api/loyalty',
  AppBaseURL1: 'http://lite.localhost/api/crm/',
  AdminCRMDataURL: 'http://lite.localhost/api/crm-admin/',
  AdminFileSrvURL: 'http://lite.localhost/files/',
  ClientId: '1001',
  GetAccess: 'http://lite.localhost/config/GetAccess',
  AppDisplayName: 'Oasis Rewards',
};

describe('settings gate (docs/wire-protocol.md §1, §4)', () => {
  afterEach(() => {
    hideAlert();
    setActiveConfig(undefined);
  });

  it('shows only the alert area when no settings give a base URL', async () => {
    const sent = network(() => ({ STATUS: false, MESSAGE: 'Unknown sub-domain' }));
    const { container } = render(<App />);
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to get app settings');
    // The local host tried its own sub-domain, then the demo one.
    expect(sent.map((request) => request.body.SUB_DOMAIN_ID)).toEqual(['lite', 'demo']);
    expect(container.querySelector('main')).toBeNull();
    expect(screen.queryByRole('link', { name: 'Log in' })).not.toBeInTheDocument();
  });

  it('shows nothing but the alert when a client id is missing', async () => {
    network(() => ({ ...demoSettings, ClientId: '' }));
    const { container } = render(<App />);
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to get app settings');
    expect(container.querySelector('main')).toBeNull();
  });

  it("falls back to the demo sub-domain's settings on a local host, then renders", async () => {
    const sent = network((subDomain) =>
      subDomain === 'demo' ? demoSettings : { STATUS: false, MESSAGE: 'Unknown sub-domain' },
    );
    render(<App />);
    expect(await screen.findByRole('link', { name: 'Log in' })).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('Oasis Rewards'));
    const access = sent.find((request) => request.url.endsWith('/config/GetAccess'));
    expect(access?.body).toMatchObject({ DATA: { CLIENT_ID: '1001' } });
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('opens at once on the settings kept on the phone while the network hangs, then refreshes them', async () => {
    localStorage.setItem(
      'loyalty_app_config',
      JSON.stringify({
        hostname: 'lite.localhost',
        config: {
          urls: { AppBaseURL: demoSettings.AppBaseURL, AppBaseURL1: '', AdminCRMDataURL: '' },
          clientId: '1001',
          fileServerUrl: '/files/',
          displayName: 'Kept Club',
          footers: ['', '', ''],
          access: {},
        },
      }),
    );
    let answer: (response: Response) => void = () => undefined;
    const sent: string[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn((url: string) => {
        sent.push(url);
        if (url.endsWith('/config/GetAppSettings')) {
          return new Promise<Response>((resolve) => (answer = resolve));
        }
        return Promise.resolve(Response.json({ STATUS: true, DATA: [] }));
      }),
    );
    render(<App />);
    // Within the default one-second wait of findBy, though the settings call has no answer.
    expect(await screen.findByRole('link', { name: 'Log in' })).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('Kept Club'));
    expect(sent).toContainEqual(expect.stringMatching(/\/config\/GetAppSettings$/));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();

    // The network answers at last: its settings replace the kept ones.
    answer(Response.json({ ...demoSettings, AppDisplayName: 'Fresh Club' }));
    await waitFor(() => expect(document.title).toBe('Fresh Club'));
    localStorage.clear();
  });

  describe('settings carried by the page (the server app shell)', () => {
    const access = {
      STATUS: true,
      DATA: [
        { access_desc: 'Voucher', enabled: 'N' },
        { access_desc: 'Dark Mode', enabled: 'Y' },
      ],
    };

    function embed(block: unknown) {
      const script = document.createElement('script');
      script.type = 'application/json';
      script.id = 'app-settings';
      script.textContent = typeof block === 'string' ? block : JSON.stringify(block);
      document.head.append(script);
    }

    afterEach(() => {
      document.getElementById('app-settings')?.remove();
      localStorage.clear();
    });

    it('renders the first screen without asking for settings or access', async () => {
      const sent = network(() => ({ STATUS: false, MESSAGE: 'not asked' }));
      embed({
        subDomain: 'lite',
        GetAppSettings: { ...demoSettings, AppDisplayName: 'Lite Club' },
        GetAccess: access,
      });
      render(<App />);
      expect(await screen.findByRole('link', { name: 'Log in' })).toBeInTheDocument();
      await waitFor(() => expect(document.title).toBe('Lite Club'));
      expect(getActiveConfig()).toMatchObject({
        clientId: '1001',
        displayName: 'Lite Club',
        access: { Voucher: false, 'Dark Mode': true },
      });
      expect(sent.map((request) => request.url)).not.toContainEqual(
        expect.stringMatching(/\/config\/(GetAppSettings|GetAccess)$/),
      );
      // Kept for an offline start, as settings fetched over the network are.
      await waitFor(() =>
        expect(localStorage.getItem('loyalty_app_config')).toContain('Lite Club'),
      );
    });

    it("asks as before when the block is another sub-domain's, unusable or unreadable", async () => {
      for (const block of [
        { subDomain: 'demo', GetAppSettings: demoSettings, GetAccess: access },
        { subDomain: 'lite', GetAppSettings: { ...demoSettings, ClientId: '' }, GetAccess: access },
        { subDomain: 'lite', GetAppSettings: { STATUS: true, AppBaseURL: 42 }, GetAccess: access },
        '{"subDomain": "lite", ',
      ]) {
        vi.spyOn(console, 'warn').mockImplementation(() => undefined);
        const sent = network((subDomain) =>
          subDomain === 'lite' ? { ...demoSettings, AppDisplayName: 'Fetched' } : {},
        );
        embed(block);
        const { unmount } = render(<App />);
        expect(await screen.findByRole('link', { name: 'Log in' })).toBeInTheDocument();
        expect(getActiveConfig()?.displayName).toBe('Fetched');
        expect(sent.map((request) => request.url)).toEqual(
          expect.arrayContaining([
            expect.stringMatching(/\/config\/GetAppSettings$/),
            expect.stringMatching(/\/config\/GetAccess$/),
          ]),
        );
        unmount();
        document.getElementById('app-settings')?.remove();
        setActiveConfig(undefined);
      }
    });
  });
});
