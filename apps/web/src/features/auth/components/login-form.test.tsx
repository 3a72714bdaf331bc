import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { hideAlert } from '../../../lib/alerts';
import { renderAt } from '../../../test/render-app';

afterEach(() => hideAlert());

const emailInput = () => screen.getByRole('textbox', { name: 'Email' });
const passwordInput = () => screen.getByLabelText('Password', { selector: 'input' });

async function openLogin() {
  const fetchSpy = vi.spyOn(globalThis, 'fetch');
  renderAt('/login');
  await screen.findByRole('heading', { name: 'Log In' });
  return fetchSpy;
}

describe('login form', () => {
  it('offers Email or Mobile, the credentials, Forgot Password and Log In', async () => {
    await openLogin();
    expect(screen.getByRole('radio', { name: 'Email' })).toBeChecked();
    expect(emailInput()).toHaveAttribute('type', 'email');
    await userEvent.click(screen.getByRole('radio', { name: 'Mobile' }));
    expect(screen.getByRole('textbox', { name: 'Mobile number' })).toHaveAttribute('type', 'tel');
    expect(passwordInput()).toHaveAttribute('type', 'password');
    expect(screen.getByRole('link', { name: 'Forgot Password' })).toHaveAttribute(
      'href',
      '/forgot-password',
    );
    expect(screen.getByRole('button', { name: 'Log In' })).toBeEnabled();
  });

  it('refuses empty fields without calling the server', async () => {
    const fetchSpy = await openLogin();
    await userEvent.click(screen.getByRole('button', { name: 'Log In' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Failed to login. Inputs not valid');
    expect(fetchSpy).not.toHaveBeenCalled();
  });

  it('refuses an e-mail the browser does not accept', async () => {
    const fetchSpy = await openLogin();
    await userEvent.type(emailInput(), 'demo@');
    await userEvent.type(passwordInput(), 'demo1234');
    await userEvent.click(screen.getByRole('button', { name: 'Log In' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Failed to login. Inputs not valid');
    expect(fetchSpy).not.toHaveBeenCalled();
  });

  it('refuses a mobile shorter than 3 characters', async () => {
    const fetchSpy = await openLogin();
    await userEvent.click(screen.getByRole('radio', { name: 'Mobile' }));
    await userEvent.type(screen.getByRole('textbox', { name: 'Mobile number' }), '05');
    await userEvent.type(passwordInput(), 'demo1234');
    await userEvent.click(screen.getByRole('button', { name: 'Log In' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Failed to login. Inputs not valid');
    expect(fetchSpy).not.toHaveBeenCalled();
  });

  it('limits what can be typed to the spec lengths', async () => {
    await openLogin();
    expect(emailInput()).toHaveAttribute('maxlength', '50');
    expect(passwordInput()).toHaveAttribute('maxlength', '15');
    await userEvent.click(screen.getByRole('radio', { name: 'Mobile' }));
    // Room for '+971 (0)50 123 4567'; the rule of 3 to 15 applies to the number itself.
    expect(screen.getByRole('textbox', { name: 'Mobile number' })).toHaveAttribute(
      'maxlength',
      '24',
    );
  });
});

describe('a login locked after failed tries', () => {
  async function submitAgainst429(headers: Record<string, string>) {
    vi.spyOn(globalThis, 'fetch').mockResolvedValue(
      new Response(JSON.stringify({ STATUS: false, MESSAGE: 'Too many requests' }), {
        status: 429,
        headers: { 'Content-Type': 'application/json', ...headers },
      }),
    );
    renderAt('/login');
    await screen.findByRole('heading', { name: 'Log In' });
    await userEvent.type(emailInput(), 'demo@example.com');
    await userEvent.type(passwordInput(), 'wrong123');
    await userEvent.click(screen.getByRole('button', { name: 'Log In' }));
    return screen.findByTestId('login-locked');
  }

  it('says how long to wait from Retry-After and offers the password reset', async () => {
    const notice = await submitAgainst429({ 'Retry-After': '900' });
    expect(notice).toHaveTextContent('try again in 15 minutes');
    expect(notice).not.toHaveTextContent('Too many requests');
    expect(screen.getByRole('link', { name: 'Reset your password' })).toHaveAttribute(
      'href',
      '/forgot-password',
    );
  });

  it('falls back to a few minutes without Retry-After', async () => {
    const notice = await submitAgainst429({});
    expect(notice).toHaveTextContent('try again in a few minutes');
  });
});

describe('waitText', () => {
  it('rounds seconds up to whole minutes past one minute', async () => {
    const { waitText } = await import('./login-form');
    expect(waitText(undefined)).toBe('a few minutes');
    expect(waitText(1)).toBe('1 second');
    expect(waitText(45)).toBe('45 seconds');
    expect(waitText(60)).toBe('1 minute');
    expect(waitText(61)).toBe('2 minutes');
  });
});
