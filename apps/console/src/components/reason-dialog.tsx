import { reason as reasonSchema } from '@loyalty/contract/admin';
import { useId, useState } from 'react';
import type { ReactNode } from 'react';
import * as z from 'zod/mini';
import { ConfirmDialog } from './confirm-dialog';

interface ReasonDialogProps {
  open: boolean;
  title: string;
  children: ReactNode;
  confirmLabel: string;
  busyLabel: string;
  busy: boolean;
  danger?: boolean;
  typedConfirmation?: string;
  /** The call's failure (the server's message); the dialog stays open and nothing changed. */
  error: string | undefined;
  onConfirm: (reason: string) => void;
  onCancel: () => void;
}

/**
 * A confirmation that asks why (blocking, erasing, reversing): the reason is required, checked
 * with the contract's rule, and goes to the audit log with the change.
 */
export function ReasonDialog({ open, children, onConfirm, error, ...dialog }: ReasonDialogProps) {
  const [reason, setReason] = useState('');
  const [problem, setProblem] = useState<string | undefined>();
  const id = useId();
  const [shown, setShown] = useState(open);
  // Each opening starts with an empty reason.
  if (open !== shown) {
    setShown(open);
    if (open) {
      setReason('');
      setProblem(undefined);
    }
  }
  return (
    <ConfirmDialog
      {...dialog}
      open={open}
      error={error}
      onConfirm={() => {
        const checked = z.safeParse(reasonSchema, reason);
        if (!checked.success) {
          setProblem('Give a reason (at most 200 characters): it goes to the audit log.');
          document.getElementById(id)?.focus();
          return;
        }
        onConfirm(checked.data);
      }}
    >
      {children}
      <div className="field">
        <label htmlFor={id} className="field__label">
          Reason
        </label>
        <input
          id={id}
          className="field__input"
          value={reason}
          maxLength={200}
          autoComplete="off"
          onChange={(event) => {
            setReason(event.target.value);
            setProblem(undefined);
          }}
          {...(problem ? { 'aria-invalid': true, 'aria-describedby': `${id}-error` } : {})}
        />
        {problem && (
          <p id={`${id}-error`} className="field__error" role="alert">
            {problem}
          </p>
        )}
      </div>
    </ConfirmDialog>
  );
}
