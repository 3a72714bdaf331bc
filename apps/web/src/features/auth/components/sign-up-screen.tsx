import { ta } from '../../../i18n/auth';
import { AuthHeader } from './auth-header';
import { SignUpForm } from './sign-up-form';
import '../auth.css';

/** /signup, and /join: the entry route shows the same form (docs/wire-protocol.md §2). */
export function SignUpScreen() {
  return (
    <main className="page auth-page">
      <AuthHeader title={ta('signup.title')} back="/" />
      <p className="auth-intro">{ta('signup.intro')}</p>
      <SignUpForm />
    </main>
  );
}
