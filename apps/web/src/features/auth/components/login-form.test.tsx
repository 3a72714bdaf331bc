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
    expect(screen.getByRole('textbox', { name: 'Mobile number' })).toHaveAttribute(
      'maxlength',
      '15',
    );
  });
});
