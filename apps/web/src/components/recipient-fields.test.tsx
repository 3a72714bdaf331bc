import { zodResolver } from '@hookform/resolvers/zod';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { FormProvider, useForm } from 'react-hook-form';
import { describe, expect, it, vi } from 'vitest';
import { EMPTY_RECIPIENT, RecipientFields, recipientSchema } from './recipient-fields';
import type { RecipientInput, RecipientValues } from './recipient-fields';

/** A form as the share and transfer screens build it, with a refusal button beside Send. */
function Harness({ onSend }: { onSend: (values: RecipientValues) => void }) {
  const form = useForm<RecipientInput, unknown, RecipientValues>({
    resolver: zodResolver(recipientSchema),
    defaultValues: EMPTY_RECIPIENT,
  });
  return (
    <FormProvider {...form}>
      <form onSubmit={(event) => void form.handleSubmit(onSend)(event)}>
        <RecipientFields emailLabel="Recipient email" mobileLabel="Recipient mobile" />
        <button type="submit">Send</button>
        <button
          type="button"
          onClick={() => form.setError('email', { type: 'server', message: 'No such customer' })}
        >
          Refuse
        </button>
      </form>
    </FormProvider>
  );
}

describe('recipient fields', () => {
  it('reads the e-mail trimmed and the mobile in the form the server stores', () => {
    expect(
      recipientSchema.parse({ email: ' friend@example.com ', mobile: '+971 50 123 4567' }),
    ).toEqual({ email: 'friend@example.com', mobile: '0501234567' });
    expect(recipientSchema.safeParse({ email: 'a@b.c', mobile: '1'.repeat(25) }).success).toBe(
      false,
    );
  });

  it('asks the browser for both fields, bounded as the server bounds them', () => {
    render(<Harness onSend={() => undefined} />);
    const email = screen.getByLabelText('Recipient email');
    const mobile = screen.getByLabelText('Recipient mobile');
    expect(email).toHaveAttribute('type', 'email');
    expect(email).toHaveAttribute('maxLength', '100');
    expect(email).toBeRequired();
    expect(mobile).toHaveAttribute('type', 'tel');
    expect(mobile).toHaveAttribute('maxLength', '24');
    expect(mobile).toBeRequired();
  });

  it('sends what was typed, read by the schema', async () => {
    const onSend = vi.fn();
    render(<Harness onSend={onSend} />);
    await userEvent.type(screen.getByLabelText('Recipient email'), 'friend@example.com');
    await userEvent.type(screen.getByLabelText('Recipient mobile'), '050 123 4567');
    await userEvent.click(screen.getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(onSend).toHaveBeenCalledTimes(1));
    expect(onSend.mock.calls[0]?.[0]).toEqual({
      email: 'friend@example.com',
      mobile: '0501234567',
    });
  });

  it('shows a refusal under the e-mail until either field is edited', async () => {
    render(<Harness onSend={() => undefined} />);
    const email = screen.getByLabelText('Recipient email');
    await userEvent.click(screen.getByRole('button', { name: 'Refuse' }));
    expect(email).toHaveAccessibleDescription('No such customer');
    expect(email).toHaveAttribute('aria-invalid', 'true');
    await userEvent.type(screen.getByLabelText('Recipient mobile'), '0');
    expect(email).not.toHaveAttribute('aria-invalid');
    expect(screen.queryByText('No such customer')).toBeNull();

    await userEvent.click(screen.getByRole('button', { name: 'Refuse' }));
    await userEvent.type(email, 'a');
    expect(screen.queryByText('No such customer')).toBeNull();
  });
});
