import { useRef } from 'react';
import { useNavigate } from 'react-router';
import { ta } from '../../../i18n/auth';
import { showAlert } from '../../../lib/alerts';
import { useSchemaForm } from '../../../lib/use-schema-form';
import { useTextField } from '../../../lib/use-text-field';
import { forgotPasswordSchema } from '../password-reset-rules';
import { useSendResetCode } from '../use-send-reset-code';
import { SubmitButton } from '../../../components/submit-button';
import { TextField } from '../../../components/text-field';

/** /forgot-password: the e-mail the OTP goes to, then Continue (docs/wire-protocol.md §2, §4). */
export function ForgotPasswordForm() {
  const form = useSchemaForm(forgotPasswordSchema, { email: '' });
  const email = useTextField(form, 'email');
  const navigate = useNavigate();
  const { send, busy } = useSendResetCode();
  const sending = useRef(false);

  async function onValid(values: { email: string }) {
    if (sending.current) return;
    const address = values.email.trim();
    sending.current = true;
    const sent = await send(address);
    sending.current = false;
    if (sent) void navigate('/forgot-password-otp');
  }

  return (
    <form
      className="auth-form"
      noValidate
      onSubmit={(event) =>
        // The rule is said in the banner, as the product has it.
        void form.handleSubmit(onValid, () =>
          showAlert({
            success: false,
            mode: ta('forgot.mode'),
            message: ta('forgot.invalidEmail'),
          }),
        )(event)
      }
    >
      <p className="auth-intro">{ta('forgot.text')}</p>
      <TextField
        label={ta('auth.email')}
        type="email"
        inputMode="email"
        autoComplete="email"
        autoCapitalize="none"
        spellCheck={false}
        required
        maxLength={100}
        {...email}
        error={undefined}
      />
      <div className="auth-form__actions">
        <SubmitButton busy={busy}>{ta('auth.continue')}</SubmitButton>
      </div>
    </form>
  );
}
