import { Link } from 'react-router';
import { FlyerDownload } from '../../../components/flyer-download';
import { PromoImage } from '../../../components/promo-image';
import { formatDate } from '../../../lib/format';
import { tHome } from '../../../i18n/home';
import { cutDescription, flyerOf } from '../home-offers';
import type { Promotion } from '../home-offers';
import { contentText } from '../../../i18n/content';

/** One card of the 'All Offers' strip; the title opens the offer, the flyer downloads. */
export function HomeOfferCard({ promotion, eager }: { promotion: Promotion; eager: boolean }) {
  const flyer = flyerOf(promotion);
  const title = contentText(promotion.PROMO_DESC, promotion.PROMO_DESCAr);
  const desc = contentText(promotion.DESC, promotion.DESCAr);
  const to = `/offers/single/${encodeURIComponent(promotion.PROMO_ID)}/${encodeURIComponent(promotion.PROMO_CODE)}`;
  return (
    <article className="home-offer" data-testid="home-offer" data-promo-id={promotion.PROMO_ID}>
      <PromoImage
        name={promotion.PROMO_IMAGE}
        width={280}
        height={160}
        className="home-offer__image"
        eager={eager}
      />
      <div className="home-offer__body">
        <h3 className="home-offer__title">
          <Link to={to} state={promotion} className="home-offer__link" lang={title.lang}>
            {title.text}
          </Link>
        </h3>
        {desc.text && (
          <p className="home-offer__desc" lang={desc.lang}>
            {cutDescription(desc.text)}
          </p>
        )}
        <p className="home-offer__valid">
          {tHome('home.validUntil', { date: formatDate(promotion.VALID_TO, 'DD/MM/YYYY') })}
        </p>
        {flyer && <FlyerDownload flyer={flyer} title={title.text} />}
      </div>
    </article>
  );
}
