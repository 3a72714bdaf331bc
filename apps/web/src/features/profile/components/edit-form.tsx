import { useState } from 'react';
import type { FormEvent, ReactNode } from 'react';
import { SubmitButton } from '../../../components/submit-button';
import { tProfile } from '../../../i18n/profile';
import type { SaveOutcome } from '../use-save-profile';

interface EditFormProps {
  /** Saves the edit; the modal closes when it answers 'close'. */
  onSave: () => Promise<SaveOutcome>;
  onDone: () => void;
  children: ReactNode;
}

/** The form of one editor: its fields, then Save (busy while saving, never sent twice). */
export function EditForm({ onSave, onDone, children }: EditFormProps) {
  const [busy, setBusy] = useState(false);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy || !event.currentTarget.reportValidity()) return;
    setBusy(true);
    const outcome = await onSave().finally(() => setBusy(false));
    if (outcome === 'close') onDone();
  }

  return (
    <form className="profile-edit" onSubmit={(event) => void onSubmit(event)}>
      <div className="profile-edit__fields">{children}</div>
      <SubmitButton busy={busy}>{tProfile('edit.save')}</SubmitButton>
    </form>
  );
}
