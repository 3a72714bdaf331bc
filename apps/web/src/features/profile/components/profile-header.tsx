import { Link } from 'react-router';
import { AsOf } from '../../../components/as-of';
import { Avatar } from '../../../components/avatar';
import { useAccess } from '../../../lib/app-settings';
import { useCustomerPoints } from '../../../api/customer-points';
import { formatAed, formatPoints } from '../../../lib/format';
import { staleSince } from '../../../lib/last-known';
import { useSession } from '../../../lib/session';
import { tProfile } from '../../../i18n/profile';
import { CardIcon, SendIcon } from '../../../components/icons';

/**
 * The account header (docs/wire-protocol.md §2 "Account menu"): picture, name, points balance, value and card
 * type; the membership-card button; Send Points where the client's access allows it.
 */
export function ProfileHeader({ onShowCard }: { onShowCard: () => void }) {
  const { authUser } = useSession();
  const query = useCustomerPoints();
  const points = query.data ?? undefined;
  const canShare = useAccess('Share Points');
  const name = points?.CUST_NAME || authUser?.CUST_NAME || '';

  return (
    <header className="profile-header">
      <div className="profile-header__who">
        <Avatar image={points?.PROFILE_IMAGE ?? authUser?.PROFILE_IMAGE} name={name} size={72} />
        <h1 className="profile-header__name">
          <bdi>{name}</bdi>
        </h1>
      </div>
      <dl className="profile-points">
        <div className="profile-points__balance">
          <dt>{tProfile('profile.balance')}</dt>
          <dd data-testid="profile-balance">{formatPoints(points?.CURRENTPOINTS)}</dd>
        </div>
        <div>
          <dt>{tProfile('profile.value')}</dt>
          <dd data-testid="profile-value">{formatAed(points?.POINTS_VALUE)}</dd>
        </div>
        <div>
          <dt>{tProfile('profile.cardType')}</dt>
          <dd data-testid="profile-card-type">
            <bdi>{points?.CARD_TYPE ?? authUser?.CARD_TYPE ?? '—'}</bdi>
          </dd>
        </div>
      </dl>
      <AsOf date={staleSince(query)} />
      <div className="profile-header__actions">
        <button
          type="button"
          className="button button--primary"
          aria-haspopup="dialog"
          onClick={onShowCard}
        >
          <CardIcon />
          {tProfile('profile.showCard')}
        </button>
        {canShare && (
          <Link to="/share-points" className="button button--secondary">
            <SendIcon />
            {tProfile('profile.sendPoints')}
          </Link>
        )}
      </div>
    </header>
  );
}
