import { useId } from 'react';
import type { InputHTMLAttributes } from 'react';
import { useFormState } from 'react-hook-form';
import type { FieldPathByValue, FieldValues, UseFormReturn } from 'react-hook-form';

type InputProps = Omit<
  InputHTMLAttributes<HTMLInputElement>,
  'id' | 'name' | 'value' | 'onChange' | 'form'
>;

interface TextFieldProps<T extends FieldValues> extends InputProps {
  form: UseFormReturn<T>;
  name: FieldPathByValue<T, string | undefined>;
  label: string;
  /** A rule or a pointer, under the field and read with it. */
  hint?: string | undefined;
}

/**
 * A labelled input bound to one string field of a form: its error under it, announced and
 * tied to the input; a change clears that error (it was about the old value).
 */
export function TextField<T extends FieldValues>({
  form,
  name,
  label,
  hint,
  className,
  ...input
}: TextFieldProps<T>) {
  const id = useId();
  const fieldState = form.getFieldState(name, useFormState({ control: form.control, name }));
  const error = fieldState.error?.message;
  // Uncontrolled, as react-hook-form registers it: it focuses the field a refusal names.
  const registered = form.register(name, {
    onChange: () => {
      if (fieldState.error) form.clearErrors(name);
    },
  });
  const described = [hint && `${id}-hint`, error && `${id}-error`].filter(Boolean).join(' ');
  return (
    <div className={className ? `field ${className}` : 'field'}>
      <label htmlFor={id} className="field__label">
        {label}
      </label>
      <input
        {...input}
        id={id}
        {...registered}
        className="field__input"
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
