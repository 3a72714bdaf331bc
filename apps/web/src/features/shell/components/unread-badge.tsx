import { useUnreadCount } from '../../../api/our-notifications';
import { t } from '../../../i18n/messages';

/**
 * The inbox's unread count on the Profile tab (ours). Its own chunk, loaded only where the
 * server serves the inbox, so the first screen of every other programme does not carry it.
 */
export default function UnreadBadge() {
  const unread = useUnreadCount();
  if (unread <= 0) return null;
  return (
    <span className="bottom-nav__badge" data-testid="nav-unread">
      <span aria-hidden="true">{unread > 99 ? '99+' : unread}</span>
      <span className="visually-hidden">{t('nav.unread', { count: unread })}</span>
    </span>
  );
}
