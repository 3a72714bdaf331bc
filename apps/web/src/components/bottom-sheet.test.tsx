import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { BottomSheet, BottomSheetOptions, BottomSheetSearch } from './bottom-sheet';

// jsdom has <dialog> without its modal behaviour; the browser's part is stood in for here.
beforeAll(() => {
  HTMLDialogElement.prototype.showModal = function showModal(this: HTMLDialogElement) {
    this.setAttribute('open', '');
  };
  HTMLDialogElement.prototype.close = function close(this: HTMLDialogElement) {
    this.removeAttribute('open');
    this.dispatchEvent(new Event('close'));
  };
});

function Harness({ onDone }: { onDone?: () => void }) {
  const [open, setOpen] = useState(false);
  const [query, setQuery] = useState('');
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Choose country
      </button>
      <BottomSheet
        open={open}
        title="Country"
        onClose={() => setOpen(false)}
        search={<BottomSheetSearch label="Search country" value={query} onChange={setQuery} />}
        {...(onDone ? { onDone } : {})}
      >
        <p>Inside</p>
      </BottomSheet>
    </>
  );
}

function dialog(): HTMLDialogElement {
  return screen.getByRole('dialog', { hidden: true }) as HTMLDialogElement;
}

describe('bottom sheet', () => {
  it('opens as a dialog named by its title, with focus on the title', async () => {
    render(<Harness />);
    expect(dialog().open).toBe(false);
    expect(screen.queryByText('Inside')).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Choose country' }));
    expect(dialog().open).toBe(true);
    expect(screen.getByRole('dialog', { name: 'Country' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Country' })).toHaveFocus();
    expect(screen.getByText('Inside')).toBeInTheDocument();
    expect(screen.getByRole('searchbox', { name: 'Search country' })).toBeInTheDocument();
  });

  it('closes on Escape and gives focus back to the opener', async () => {
    render(<Harness />);
    const opener = screen.getByRole('button', { name: 'Choose country' });
    await userEvent.click(opener);
    fireEvent(dialog(), new Event('cancel', { cancelable: true }));
    await waitFor(() => expect(dialog().open).toBe(false));
    expect(opener).toHaveFocus();
  });

  it('closes on a tap on the backdrop, not on a tap inside', async () => {
    render(<Harness />);
    await userEvent.click(screen.getByRole('button', { name: 'Choose country' }));
    await userEvent.click(screen.getByText('Inside'));
    expect(dialog().open).toBe(true);
    // A press that starts inside and ends on the backdrop is a drag, not a tap.
    await userEvent.pointer([
      { keys: '[MouseLeft>]', target: screen.getByText('Inside') },
      { keys: '[/MouseLeft]', target: dialog() },
    ]);
    expect(dialog().open).toBe(true);
    await userEvent.click(dialog());
    await waitFor(() => expect(dialog().open).toBe(false));
  });

  it('follows when the browser closes the dialog itself, and opens again', async () => {
    render(<Harness />);
    const opener = screen.getByRole('button', { name: 'Choose country' });
    await userEvent.click(opener);
    act(() => dialog().close());
    expect(screen.queryByText('Inside')).not.toBeInTheDocument();
    await userEvent.click(opener);
    expect(dialog().open).toBe(true);
    expect(screen.getByText('Inside')).toBeInTheDocument();
  });

  it('closes from the handle, which is a labelled button', async () => {
    render(<Harness />);
    await userEvent.click(screen.getByRole('button', { name: 'Choose country' }));
    await userEvent.click(screen.getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(dialog().open).toBe(false));
  });

  it('has a DONE button only when asked for', async () => {
    const onDone = vi.fn();
    const { unmount } = render(<Harness />);
    await userEvent.click(screen.getByRole('button', { name: 'Choose country' }));
    expect(screen.queryByRole('button', { name: 'DONE' })).not.toBeInTheDocument();
    unmount();
    render(<Harness onDone={onDone} />);
    await userEvent.click(screen.getByRole('button', { name: 'Choose country' }));
    await userEvent.click(screen.getByRole('button', { name: 'DONE' }));
    expect(onDone).toHaveBeenCalledOnce();
  });
});

describe('bottom sheet options', () => {
  const options = [
    { value: 'AE', label: 'United Arab Emirates' },
    { value: 'OM', label: 'Oman' },
  ];

  it('is a radio group with the chosen one checked', async () => {
    const onChange = vi.fn();
    render(
      <BottomSheetOptions
        label="Country"
        options={options}
        value="AE"
        onChange={onChange}
        empty="None"
      />,
    );
    expect(screen.getByRole('group', { name: 'Country' })).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'United Arab Emirates' })).toBeChecked();
    await userEvent.click(screen.getByRole('radio', { name: 'Oman' }));
    expect(onChange).toHaveBeenCalledWith('OM');
  });

  it('shows the empty text when there is nothing to choose', () => {
    render(
      <BottomSheetOptions
        label="Country"
        options={[]}
        value={undefined}
        onChange={() => undefined}
        empty="No countries found"
      />,
    );
    expect(screen.getByText('No countries found')).toBeInTheDocument();
    expect(screen.queryByRole('radio')).not.toBeInTheDocument();
  });
});
