import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import * as z from 'zod/mini';
import { TextField } from '../components/text-field';
import { useSchemaForm } from './use-schema-form';
import { useTextField } from './use-text-field';

const schema = z.object({
  code: z.string().check(z.trim(), z.minLength(3, 'At least 3 characters')),
});

function CodeForm({ onValid }: { onValid: (values: { code: string }) => void }) {
  const form = useSchemaForm(schema, { code: '' });
  const code = useTextField(form, 'code');
  return (
    <form noValidate onSubmit={(event) => void form.handleSubmit(onValid)(event)}>
      <TextField label="Code" {...code} />
      <button type="submit">Send</button>
    </form>
  );
}

describe('useSchemaForm with useTextField', () => {
  it('checks on submit only, says the rule on the field, and keeps focus where it was', async () => {
    const onValid = vi.fn();
    render(<CodeForm onValid={onValid} />);
    const input = screen.getByRole('textbox', { name: 'Code' });
    await userEvent.type(input, 'ab');
    await userEvent.tab();
    expect(screen.queryByRole('alert')).toBeNull();

    await userEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('At least 3 characters');
    expect(input).toHaveAccessibleDescription('At least 3 characters');
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).not.toHaveFocus();
    expect(onValid).not.toHaveBeenCalled();
  });

  it('clears a field’s error when that field changes, and sends the values as typed', async () => {
    const onValid = vi.fn();
    render(<CodeForm onValid={onValid} />);
    const input = screen.getByRole('textbox', { name: 'Code' });
    await userEvent.click(screen.getByRole('button', { name: 'Send' }));
    await screen.findByRole('alert');
    await userEvent.type(input, ' a');
    // Still too short, but said again only on the next submit.
    expect(screen.queryByRole('alert')).toBeNull();

    await userEvent.type(input, 'bc ');
    await userEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect(onValid).toHaveBeenCalledTimes(1);
    expect(onValid.mock.calls[0]?.[0]).toEqual({ code: ' abc ' });
  });
});
