import { useEffect, useId, useMemo } from 'react';
import { useController } from 'react-hook-form';
import { tProfile } from '../../../i18n/profile';
import { useSchemaForm } from '../../../lib/use-schema-form';
import { photoSchema } from '../edit-schemas';
import type { useSaveProfile } from '../use-save-profile';
import { FieldError } from '../../../components/text-field';
import { EditForm } from './edit-form';

interface PhotoEditorProps {
  savePhoto: ReturnType<typeof useSaveProfile>['savePhoto'];
  onDone: () => void;
}

/** A preview of the chosen file, released when another is chosen or the editor closes. */
function usePreview(file: File | undefined): string | undefined {
  const url = useMemo(
    () => (file?.type.startsWith('image/') ? URL.createObjectURL(file) : undefined),
    [file],
  );
  useEffect(() => () => (url ? URL.revokeObjectURL(url) : undefined), [url]);
  return url;
}

/** Change profile photo: a file picker that shows the chosen file's name, then Save. */
export function PhotoEditor({ savePhoto, onDone }: PhotoEditorProps) {
  const form = useSchemaForm(photoSchema, { file: undefined });
  const { field, fieldState } = useController({ control: form.control, name: 'file' });
  const file = field.value;
  const error = fieldState.error?.message;
  const inputId = useId();
  const nameId = useId();
  const errorId = useId();
  const preview = usePreview(file);

  return (
    <EditForm
      form={form}
      errorField="file"
      onDone={onDone}
      onSave={(values) => (values.file ? savePhoto(values.file) : Promise.resolve('stay' as const))}
    >
      {preview && (
        <img className="photo-editor__preview" src={preview} alt="" width={160} height={160} />
      )}
      <div className="photo-editor__picker">
        <input
          id={inputId}
          className="photo-editor__input"
          type="file"
          accept="image/*"
          required
          aria-describedby={error ? `${nameId} ${errorId}` : nameId}
          {...(error ? { 'aria-invalid': true } : {})}
          onChange={(event) => {
            field.onChange(event.target.files?.[0]);
            form.clearErrors('file');
          }}
        />
        <label htmlFor={inputId} className="button button--secondary">
          {tProfile('edit.choosePhoto')}
        </label>
        <p id={nameId} className="photo-editor__name" data-testid="chosen-file">
          {file ? tProfile('edit.chosenFile', { name: file.name }) : tProfile('edit.noFile')}
        </p>
        <FieldError id={errorId} message={error} />
      </div>
    </EditForm>
  );
}
