import { useId } from 'react';
import type { InputHTMLAttributes } from 'react';
import { useFormState } from 'react-hook-form';
import type { FieldPathByValue, FieldValues, UseFormReturn } from 'react-hook-form';

type InputProps = Omit<
  InputHTMLAttributes<HTMLInputElement>,
  'id' | 'name' | 'value' | 'onChange' | 'form' | 'type'
>;

interface NumberFieldProps<T extends FieldValues> extends InputProps {
  form: UseFormReturn<T>;
  name: FieldPathByValue<T, number | undefined>;
  label: string;
  hint?: string | undefined;
}

/**
 * TextField's twin for a number of the contract (rates, thresholds): the value reaches the
 * form as a number, an empty box as NaN, which the schema refuses with its own words.
 */
export function NumberField<T extends FieldValues>({
  form,
  name,
  label,
  hint,
  className,
  ...input
}: NumberFieldProps<T>) {
  const id = useId();
  const fieldState = form.getFieldState(name, useFormState({ control: form.control, name }));
  const error = fieldState.error?.message;
  const registered = form.register(name, {
    valueAsNumber: true,
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
        inputMode="decimal"
        {...input}
        type="number"
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
