import { screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { clearSignedInUser, saveSignedInUser } from '../lib/session';
import { renderAt } from '../test/render-app';

beforeEach(() => {
  // Screens ask the server for their data; here the network answers every call with a
  // failure, since these tests are only about where the user ends up.
  vi.stubGlobal(
    'fetch',
    vi.fn(() => Promise.resolve(Response.json({ STATUS: false, MESSAGE: 'Not available' }))),
  );
  vi.spyOn(console, 'warn').mockImplementation(() => undefined);
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
});

// The router loads a screen's module before it renders the route, guards included; the first
// import of a real screen (transformed on the fly, beside other test files) can take seconds.
const LOADING = { timeout: 15_000 };

function signIn() {
  saveSignedInUser({ CUST_CODE: 'C1001', CUST_NAME: 'Demo Customer', MOBILE: '0501234567' });
}

/** The screen has rendered when its <main> is on the page. */
async function screenShown() {
  return screen.findByRole('main', {}, LOADING);
}

describe('route guards (docs/wire-protocol.md §4, §6)', { timeout: 20_000 }, () => {
  it.each(['/', '/login', '/join'])('sends a signed-in user from %s to /home', async (path) => {
    signIn();
    const { router } = renderAt(path);
    expect(await screen.findByRole('navigation', { name: 'Main' }, LOADING)).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/home');
  });

  it.each([
    '/home',
    '/home/id',
    '/offers',
    '/offers/single/1/P1',
    '/history',
    '/transactions/single/B1',
    '/transactions/single/redemption/B1',
    '/digital-receipt',
    '/profile',
    '/my-profile',
    '/vouchers',
    '/vouchers/single',
    '/vouchers/single/transfer',
    '/share-points',
    '/feedback',
  ])('sends a visitor without the user cookie from %s to /', async (path) => {
    const { router } = renderAt(path);
    await waitFor(() => expect(router.state.location.pathname).toBe('/'), LOADING);
    expect(await screen.findByRole('link', { name: 'Log in' }, LOADING)).toBeInTheDocument();
  });

  it.each(['/login', '/join', '/signup', '/forgot-password', '/stores', '/about'])(
    'lets a visitor open %s',
    async (path) => {
      const { router } = renderAt(path);
      await screenShown();
      expect(router.state.location.pathname).toBe(path);
      expect(screen.queryByRole('navigation', { name: 'Main' })).not.toBeInTheDocument();
    },
  );

  it('shows the bottom navigation on a signed-in screen', async () => {
    signIn();
    renderAt('/offers');
    const nav = await screen.findByRole('navigation', { name: 'Main' }, LOADING);
    const tabs = Array.from(nav.querySelectorAll('a')).map((link) => link.textContent);
    expect(tabs).toEqual(['Home', 'Offers', 'Vouchers', 'History', 'Profile']);
    expect(screen.getByRole('link', { name: 'Offers' })).toHaveAttribute('aria-current', 'page');
  });

  it('sends the user to / as soon as the user cookie goes', async () => {
    signIn();
    const { router } = renderAt('/profile');
    await screen.findByRole('navigation', { name: 'Main' }, LOADING);
    clearSignedInUser();
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
  });

  it('shows the fallback screen for an unknown route', async () => {
    renderAt('/no-such-screen');
    expect(
      await screen.findByRole('heading', { name: 'Unexpected Application Error!' }, LOADING),
    ).toBeInTheDocument();
    expect(screen.getByText('404 Not Found')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to the home page' })).toHaveAttribute('href', '/');
  });
});
