import { useRef, useState } from 'react';
import type { FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { ta } from '../../../i18n/auth';
import { showAlert } from '../../../lib/alerts';
import { EMAIL_PATTERN } from '../login-rules';
import { useSendResetCode } from '../use-send-reset-code';
import { SubmitButton } from '../../../components/submit-button';
import { TextField } from '../../../components/text-field';

/** /forgot-password: the e-mail the OTP goes to, then Continue (docs/wire-protocol.md §2, §4). */
export function ForgotPasswordForm() {
  const [email, setEmail] = useState('');
  const navigate = useNavigate();
  const { send, busy } = useSendResetCode();
  const sending = useRef(false);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (sending.current) return;
    const address = email.trim();
    if (!event.currentTarget.checkValidity() || !EMAIL_PATTERN.test(address)) {
      showAlert({ success: false, mode: ta('forgot.mode'), message: ta('forgot.invalidEmail') });
      return;
    }
    sending.current = true;
    const sent = await send(address);
    sending.current = false;
    if (sent) void navigate('/forgot-password-otp');
  }

  return (
    <form className="auth-form" noValidate onSubmit={(event) => void onSubmit(event)}>
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
        value={email}
        onChange={setEmail}
      />
      <div className="auth-form__actions">
        <SubmitButton busy={busy}>{ta('auth.continue')}</SubmitButton>
      </div>
    </form>
  );
}
