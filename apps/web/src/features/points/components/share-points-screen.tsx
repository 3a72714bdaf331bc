import { Navigate } from 'react-router';
import { BackLink } from '../../../components/back-link';
import { useAccess } from '../../../lib/app-settings';
import { useCustomerPoints } from '../../../api/customer-points';
import { formatAed, formatPoints } from '../../../lib/format';
import { useSession } from '../../../lib/session';
import { tPoints } from '../../../i18n/points';
import { SharePointsForm } from './share-points-form';
import '../points.css';
import { ScreenTitle } from '../../../components/screen-title';

/** /share-points (docs/wire-protocol.md §2 "Share points"); only where the client's access 'Share Points' is on. */
export function SharePointsScreen() {
  const allowed = useAccess('Share Points');
  const { authUser } = useSession();
  const points = useCustomerPoints().data ?? undefined;
  if (!allowed) return <Navigate to="/profile" replace />;

  const balance = points?.CURRENTPOINTS;
  return (
    <main className="page page--with-nav share-points">
      <BackLink to="/profile" label={tPoints('share.back')} />
      <ScreenTitle>{tPoints('share.title')}</ScreenTitle>
      <dl className="share-summary">
        <div className="share-summary__balance">
          <dt>{tPoints('share.balance')}</dt>
          <dd data-testid="share-balance">{formatPoints(balance)}</dd>
        </div>
        <div>
          <dt>{tPoints('share.value')}</dt>
          <dd data-testid="share-value">{formatAed(points?.POINTS_VALUE)}</dd>
        </div>
        <div>
          <dt>{tPoints('share.type')}</dt>
          <dd data-testid="share-type">
            <bdi>{points?.CARD_TYPE ?? authUser?.CARD_TYPE ?? '—'}</bdi>
          </dd>
        </div>
      </dl>
      <SharePointsForm balance={balance ?? 0} />
    </main>
  );
}
