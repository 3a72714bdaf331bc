import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { ConfirmDialog } from './confirm-dialog';

beforeAll(() => {
  // jsdom has <dialog> but not its modal methods; the browser tests use the real ones.
  HTMLDialogElement.prototype.showModal = function showModal(this: HTMLDialogElement) {
    this.open = true;
  };
  HTMLDialogElement.prototype.close = function close(this: HTMLDialogElement) {
    this.open = false;
  };
});

describe('ConfirmDialog', () => {
  it('acts only once the typed confirmation matches', async () => {
    const onConfirm = vi.fn();
    render(
      <ConfirmDialog
        open
        title="Erase Amal?"
        confirmLabel="Erase"
        typedConfirmation="ERASE"
        danger
        onConfirm={onConfirm}
        onCancel={() => undefined}
      >
        <p>Her personal data is removed for good.</p>
      </ConfirmDialog>,
    );
    const erase = screen.getByRole('button', { name: 'Erase' });
    await userEvent.click(erase);
    expect(onConfirm).not.toHaveBeenCalled();
    await userEvent.type(screen.getByLabelText('Type ERASE to confirm'), 'ERASE');
    await userEvent.click(erase);
    expect(onConfirm).toHaveBeenCalledTimes(1);
  });

  it('cancels without acting', async () => {
    const onConfirm = vi.fn();
    const onCancel = vi.fn();
    render(
      <ConfirmDialog
        open
        title="Void the batch?"
        confirmLabel="Void"
        onConfirm={onConfirm}
        onCancel={onCancel}
      >
        <p>Unused vouchers stop working.</p>
      </ConfirmDialog>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(onCancel).toHaveBeenCalledTimes(1);
    expect(onConfirm).not.toHaveBeenCalled();
  });
});
