import { useId } from 'react';
import type { InputHTMLAttributes, ReactNode } from 'react';
import './form-field.css';

type TextFieldProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'onChange' | 'value'> & {
  label: string;
  value: string;
  onChange?: (value: string) => void;
  /** Beside the input, inside the field's frame (a show-password button). */
  addon?: ReactNode;
  /** What is wrong with the value, shown under the field and read with it. */
  error?: string | undefined;
  /** A hint under the field (a rule), read with it. */
  hint?: string | undefined;
};

/** A labelled input of a form. */
export function TextField({
  label,
  value,
  onChange,
  addon,
  className,
  error,
  hint,
  ...input
}: TextFieldProps) {
  const id = useId();
  const described = [hint && `${id}-hint`, error && `${id}-error`].filter(Boolean).join(' ');
  return (
    <div className={className ? `field ${className}` : 'field'}>
      <label htmlFor={id} className="field__label">
        {label}
      </label>
      <div className="field__frame">
        <input
          {...input}
          id={id}
          className="field__input"
          value={value}
          {...(described ? { 'aria-describedby': described } : {})}
          {...(error ? { 'aria-invalid': true } : {})}
          onChange={(event) => onChange?.(event.target.value)}
        />
        {addon}
      </div>
      {hint && (
        <p id={`${id}-hint`} className="field__hint">
          {hint}
        </p>
      )}
      <FieldError id={`${id}-error`} message={error} />
    </div>
  );
}

/** A field's error message: announced when it appears, kept until the field changes. */
export function FieldError({ id, message }: { id: string; message: string | undefined }) {
  if (!message) return null;
  return (
    <p id={id} className="field__error" role="alert">
      {message}
    </p>
  );
}
