import { useState } from 'react';
import { ta } from '../../../i18n/auth';
import { TextField } from '../../../components/text-field';

interface PasswordFieldProps {
  label: string;
  name?: string;
  value: string;
  onChange: (value: string) => void;
  onBlur?: () => void;
  autoComplete: 'current-password' | 'new-password';
  maxLength?: number;
  /** What is wrong with the password, shown under the field. */
  error?: string | undefined;
}

/** A password input with a show/hide switch: typing a password on a phone is error-prone. */
export function PasswordField({
  label,
  name,
  value,
  onChange,
  onBlur,
  autoComplete,
  maxLength,
  error,
}: PasswordFieldProps) {
  const [shown, setShown] = useState(false);
  return (
    <TextField
      label={label}
      type={shown ? 'text' : 'password'}
      {...(name === undefined ? {} : { name })}
      value={value}
      onChange={onChange}
      {...(onBlur === undefined ? {} : { onBlur })}
      autoComplete={autoComplete}
      autoCapitalize="none"
      spellCheck={false}
      required
      error={error}
      {...(maxLength === undefined ? {} : { maxLength })}
      addon={
        <button
          type="button"
          className="field__addon"
          aria-pressed={shown}
          aria-label={ta('auth.showPassword')}
          onClick={() => setShown((value) => !value)}
        >
          {ta('auth.show')}
        </button>
      }
    />
  );
}
