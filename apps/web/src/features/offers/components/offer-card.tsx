import { Link } from 'react-router';
import { PromoImage } from '../../../components/promo-image';
import { formatDate } from '../../../lib/format';
import { tOffers } from '../../../i18n/offers';
import type { Promotion } from '../api/loy-get-promotions-admin';
import { contentText } from '../../../i18n/content';

export function offerPath(promotion: Pick<Promotion, 'PROMO_ID' | 'PROMO_CODE'>): string {
  return `/offers/single/${encodeURIComponent(promotion.PROMO_ID)}/${encodeURIComponent(promotion.PROMO_CODE)}`;
}

/** An offer of the list: picture, title and its start and end dates; the card opens it. */
export function OfferCard({ promotion, eager }: { promotion: Promotion; eager: boolean }) {
  const title = contentText(promotion.PROMO_DESC, promotion.PROMO_DESCAr);
  return (
    <article className="offer-card" data-testid="offer-card" data-promo-id={promotion.PROMO_ID}>
      <PromoImage
        name={promotion.PROMO_IMAGE}
        width={640}
        height={360}
        className="offer-card__image"
        eager={eager}
      />
      <div className="offer-card__body">
        <h2 className="offer-card__title">
          <Link className="offer-card__link" to={offerPath(promotion)} lang={title.lang}>
            {title.text}
          </Link>
        </h2>
        <p className="offer-card__dates">
          <span>
            {tOffers('offers.from')}{' '}
            <time dateTime={promotion.VALID_FROM}>
              {formatDate(promotion.VALID_FROM, 'DD/MM/YYYY')}
            </time>
          </span>
          <span>
            {tOffers('offers.to')}{' '}
            <time dateTime={promotion.VALID_TO}>
              {formatDate(promotion.VALID_TO, 'DD/MM/YYYY')}
            </time>
          </span>
        </p>
      </div>
    </article>
  );
}
