import { ta } from '../../../i18n/auth';
import { AuthHeader } from './auth-header';
import { LoginForm } from './login-form';
import '../auth.css';

/** /login (spec §2). */
export function LoginScreen() {
  return (
    <main className="page auth-page">
      <AuthHeader title={ta('login.title')} back="/" />
      <LoginForm />
    </main>
  );
}
