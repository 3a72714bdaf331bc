import { useId, useState } from 'react';
import type { FormEvent, ReactNode } from 'react';
import { SubmitButton } from '../../../components/submit-button';
import { FieldError } from '../../../components/text-field';
import { tProfile } from '../../../i18n/profile';
import type { SaveOutcome } from '../use-save-profile';

interface EditFormProps {
  /** Saves the edit; the modal closes when it answers 'close'. */
  onSave: () => Promise<SaveOutcome>;
  onDone: () => void;
  /**
   * The editor's fields. As a function it is given what is wrong with the edit, to show on the
   * field it concerns; otherwise the message shows under the fields.
   */
  children: ReactNode | ((error: string | undefined) => ReactNode);
}

/** The form of one editor: its fields, then Save (busy while saving, never sent twice). */
export function EditForm({ onSave, onDone, children }: EditFormProps) {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string>();
  const errorId = useId();

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy || !event.currentTarget.reportValidity()) return;
    setBusy(true);
    setError(undefined);
    const outcome = await onSave().finally(() => setBusy(false));
    if (outcome === 'close') onDone();
    else if (typeof outcome === 'object') setError(outcome.error);
  }

  return (
    <form className="profile-edit" onSubmit={(event) => void onSubmit(event)}>
      <div className="profile-edit__fields">
        {typeof children === 'function' ? (
          children(error)
        ) : (
          <>
            {children}
            <FieldError id={errorId} message={error} />
          </>
        )}
      </div>
      <SubmitButton busy={busy}>{tProfile('edit.save')}</SubmitButton>
    </form>
  );
}
