import { useId } from 'react';
import type { ReactNode } from 'react';
import type { FieldPath, FieldValues, UseFormReturn } from 'react-hook-form';
import { SubmitButton } from '../../../components/submit-button';
import { FieldError } from '../../../components/text-field';
import { tProfile } from '../../../i18n/profile';
import type { SaveOutcome } from '../use-save-profile';

interface EditFormProps<T extends FieldValues> {
  /** The editor's form (useSchemaForm). */
  form: UseFormReturn<T>;
  /** Saves the checked values; the modal closes when it answers 'close'. */
  onSave: (values: T) => Promise<SaveOutcome>;
  onDone: () => void;
  /** The field what is wrong with the edit is said on; without one, under the fields. */
  errorField?: FieldPath<T>;
  children: ReactNode;
}

/**
 * The form of one editor: its fields, then Save (busy while saving). The browser refuses an
 * empty required field before anything runs; the editor's schema and the server's reason are
 * said on `errorField`.
 */
export function EditForm<T extends FieldValues>({
  form,
  onSave,
  onDone,
  errorField,
  children,
}: EditFormProps<T>) {
  const errorId = useId();
  const { errors, isSubmitting } = form.formState;

  async function onValid(values: T) {
    const outcome = await onSave(values);
    if (outcome === 'close') onDone();
    else if (typeof outcome === 'object') {
      form.setError(errorField ?? 'root.save', { message: outcome.error });
    }
  }

  return (
    <form className="profile-edit" onSubmit={(event) => void form.handleSubmit(onValid)(event)}>
      <div className="profile-edit__fields">
        {children}
        <FieldError id={errorId} message={errors.root?.['save']?.message} />
      </div>
      <SubmitButton busy={isSubmitting}>{tProfile('edit.save')}</SubmitButton>
    </form>
  );
}
