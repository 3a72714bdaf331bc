import type { ReactNode } from 'react';

/** A message across a form or a page: an error (announced at once) or a plain notice. */
export function Alert({ tone, children }: { tone: 'error' | 'ok' | 'info'; children: ReactNode }) {
  return (
    <div className={`alert alert--${tone}`} role={tone === 'error' ? 'alert' : 'status'}>
      {children}
    </div>
  );
}

/** The form's banner: a reason about the whole form or a failure of the call. */
export function FormAlert({ message }: { message: string | undefined }) {
  return message ? <Alert tone="error">{message}</Alert> : null;
}
