import type { ReactNode } from 'react';

/**
 * The form's primary action. While `busy` it shows a spinner and cannot be pressed again, so a
 * request is never sent twice.
 */
export function SubmitButton({ busy, children }: { busy: boolean; children: ReactNode }) {
  return (
    <button
      type="submit"
      className="button button--primary button--block auth-submit"
      disabled={busy}
      aria-busy={busy}
    >
      {busy && <span className="auth-spinner" aria-hidden="true" />}
      {children}
    </button>
  );
}
