import { Link } from 'react-router';
import { EmptyState } from '../../../components/empty-state';
import { Skeleton, SkeletonGroup } from '../../../components/skeleton';
import { tHome } from '../../../i18n/home';
import { useHomePromotions } from '../api/loy-get-promotions';
import { HomeOfferCard } from './home-offer-card';

/** docs/wire-protocol.md §9: 8 skeleton cards while the offers load. */
export const HOME_SKELETON_CARDS = 8;

/** 'All Offers': a horizontal list of the valid promotions, 'No promotions' when none. */
export function HomeOffersStrip() {
  const promotions = useHomePromotions();
  // docs/wire-protocol.md §8: a failed fetch leaves the list empty without a message.
  const offers = promotions.isError ? [] : promotions.data;

  return (
    <section className="home-section" aria-labelledby="home-offers-title">
      <div className="home-section__head">
        <h2 id="home-offers-title">{tHome('home.allOffers')}</h2>
        <Link to="/offers" className="home-section__more">
          {tHome('home.seeAll')}
        </Link>
      </div>
      {offers === undefined ? (
        <SkeletonGroup className="home-offers" label={tHome('home.loadingOffers')}>
          {Array.from({ length: HOME_SKELETON_CARDS }, (_, index) => (
            <Skeleton
              key={index}
              shape="card"
              width="280px"
              height="280px"
              className="home-offer--skeleton"
            />
          ))}
        </SkeletonGroup>
      ) : offers.length === 0 ? (
        <EmptyState
          message={tHome('home.noPromotions')}
          action={<p className="empty-state__hint">{tHome('home.noPromotionsHint')}</p>}
        />
      ) : (
        <ul className="home-offers" data-testid="home-offers">
          {offers.map((promotion, index) => (
            <li key={`${promotion.PROMO_ID}-${promotion.PROMO_CODE}`}>
              <HomeOfferCard promotion={promotion} eager={index === 0} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
