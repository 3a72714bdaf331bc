import { NavLink } from 'react-router';
import { lazy, Suspense, useEffect } from 'react';
import type { ComponentType } from 'react';
import { useAfterFirstPaint } from '../../../lib/after-first-paint';
import { useAccess, useOurFeature } from '../../../lib/app-settings';
import { tapFeedback } from '../../../lib/platform';
import { t } from '../../../i18n/messages';
import type { MessageKey } from '../../../i18n/messages';
import {
  HistoryIcon,
  HomeIcon,
  OffersIcon,
  ProfileIcon,
  VouchersIcon,
} from '../../../components/icons';

/**
 * The unread count on the Profile tab, where the inbox is (ours: only where served). Its
 * chunk and its call wait for the first paint: the count is never what a screen opens for.
 */
const UnreadBadge = lazy(() => import('./unread-badge'));

// Once one screen has painted, a navigation shown again (after a screen without it) has no
// first paint to wait for.
let paintedOnce = false;

interface Tab {
  to: string;
  label: MessageKey;
  Icon: ComponentType;
}

/** docs/wire-protocol.md §2 bottom navigation; Vouchers and History follow the client's access toggles. */
export function BottomNav() {
  const vouchers = useAccess('Voucher');
  const history = useAccess('Bill History');
  const painted = useAfterFirstPaint(paintedOnce);
  useEffect(() => {
    if (painted) paintedOnce = true;
  }, [painted]);
  const inbox = useOurFeature('notifications') && painted;
  const tabs: Tab[] = [
    { to: '/home', label: 'nav.home', Icon: HomeIcon },
    { to: '/offers', label: 'nav.offers', Icon: OffersIcon },
    ...(vouchers ? [{ to: '/vouchers', label: 'nav.vouchers', Icon: VouchersIcon } as const] : []),
    ...(history ? [{ to: '/history', label: 'nav.history', Icon: HistoryIcon } as const] : []),
    { to: '/profile', label: 'nav.profile', Icon: ProfileIcon },
  ];
  return (
    <nav className="bottom-nav" aria-label={t('nav.label')}>
      <ul className="bottom-nav__list">
        {tabs.map(({ to, label, Icon }) => (
          <li key={to} className="bottom-nav__item">
            <NavLink to={to} className="bottom-nav__link" onClick={tapFeedback}>
              <Icon />
              <span>{t(label)}</span>
              {inbox && to === '/profile' && (
                <Suspense fallback={null}>
                  <UnreadBadge />
                </Suspense>
              )}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
