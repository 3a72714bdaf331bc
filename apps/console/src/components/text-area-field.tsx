import { useId } from 'react';
import type { TextareaHTMLAttributes } from 'react';
import { useFormState } from 'react-hook-form';
import type { FieldPathByValue, FieldValues, UseFormReturn } from 'react-hook-form';

type AreaProps = Omit<
  TextareaHTMLAttributes<HTMLTextAreaElement>,
  'id' | 'name' | 'value' | 'onChange' | 'form'
>;

interface TextAreaFieldProps<T extends FieldValues> extends AreaProps {
  form: UseFormReturn<T>;
  name: FieldPathByValue<T, string | undefined>;
  label: string;
  hint?: string | undefined;
}

/** TextField's twin for longer text: label, hint and the field's error, tied to the textarea. */
export function TextAreaField<T extends FieldValues>({
  form,
  name,
  label,
  hint,
  className,
  ...area
}: TextAreaFieldProps<T>) {
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
    <div className={className ? `field ${className}` : 'field'}>
      <label htmlFor={id} className="field__label">
        {label}
      </label>
      <textarea
        rows={4}
        {...area}
        id={id}
        {...registered}
        className="field__input field__input--area"
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
