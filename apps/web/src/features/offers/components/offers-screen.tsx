import { Link } from 'react-router';
import { EmptyState } from '../../../components/empty-state';
import { OfflineNotice, isUnreachable } from '../../../components/offline-notice';
import { Skeleton, SkeletonGroup } from '../../../components/skeleton';
import { tOffers } from '../../../i18n/offers';
import { useOffers } from '../api/loy-get-promotions-admin';
import { OfferCard } from './offer-card';
import '../offers.css';
import { ScreenTitle } from '../../../components/screen-title';

/** /offers: the valid promotions of every location, 'No promotions available' when none. */
export function OffersScreen() {
  const offers = useOffers();
  // docs/wire-protocol.md §8: a failed fetch shows the list empty, without a message.
  const list = offers.isError ? [] : offers.data;
  return (
    <main className="page page--with-nav">
      <ScreenTitle>{tOffers('offers.title')}</ScreenTitle>
      {isUnreachable(offers) ? (
        <OfflineNotice onRetry={() => offers.refetch()} />
      ) : list === undefined ? (
        <SkeletonGroup className="offer-list" label={tOffers('offers.loading')}>
          {[0, 1, 2].map((index) => (
            <Skeleton key={index} shape="card" height="260px" />
          ))}
        </SkeletonGroup>
      ) : list.length === 0 ? (
        <EmptyState
          message={tOffers('offers.empty')}
          action={
            <>
              <p className="empty-state__hint">{tOffers('offers.emptyHint')}</p>
              <Link to="/home/id" className="empty-state__next">
                {tOffers('offers.emptyNext')}
              </Link>
            </>
          }
        />
      ) : (
        <ul className="offer-list" data-testid="offer-list">
          {list.map((promotion, index) => (
            <li key={`${promotion.PROMO_ID}-${promotion.PROMO_CODE}`}>
              <OfferCard promotion={promotion} eager={index === 0} />
            </li>
          ))}
        </ul>
      )}
    </main>
  );
}
