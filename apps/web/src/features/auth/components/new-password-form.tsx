import { useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { ta } from '../../../i18n/auth';
import { showAlert } from '../../../lib/alerts';
import { useSchemaForm } from '../../../lib/use-schema-form';
import { useTextField } from '../../../lib/use-text-field';
import { useChangePwd } from '../api/change-pwd';
import { newPasswordSchema } from '../password-reset-rules';
import { clearResetEmail } from '../reset-email';
import { PasswordField } from './password-field';
import { SubmitButton } from '../../../components/submit-button';

/** docs/wire-protocol.md §9: 1 s on 'Password reset successfully' before /. */
export const RESET_REDIRECT_MS = 1000;

/** /forgot-password-new-password: one password and Continue (docs/wire-protocol.md §2, §4). */
export function NewPasswordForm({ email }: { email: string }) {
  const form = useSchemaForm(newPasswordSchema, { password: '' });
  const password = useTextField(form, 'password');
  const [done, setDone] = useState(false);
  const navigate = useNavigate();
  const change = useChangePwd();
  const sending = useRef(false);
  const redirect = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(redirect.current), []);

  const alert = (success: boolean, message: string) =>
    showAlert({ success, mode: ta('newPassword.mode'), message });

  async function onValid(values: { password: string }) {
    if (sending.current) return;
    sending.current = true;
    const result = await change.mutateAsync({ email, password: values.password });
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
    if (result.reason) form.setError('password', { message: result.reason });
    else alert(false, ta('newPassword.failed'));
    sending.current = false;
  }

  return (
    <form
      className="auth-form"
      noValidate
      onSubmit={(event) => void form.handleSubmit(onValid)(event)}
    >
      <PasswordField label={ta('newPassword.label')} {...password} autoComplete="new-password" />
      <div className="auth-form__actions">
        <SubmitButton busy={change.isPending || done}>{ta('auth.continue')}</SubmitButton>
      </div>
    </form>
  );
}
