import { useState } from 'react';
import { useLocation } from 'react-router';
import { ta } from '../../../i18n/auth';
import { takeSessionEnded } from '../../../lib/session';
import { identifierFromState } from '../login-rules';
import { AuthHeader } from './auth-header';
import { LoginForm } from './login-form';
import '../auth.css';

/**
 * /login (docs/wire-protocol.md §2). Says so when the customer was sent here because the server ended their
 * session, and fills the identifier of a customer who has just signed up.
 */
export function LoginScreen() {
  const location = useLocation();
  const state: unknown = location.state;
  const [sessionEnded] = useState(
    () =>
      takeSessionEnded() ||
      (typeof state === 'object' && state !== null && 'sessionEnded' in state),
  );
  return (
    <main className="page auth-page">
      <AuthHeader title={ta('login.title')} back="/" />
      {sessionEnded && (
        <p className="auth-notice" role="status" data-testid="session-ended">
          {ta('login.sessionEnded')}
        </p>
      )}
      <LoginForm initial={identifierFromState(state)} />
    </main>
  );
}
