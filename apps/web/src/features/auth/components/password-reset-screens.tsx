import { Navigate } from 'react-router';
import { ta } from '../../../i18n/auth';
import { readResetEmail } from '../reset-email';
import { AuthHeader } from './auth-header';
import { ForgotPasswordForm } from './forgot-password-form';
import { NewPasswordForm } from './new-password-form';
import { OtpForm } from './otp-form';
import '../auth.css';

/** /forgot-password. */
export function ForgotPasswordScreen() {
  return (
    <main className="page auth-page">
      <AuthHeader title={ta('forgot.title')} back="/login" />
      <ForgotPasswordForm />
    </main>
  );
}

/** /forgot-password-otp: without a readable reset-email cookie, back to / (docs/wire-protocol.md §4). */
export function OtpScreen() {
  const email = readResetEmail();
  if (!email) return <Navigate to="/" replace />;
  return (
    <main className="page auth-page">
      <AuthHeader title={ta('otp.title')} back="/forgot-password" />
      <OtpForm email={email} />
    </main>
  );
}

/** /forgot-password-new-password: without a readable reset-email cookie, back to / (docs/wire-protocol.md §4). */
export function NewPasswordScreen() {
  const email = readResetEmail();
  if (!email) return <Navigate to="/" replace />;
  return (
    <main className="page auth-page">
      <AuthHeader title={ta('newPassword.title')} />
      <NewPasswordForm email={email} />
    </main>
  );
}
