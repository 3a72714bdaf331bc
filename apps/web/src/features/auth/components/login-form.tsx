import { useEffect, useRef, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { ta } from '../../../i18n/auth';
import { hideAlert, showAlert } from '../../../lib/alerts';
import { ApiError } from '../../../lib/api-client';
import { useSession } from '../../../lib/session';
import type { SignedInUser } from '../../../lib/session';
import { failureText } from '../../../lib/failure-text';
import { useSchemaForm } from '../../../lib/use-schema-form';
import { useTextField } from '../../../lib/use-text-field';
import { useLoyLogin } from '../api/loy-login';
import { LOGIN_LIMITS, loginSchema } from '../login-rules';
import type { LoginIdentifier, LoginValues } from '../login-rules';
import { PasswordField } from './password-field';
import { SegmentedToggle } from '../../../components/segmented-toggle';
import { SubmitButton } from '../../../components/submit-button';
import { TextField } from '../../../components/text-field';
import { useOurFeature } from '../../../lib/app-settings';
import { followStoredLanguage } from '../../../api/our-language';

/** docs/wire-protocol.md §9: the screen stays 1.5 s on the green banner before /home. */
export const LOGIN_REDIRECT_MS = 1500;

const TYPES = [
  { value: 'EMAIL', label: ta('login.withEmail') },
  { value: 'PHONE', label: ta('login.withMobile') },
] as const;

/** How long a locked login asks to wait, in words ('15 minutes'), from Retry-After seconds. */
export function waitText(seconds: number | undefined): string {
  if (seconds === undefined) return ta('login.waitUnknown');
  if (seconds < 60)
    return ta(seconds === 1 ? 'login.waitSecond' : 'login.waitSeconds', { n: seconds });
  const minutes = Math.ceil(seconds / 60);
  return ta(minutes === 1 ? 'login.waitMinute' : 'login.waitMinutes', { n: minutes });
}

/**
 * docs/wire-protocol.md §2 "Login" and §4: Email or Mobile, password, 'Forgot Password', 'Log In'. `initial`
 * fills the identifier (a customer who has just signed up).
 */
export function LoginForm({ initial }: { initial?: LoginIdentifier | undefined }) {
  const form = useSchemaForm(loginSchema, {
    type: initial?.type ?? 'EMAIL',
    username: initial?.username ?? '',
    password: '',
  });
  const type = form.watch('type');
  const username = useTextField(form, 'username');
  const password = useTextField(form, 'password');
  // Set when the server locked the login after failed tries: how long it asked to wait.
  const [locked, setLocked] = useState<{ wait: number | undefined } | null>(null);
  const [signingIn, setSigningIn] = useState(false);
  const login = useLoyLogin();
  const { signIn } = useSession();
  const navigate = useNavigate();
  const followLanguage = useOurFeature('language');
  // Set synchronously, so a double tap cannot send the form twice before React re-renders.
  const sending = useRef(false);
  const pending = useRef<{ user: SignedInUser; timer: ReturnType<typeof setTimeout> } | null>(null);

  useEffect(
    () => () => {
      // Leaving during the 1.5 s keeps the user signed in: the server session is already live.
      const left = pending.current;
      if (!left) return;
      clearTimeout(left.timer);
      pending.current = null;
      signIn(left.user);
    },
    [signIn],
  );

  const alert = (success: boolean, message: string) =>
    showAlert({ success, mode: ta('login.mode'), message });

  async function onValid(values: LoginValues) {
    if (sending.current) return;
    sending.current = true;
    setLocked(null);
    try {
      const result = await login.mutateAsync(values);
      const user = result.data.DATA;
      if (result.ok && user) {
        alert(true, ta('login.success'));
        setSigningIn(true);
        // The user record is kept when the screen moves on: the guard of /login would
        // otherwise leave at once, before the banner has been seen.
        const timer = setTimeout(() => {
          pending.current = null;
          signIn(user);
          void navigate('/home', { replace: true });
          if (followLanguage) void followStoredLanguage();
        }, LOGIN_REDIRECT_MS);
        pending.current = { user, timer };
        return;
      }
      alert(false, (!result.ok && result.message) || ta('login.failed'));
    } catch (error) {
      if (error instanceof ApiError && error.status === 429) {
        // Too many failed tries: the notice below says how long to wait and offers a reset.
        hideAlert();
        setLocked({ wait: error.retryAfter });
      } else {
        alert(false, failureText(error, ta('login.failed')));
      }
    }
    sending.current = false;
  }

  const isPhone = type === 'PHONE';
  return (
    <form
      className="auth-form"
      noValidate
      onSubmit={(event) =>
        // Every rule of the login gives the one banner; nothing is said on a field.
        void form.handleSubmit(onValid, () => alert(false, ta('login.invalid')))(event)
      }
    >
      <SegmentedToggle
        label={ta('login.with')}
        segments={TYPES}
        value={type}
        onChange={(next) => {
          form.setValue('type', next);
          form.setValue('username', '');
        }}
      />
      {/* The key gives each kind its own input, so the browser's autofill keeps them apart. */}
      <TextField
        key={type}
        label={ta(isPhone ? 'login.mobile' : 'auth.email')}
        type={isPhone ? 'tel' : 'email'}
        inputMode={isPhone ? 'tel' : 'email'}
        autoComplete={isPhone ? 'tel' : 'username'}
        autoCapitalize="none"
        spellCheck={false}
        required
        maxLength={isPhone ? LOGIN_LIMITS.mobileTypedMax : LOGIN_LIMITS.emailMax}
        {...username}
        error={undefined}
      />
      <PasswordField
        label={ta('auth.password')}
        {...password}
        error={undefined}
        autoComplete="current-password"
        maxLength={LOGIN_LIMITS.passwordMax}
      />
      <Link to="/forgot-password" className="auth-link auth-form__forgot">
        {ta('login.forgot')}
      </Link>
      {locked && (
        <div className="auth-notice auth-notice--warn" role="alert" data-testid="login-locked">
          <p>{ta('login.locked', { wait: waitText(locked.wait) })}</p>
          <Link to="/forgot-password" className="auth-link">
            {ta('login.lockedReset')}
          </Link>
        </div>
      )}
      <div className="auth-form__actions">
        <SubmitButton busy={login.isPending || signingIn}>{ta('login.submit')}</SubmitButton>
        <p className="auth-form__switch">
          {ta('login.noAccount')}{' '}
          <Link to="/join" className="auth-link">
            {ta('login.join')}
          </Link>
        </p>
      </div>
    </form>
  );
}
