import { useEffect, useRef, useState } from 'react';
import type { FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { ta } from '../../../i18n/auth';
import { showAlert } from '../../../lib/alerts';
import { useChangePwd } from '../api/change-pwd';
import { clearResetEmail } from '../reset-email';
import { PasswordField } from './password-field';
import { SubmitButton } from '../../../components/submit-button';

/** docs/wire-protocol.md §9: 1 s on 'Password reset successfully' before /. */
export const RESET_REDIRECT_MS = 1000;

/** /forgot-password-new-password: one password and Continue (docs/wire-protocol.md §2, §4). */
export function NewPasswordForm({ email }: { email: string }) {
  const [password, setPassword] = useState('');
  const [done, setDone] = useState(false);
  const [error, setError] = useState<string>();
  const navigate = useNavigate();
  const change = useChangePwd();
  const sending = useRef(false);
  const redirect = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(redirect.current), []);

  const alert = (success: boolean, message: string) =>
    showAlert({ success, mode: ta('newPassword.mode'), message });

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (sending.current) return;
    if (!event.currentTarget.checkValidity() || password === '') {
      return setError(ta('newPassword.invalid'));
    }
    sending.current = true;
    setError(undefined);
    const result = await change.mutateAsync({ email, password });
    if (result.ok) {
      alert(true, ta('newPassword.success'));
      setDone(true);
      redirect.current = setTimeout(() => {
        clearResetEmail();
        void navigate('/', { replace: true });
      }, RESET_REDIRECT_MS);
      return;
    }
    // The server's reason (a password under the rule) on the field; a failure without one
    // (the network) in the banner.
    if (result.reason) setError(result.reason);
    else alert(false, ta('newPassword.failed'));
    sending.current = false;
  }

  return (
    <form className="auth-form" noValidate onSubmit={(event) => void onSubmit(event)}>
      <PasswordField
        label={ta('newPassword.label')}
        value={password}
        onChange={(value) => {
          setPassword(value);
          setError(undefined);
        }}
        autoComplete="new-password"
        error={error}
      />
      <div className="auth-form__actions">
        <SubmitButton busy={change.isPending || done}>{ta('auth.continue')}</SubmitButton>
      </div>
    </form>
  );
}
