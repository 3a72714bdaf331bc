import { Link } from 'react-router';
import { ta } from '../../../i18n/auth';

/** The title bar of an entry screen: the screen's title, after a back arrow when `back` is given. */
export function AuthHeader({ title, back }: { title: string; back?: string }) {
  return (
    <header className="auth-header">
      {back && (
        <Link to={back} className="icon-button auth-header__back" aria-label={ta('auth.back')}>
          <svg viewBox="0 0 24 24" width="24" height="24" aria-hidden="true">
            <path
              d="M15 5l-7 7 7 7"
              fill="none"
              stroke="currentColor"
              strokeWidth="2"
              strokeLinecap="round"
              strokeLinejoin="round"
            />
          </svg>
        </Link>
      )}
      <h1 className="auth-header__title">{title}</h1>
    </header>
  );
}
