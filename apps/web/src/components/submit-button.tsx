import type { ReactNode } from 'react';
import './form-field.css';

/**
 * A form's primary action. While `busy` it shows a spinner and cannot be pressed again, so a
 * request is never sent twice.
 */
export function SubmitButton({
  busy,
  disabled = false,
  children,
}: {
  busy: boolean;
  disabled?: boolean;
  children: ReactNode;
}) {
  return (
    <button
      type="submit"
      className="button button--primary button--block busy-button"
      disabled={busy || disabled}
      aria-busy={busy}
    >
      {busy && <span className="busy-spinner" aria-hidden="true" />}
      {children}
    </button>
  );
}
