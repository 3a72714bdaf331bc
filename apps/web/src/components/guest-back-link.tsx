import { useSession } from '../lib/session';
import { t } from '../i18n/messages';
import { BackLink } from './back-link';

/**
 * The way back to the start for a visitor who opened a public screen (stores, about) from the
 * landing: a signed-in customer has the bottom navigation instead.
 */
export function GuestBackLink() {
  const { isLoggedIn } = useSession();
  return isLoggedIn ? null : <BackLink to="/" label={t('nav.backToStart')} />;
}
