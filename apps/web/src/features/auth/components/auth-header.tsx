import { Link } from 'react-router';
import { ta } from '../../../i18n/auth';
import { BackIcon } from '../../../components/icons';

/** The title bar of an entry screen: the screen's title, after a back arrow when `back` is given. */
export function AuthHeader({ title, back }: { title: string; back?: string }) {
  return (
    <header className="auth-header">
      {back && (
        <Link to={back} className="icon-button auth-header__back" aria-label={ta('auth.back')}>
          <BackIcon />
        </Link>
      )}
      <h1 className="auth-header__title">{title}</h1>
    </header>
  );
}
