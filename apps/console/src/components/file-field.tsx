import { useId } from 'react';
import type { InputHTMLAttributes } from 'react';
import { useFormState } from 'react-hook-form';
import type { FieldPath, FieldValues, UseFormReturn } from 'react-hook-form';

type InputProps = Omit<
  InputHTMLAttributes<HTMLInputElement>,
  'id' | 'name' | 'value' | 'onChange' | 'form' | 'type'
>;

interface FileFieldProps<T extends FieldValues> extends InputProps {
  form: UseFormReturn<T>;
  /** A field holding the chosen FileList. */
  name: FieldPath<T>;
  label: string;
  hint?: string | undefined;
}

/** A labelled file chooser bound to a form, with its hint and error as TextField has them. */
export function FileField<T extends FieldValues>({
  form,
  name,
  label,
  hint,
  ...input
}: FileFieldProps<T>) {
  const id = useId();
  const fieldState = form.getFieldState(name, useFormState({ control: form.control, name }));
  const error = fieldState.error?.message;
  const registered = form.register(name, {
    onChange: () => {
      if (fieldState.error) form.clearErrors(name);
    },
  });
  const described = [hint && `${id}-hint`, error && `${id}-error`].filter(Boolean).join(' ');
  return (
    <div className="field">
      <label htmlFor={id} className="field__label">
        {label}
      </label>
      <input
        {...input}
        type="file"
        id={id}
        {...registered}
        className="field__file"
        {...(described ? { 'aria-describedby': described } : {})}
        {...(error ? { 'aria-invalid': true } : {})}
      />
      {hint && (
        <p id={`${id}-hint`} className="field__hint">
          {hint}
        </p>
      )}
      {error && (
        <p id={`${id}-error`} className="field__error" role="alert">
          {error}
        </p>
      )}
    </div>
  );
}
