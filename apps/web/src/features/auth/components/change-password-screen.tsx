import { useRef } from 'react';
import { useNavigate } from 'react-router';
import { BackLink } from '../../../components/back-link';
import { ScreenTitle } from '../../../components/screen-title';
import { SubmitButton } from '../../../components/submit-button';
import { tAccount } from '../../../i18n/account';
import { showAlert } from '../../../lib/alerts';
import { ApiError } from '../../../lib/api-client';
import { failureText } from '../../../lib/failure-text';
import { useSchemaForm } from '../../../lib/use-schema-form';
import { useTextField } from '../../../lib/use-text-field';
import { changePasswordSchema, type ChangePasswordValues } from '../account-rules';
import { useOurChangePassword } from '../api/our-change-password';
import { PasswordField } from './password-field';
import '../auth.css';
import '../account.css';

/** The call never reached the server (offline, or the server out of reach): nothing changed. */
const unreached = (error: unknown) => error instanceof ApiError && error.status === 0;

/** /change-password (ours): the current password, then the new one twice. */
export function ChangePasswordScreen() {
  const form = useSchemaForm(changePasswordSchema, { current: '', next: '', confirm: '' });
  const current = useTextField(form, 'current');
  const next = useTextField(form, 'next');
  const confirm = useTextField(form, 'confirm');
  const change = useOurChangePassword();
  const navigate = useNavigate();
  const sending = useRef(false);

  async function onValid(values: ChangePasswordValues) {
    if (sending.current) return;
    sending.current = true;
    try {
      const result = await change.mutateAsync({ current: values.current, next: values.next });
      if (result.ok) {
        showAlert({
          success: true,
          mode: tAccount('password.mode'),
          message: tAccount('password.done'),
        });
        void navigate('/profile', { replace: true });
        return;
      }
      // The only refusal answered as STATUS false: the current password is not right.
      form.setError('current', { message: result.message ?? tAccount('password.failed') });
    } catch (error) {
      showAlert({
        success: false,
        mode: tAccount('password.mode'),
        message: unreached(error)
          ? tAccount('password.offline')
          : failureText(error, tAccount('password.failed')),
      });
    } finally {
      sending.current = false;
    }
  }

  return (
    <main className="page page--with-nav account-screen">
      <BackLink to="/profile" label={tAccount('password.back')} />
      <ScreenTitle>{tAccount('password.title')}</ScreenTitle>
      <form
        className="auth-form"
        noValidate
        onSubmit={(event) => void form.handleSubmit(onValid)(event)}
      >
        <p className="account-screen__intro">{tAccount('password.intro')}</p>
        <PasswordField
          label={tAccount('password.current')}
          {...current}
          autoComplete="current-password"
          maxLength={128}
        />
        <PasswordField
          label={tAccount('password.new')}
          {...next}
          autoComplete="new-password"
          maxLength={128}
        />
        <PasswordField
          label={tAccount('password.confirm')}
          {...confirm}
          autoComplete="new-password"
          maxLength={128}
        />
        <div className="auth-form__actions">
          <SubmitButton busy={change.isPending}>{tAccount('password.save')}</SubmitButton>
        </div>
      </form>
    </main>
  );
}
