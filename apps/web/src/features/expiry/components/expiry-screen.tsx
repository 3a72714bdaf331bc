import { EmptyState } from '../../../components/empty-state';
import { BackLink } from '../../../components/back-link';
import { ScreenTitle } from '../../../components/screen-title';
import { OfflineNotice, isUnreachable } from '../../../components/offline-notice';
import { Skeleton, SkeletonGroup } from '../../../components/skeleton';
import { tHome } from '../../../i18n/home';
import { formatDate, formatPoints } from '../../../lib/format';
import { useExpiries } from '../api/loy-points-expiry';
import '../expiry.css';

/** /expiries: the coming expiries of the customer's points, by date, soonest first. */
export function ExpiryScreen() {
  const expiries = useExpiries();
  const list = expiries.data ?? [];
  return (
    <main className="page page--with-nav expiry">
      <BackLink to="/home" label={tHome('expiry.back')} />
      <ScreenTitle>{tHome('expiry.title')}</ScreenTitle>
      <p className="expiry__intro">{tHome('expiry.intro')}</p>
      {isUnreachable(expiries) ? (
        <OfflineNotice onRetry={() => expiries.refetch()} />
      ) : expiries.isError ? (
        <p role="alert">{tHome('expiry.failed')}</p>
      ) : expiries.isPending ? (
        <SkeletonGroup label={tHome('expiry.loading')} className="expiry__loading">
          <Skeleton height="48px" />
          <Skeleton height="48px" />
        </SkeletonGroup>
      ) : list.length === 0 ? (
        <EmptyState message={tHome('expiry.none')} />
      ) : (
        <ol
          className="expiry__list"
          aria-label={tHome('expiry.listLabel')}
          data-testid="expiry-list"
        >
          {list.map((e) => (
            <li key={e.EXPIRES_ON} className="expiry__row">
              <time dateTime={e.EXPIRES_ON} className="expiry__date">
                {formatDate(e.EXPIRES_ON, 'DD MMMM YYYY')}
              </time>
              <span className="expiry__points">
                {tHome('expiry.points', { points: formatPoints(e.POINTS) })}
              </span>
            </li>
          ))}
        </ol>
      )}
    </main>
  );
}
