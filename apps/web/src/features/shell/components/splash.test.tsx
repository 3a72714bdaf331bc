import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AppConfigProvider } from '../../../lib/app-settings';
import { testConfig } from '../../../test/render-app';
import { Splash } from './splash';

function setReducedMotion(reduce: boolean) {
  vi.stubGlobal(
    'matchMedia',
    vi.fn((query: string) => ({ matches: reduce && query.includes('reduce'), media: query })),
  );
}

function renderSplash(onDone = vi.fn()) {
  render(
    <AppConfigProvider
      config={testConfig({
        logoUrl: '/files/logo.png',
        footerLogoUrl: '/files/mark.png',
        footers: ['By', 'عربي', 'English'],
      })}
    >
      <Splash onDone={onDone} />
    </AppConfigProvider>,
  );
  return onDone;
}

describe('splash (docs/wire-protocol.md §2, §4)', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('shows the logo, the three footers and the version', () => {
    setReducedMotion(false);
    renderSplash();
    const splash = screen.getByTestId('splash');
    expect(screen.getByRole('img', { name: 'Oasis Rewards logo' })).toHaveAttribute(
      'src',
      '/files/logo.png',
    );
    expect(splash).toHaveTextContent('By');
    expect(splash).toHaveTextContent('عربي');
    expect(splash).toHaveTextContent('English');
    expect(splash).toHaveTextContent('Version 0.0.0-test');
  });

  it('fetches the footer logo after the first paint, in a box that is there from the start', async () => {
    vi.useRealTimers();
    setReducedMotion(false);
    renderSplash();
    const mark = screen.getByTestId('splash').querySelector('.splash__footer-logo');
    expect(mark).toHaveAttribute('width', '96');
    expect(mark).toHaveAttribute('height', '32');
    expect(mark).not.toHaveAttribute('src');
    await waitFor(() => expect(mark).toHaveAttribute('src', '/files/mark.png'));
  });

  it('uses the default logo when the logo fails to load', () => {
    setReducedMotion(false);
    renderSplash();
    const logo = screen.getByRole('img', { name: 'Oasis Rewards logo' });
    fireEvent.error(logo);
    expect(logo.getAttribute('src')).not.toBe('/files/logo.png');
  });

  it('is visible for 3 s, fades for 1 s, then goes', () => {
    setReducedMotion(false);
    const onDone = renderSplash();
    act(() => vi.advanceTimersByTime(2999));
    expect(screen.getByTestId('splash')).not.toHaveClass('splash--fading');
    act(() => vi.advanceTimersByTime(1));
    expect(screen.getByTestId('splash')).toHaveClass('splash--fading');
    act(() => vi.advanceTimersByTime(999));
    expect(screen.getByTestId('splash')).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(1));
    expect(screen.queryByTestId('splash')).not.toBeInTheDocument();
    expect(onDone).toHaveBeenCalledOnce();
  });

  it('goes without a fade after 3 s when the user asks for reduced motion', () => {
    setReducedMotion(true);
    renderSplash();
    act(() => vi.advanceTimersByTime(3000));
    expect(screen.queryByTestId('splash')).not.toBeInTheDocument();
  });
});
