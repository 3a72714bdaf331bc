import { useId } from 'react';
import type { InputHTMLAttributes, ReactNode } from 'react';
import './form-field.css';

type TextFieldProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'onChange' | 'value'> & {
  label: string;
  value: string;
  onChange?: (value: string) => void;
  /** Beside the input, inside the field's frame (a show-password button). */
  addon?: ReactNode;
};

/** A labelled input of a form. */
export function TextField({ label, value, onChange, addon, className, ...input }: TextFieldProps) {
  const id = useId();
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
          onChange={(event) => onChange?.(event.target.value)}
        />
        {addon}
      </div>
    </div>
  );
}
