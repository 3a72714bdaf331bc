import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SignInForm } from './sign-in-form';

const ME = {
  id: 1,
  email: 'owner@example.com',
  name: 'Layla Haddad',
  role: 'owner',
  totp: true,
  programme: { clientId: 7, name: 'Demo Rewards' },
};
const CODE_ASKED = 'Enter the 6-digit code from your authenticator app to sign in.';

/** The server's answers, one per call in turn; the bodies sent are kept. */
function server(...answers: [number, unknown][]) {
  const sent: unknown[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (_url: string, init: RequestInit) => {
      sent.push(JSON.parse(String(init.body)));
      const [status, body] = answers.shift() ?? [500, {}];
      return new Response(JSON.stringify(body), { status });
    }),
  );
  return sent;
}

function renderForm() {
  const onSignedIn = vi.fn();
  const client = new QueryClient({ defaultOptions: { mutations: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <MemoryRouter>
        <SignInForm onSignedIn={onSignedIn} />
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return { onSignedIn, user: userEvent.setup() };
}

async function fillIn(user: ReturnType<typeof userEvent.setup>, email: string, password: string) {
  await user.type(screen.getByLabelText('E-mail'), email);
  await user.type(screen.getByLabelText('Password'), password);
  await user.click(screen.getByRole('button', { name: 'Sign in' }));
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('SignInForm', () => {
  it('says on each field what is missing, and sends nothing', async () => {
    const sent = server();
    const { user } = renderForm();
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByLabelText('E-mail')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText('Password')).toHaveAttribute('aria-invalid', 'true');
    expect(sent).toEqual([]);
  });

  it("shows the server's refusal on the form and keeps what was typed", async () => {
    server([401, { STATUS: false, MESSAGE: 'The e-mail or password is not right.' }]);
    const { user, onSignedIn } = renderForm();
    await fillIn(user, 'owner@example.com', 'wrong-one');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The e-mail or password is not right.',
    );
    expect(screen.getByLabelText('E-mail')).toHaveValue('owner@example.com');
    expect(screen.getByLabelText('Password')).toHaveValue('wrong-one');
    expect(onSignedIn).not.toHaveBeenCalled();
  });

  it('puts a reason about one field on that field', async () => {
    server([400, { STATUS: false, MESSAGE: 'email: too long', fields: { email: 'Too long.' } }]);
    const { user } = renderForm();
    await fillIn(user, 'owner@example.com', 'demo1234');
    const email = screen.getByLabelText('E-mail');
    expect(await screen.findByText('Too long.')).toBeInTheDocument();
    expect(email).toHaveAttribute('aria-invalid', 'true');
    expect(email).toHaveFocus();
  });

  it('asks for the 6-digit code when the server wants it, then sends all three', async () => {
    const sent = server(
      [401, { STATUS: false, MESSAGE: CODE_ASKED, fields: { totp: CODE_ASKED } }],
      [200, ME],
    );
    const { user, onSignedIn } = renderForm();
    await fillIn(user, 'owner@example.com', 'demo1234');
    const code = await screen.findByLabelText('6-digit code');
    expect(code).toHaveAccessibleDescription(CODE_ASKED);
    expect(code).not.toHaveAttribute('aria-invalid');
    expect(screen.queryByRole('alert')).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByText('Enter the 6-digit code.')).toBeInTheDocument();
    expect(sent).toHaveLength(1);

    await user.type(code, '123456');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    await vi.waitFor(() => expect(onSignedIn).toHaveBeenCalled());
    expect(onSignedIn.mock.calls[0]?.[0]).toEqual(ME);
    expect(sent).toEqual([
      { email: 'owner@example.com', password: 'demo1234' },
      { email: 'owner@example.com', password: 'demo1234', totp: '123456' },
    ]);
  });

  it('shows a wrong code on the code field', async () => {
    server(
      [401, { STATUS: false, MESSAGE: CODE_ASKED, fields: { totp: CODE_ASKED } }],
      [
        401,
        {
          STATUS: false,
          MESSAGE: 'That code is not right.',
          fields: { totp: 'That code is not right.' },
        },
      ],
    );
    const { user } = renderForm();
    await fillIn(user, 'owner@example.com', 'demo1234');
    await user.type(await screen.findByLabelText('6-digit code'), '000000');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByText('That code is not right.')).toBeInTheDocument();
    expect(screen.getByLabelText('6-digit code')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText('6-digit code')).toHaveValue('000000');
  });
});
