import { useEffect, useId, useRef, useState } from 'react';
import { useController } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { ta } from '../../../i18n/auth';
import { showAlert } from '../../../lib/alerts';
import { useSchemaForm } from '../../../lib/use-schema-form';
import { useVerifyOtp } from '../api/verify-otp';
import { otpSchema } from '../password-reset-rules';
import { failureText, successText } from '../../../lib/failure-text';
import { useSendResetCode } from '../use-send-reset-code';
import { OTP_LENGTH, OtpInput } from './otp-input';
import { SubmitButton } from '../../../components/submit-button';

/** docs/wire-protocol.md §9: after a re-send the screen waits 3.5 s before another can be asked for. */
export const RESEND_WAIT_MS = 3500;

const EMPTY_CODE: string[] = Array.from({ length: OTP_LENGTH }, () => '');

/** /forgot-password-otp: the four boxes, Re-send and Submit (docs/wire-protocol.md §2, §4). */
export function OtpForm({ email }: { email: string }) {
  const form = useSchemaForm(otpSchema, { code: EMPTY_CODE });
  const code = useController({ control: form.control, name: 'code' }).field;
  const [waiting, setWaiting] = useState(false);
  const navigate = useNavigate();
  const verify = useVerifyOtp();
  const resend = useSendResetCode();
  const textId = useId();
  const sending = useRef(false);
  const wait = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(wait.current), []);

  const alert = (success: boolean, message: string) =>
    showAlert({ success, mode: ta('otp.mode'), message });

  async function onValid(values: { code: string[] }) {
    if (sending.current) return;
    const otp = values.code.join('').trim();
    sending.current = true;
    try {
      const result = await verify.mutateAsync({ email, otp });
      // docs/decisions/015-spec-readings.md: a verified code is a success, shown green.
      if (result.ok) {
        alert(true, successText(result.message, ta('otp.verified')));
        void navigate('/forgot-password-new-password');
        return;
      }
      alert(false, result.message ?? ta('otp.failed'));
    } catch (error) {
      alert(false, failureText(error, ta('otp.failed')));
    }
    sending.current = false;
  }

  async function onResend() {
    if (waiting || resend.busy) return;
    if (!(await resend.send(email))) return;
    showAlert({ success: true, mode: ta('forgot.mode'), message: ta('otp.sent') });
    // docs/wire-protocol.md §4: 'Email sent', then the OTP screen after 3.5 s; this is that screen, so it
    // stays, taking no new re-send until then.
    setWaiting(true);
    wait.current = setTimeout(() => setWaiting(false), RESEND_WAIT_MS);
  }

  return (
    <form
      className="auth-form"
      noValidate
      onSubmit={(event) =>
        void form.handleSubmit(onValid, (errors) =>
          alert(false, errors.code?.message ?? ta('otp.blank')),
        )(event)
      }
    >
      <p id={textId} className="auth-intro">
        {ta('otp.text')}
      </p>
      <OtpInput value={code.value} onChange={code.onChange} labelledBy={textId} />
      <p className="otp-resend">
        {ta('otp.notReceived')}
        <button
          type="button"
          className="auth-link"
          disabled={waiting || resend.busy}
          onClick={() => void onResend()}
        >
          {ta('otp.resend')}
        </button>
      </p>
      <div className="auth-form__actions">
        <SubmitButton busy={verify.isPending}>{ta('otp.submit')}</SubmitButton>
      </div>
    </form>
  );
}
