import { useQueryClient } from '@tanstack/react-query';
import { callAuth } from '@loyalty/contract';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { ListRow } from '../../../components/list-row';
import { LanguageRow } from './language-row';
import { storeLanguage } from '../../../api/our-language';
import { useAccess, useOurFeature } from '../../../lib/app-settings';
import { useUnreadCount } from '../../../api/our-notifications';
import { tAccount } from '../../../i18n/account';
import { LAST_KNOWN_POINTS } from '../../../api/customer-points';
import { forgetLastKnown } from '../../../lib/last-known';
import { useSession } from '../../../lib/session';
import { useTheme } from '../../../lib/theme';
import { tProfile } from '../../../i18n/profile';
import {
  BellIcon,
  DownloadIcon,
  KeyIcon,
  InfoIcon,
  ProfileIcon,
  MoonIcon,
  SignOutIcon,
  StarIcon,
  StoreIcon,
  TrashIcon,
} from '../../../components/icons';

/** Calls that answer with one customer's data: their cached answers go at sign-out. */
function isCustomerData(queryKey: readonly unknown[]): boolean {
  const name = queryKey[0];
  return typeof name === 'string' && Object.hasOwn(callAuth, name)
    ? callAuth[name as keyof typeof callAuth] === 'customer'
    : false;
}

/** The Light/Dark switch (docs/wire-protocol.md §4 "Theme switch"), saved in the theme cookie. */
function ThemeSwitch() {
  const { theme, setTheme } = useTheme();
  return (
    <label className="list-row profile-switch">
      <span className="list-row__icon" aria-hidden="true">
        <MoonIcon />
      </span>
      <span className="list-row__text">
        <span className="list-row__main">{tProfile('profile.darkMode')}</span>
      </span>
      <input
        type="checkbox"
        role="switch"
        className="profile-switch__input"
        checked={theme === 'dark'}
        onChange={(event) => setTheme(event.target.checked ? 'dark' : 'light')}
      />
      <span className="profile-switch__track" aria-hidden="true" />
    </label>
  );
}

/** The inbox's row, with the unread count in its text (ours: only where the server serves it). */
function InboxRow() {
  const unread = useUnreadCount();
  return (
    <ListRow
      to="/notifications"
      icon={<BellIcon />}
      detail={unread > 0 ? tAccount('inbox.menuUnread', { count: unread }) : undefined}
    >
      {tAccount('inbox.menu')}
    </ListRow>
  );
}

/**
 * The menu of docs/wire-protocol.md §2 "Account menu": My account, the theme switch (access 'Dark Mode'),
 * About, Stores, Feedback, Sign Out; Download Brochure and Delete Account exist but are hidden.
 * Our features (the inbox, changing the password, deleting the account) join it where served.
 */
export function AccountMenu() {
  const darkMode = useAccess('Dark Mode');
  const inbox = useOurFeature('notifications');
  const changePassword = useOurFeature('change-password');
  const deleteAccount = useOurFeature('delete-account');
  const keepLanguage = useOurFeature('language');
  const { signOut } = useSession();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const [leaving, setLeaving] = useState(false);

  async function leave() {
    setLeaving(true);
    // The server session ends (Logout), then the user and the cookie (the shell's signOut);
    // this phone keeps nothing of the customer's.
    await signOut();
    forgetLastKnown(LAST_KNOWN_POINTS);
    queryClient.removeQueries({ predicate: (query) => isCustomerData(query.queryKey) });
    void navigate('/', { replace: true });
  }

  return (
    <nav aria-label={tProfile('profile.menu')}>
      <ul className="profile-menu">
        <li>
          <ListRow to="/my-profile" icon={<ProfileIcon size={22} />}>
            {tProfile('profile.myAccount')}
          </ListRow>
        </li>
        {inbox && (
          <li>
            <InboxRow />
          </li>
        )}
        {changePassword && (
          <li>
            <ListRow to="/change-password" icon={<KeyIcon />}>
              {tAccount('password.menu')}
            </ListRow>
          </li>
        )}
        <li>
          <LanguageRow
            onChosen={
              keepLanguage
                ? (language) => void storeLanguage(language).catch(() => undefined)
                : undefined
            }
          />
        </li>
        {darkMode && (
          <li>
            <ThemeSwitch />
          </li>
        )}
        <li>
          <ListRow to="/about" icon={<InfoIcon />}>
            {tProfile('profile.about')}
          </ListRow>
        </li>
        <li>
          <ListRow to="/stores" icon={<StoreIcon />}>
            {tProfile('profile.stores')}
          </ListRow>
        </li>
        <li>
          <ListRow to="/feedback" icon={<StarIcon />}>
            {tProfile('profile.feedback')}
          </ListRow>
        </li>
        {/* docs/wire-protocol.md §2: these exist but are hidden (delete is ours where served). */}
        <li hidden data-testid="profile-hidden-brochure">
          <button type="button" className="list-row profile-menu__button">
            <span className="list-row__icon">
              <DownloadIcon />
            </span>
            <span className="list-row__main">{tProfile('profile.brochure')}</span>
          </button>
        </li>
        {deleteAccount ? (
          <li>
            <ListRow to="/delete-account" icon={<TrashIcon />}>
              {tAccount('delete.menu')}
            </ListRow>
          </li>
        ) : (
          <li hidden data-testid="profile-hidden-delete">
            <button type="button" className="list-row profile-menu__button">
              <span className="list-row__icon">
                <TrashIcon />
              </span>
              <span className="list-row__main">{tProfile('profile.deleteAccount')}</span>
            </button>
          </li>
        )}
        <li>
          <button
            type="button"
            className="list-row profile-menu__button profile-menu__sign-out"
            disabled={leaving}
            aria-busy={leaving}
            onClick={() => void leave()}
          >
            <span className="list-row__icon">
              <SignOutIcon />
            </span>
            <span className="list-row__main">{tProfile('profile.signOut')}</span>
          </button>
        </li>
      </ul>
    </nav>
  );
}
