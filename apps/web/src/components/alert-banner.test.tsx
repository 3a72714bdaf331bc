import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { hideAlert, showAlert } from '../lib/alerts';
import { AlertBanner } from './alert-banner';

describe('alert banner (docs/wire-protocol.md §8, §9)', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    render(<AlertBanner />);
  });
  afterEach(() => {
    act(() => hideAlert());
    vi.useRealTimers();
    history.replaceState(null, '', '/');
  });

  it('shows a success in green as a status, with its mode as the title', () => {
    act(() => showAlert({ success: true, mode: 'Login', message: 'Successfully logged in' }));
    const banner = screen.getByRole('status');
    expect(banner).toHaveTextContent('Login');
    expect(banner).toHaveTextContent('Successfully logged in');
    expect(banner).toHaveClass('alert-banner--ok');
  });

  it('shows an error in red as an alert', () => {
    act(() => showAlert({ success: false, message: 'Failed to login' }));
    expect(screen.getByRole('alert')).toHaveClass('alert-banner--err');
  });

  it('shows information in the neutral style as a status', () => {
    act(() => showAlert({ success: false, tone: 'info', message: 'Use your browser menu' }));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveClass('alert-banner--info');
  });

  it('hides after 2 s in the entry flow', () => {
    history.replaceState(null, '', '/login');
    act(() => showAlert({ success: false, message: 'Failed to login' }));
    act(() => vi.advanceTimersByTime(1999));
    expect(screen.getByRole('alert')).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(1));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('hides after 3 s on other screens', () => {
    history.replaceState(null, '', '/profile');
    act(() => showAlert({ success: false, message: 'Failed to update' }));
    act(() => vi.advanceTimersByTime(2999));
    expect(screen.getByRole('alert')).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(1));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('keeps a newer alert its full time when it replaces an older one', () => {
    history.replaceState(null, '', '/profile');
    act(() => showAlert({ success: false, message: 'first' }));
    act(() => vi.advanceTimersByTime(2500));
    act(() => showAlert({ success: true, message: 'second' }));
    act(() => vi.advanceTimersByTime(2500));
    expect(screen.getByRole('status')).toHaveTextContent('second');
    act(() => vi.advanceTimersByTime(500));
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it('stays until closed when given no duration, and closes with its button', () => {
    act(() => showAlert({ success: false, message: 'Failed to get app settings', duration: 0 }));
    act(() => vi.advanceTimersByTime(60_000));
    fireEvent.click(screen.getByRole('button', { name: 'Close message' }));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});
