import { Link, useParams } from 'react-router';
import { Countdown } from '../../../components/countdown';
import { EmptyState } from '../../../components/empty-state';
import { FlyerDownload } from '../../../components/flyer-download';
import { Skeleton, SkeletonGroup } from '../../../components/skeleton';
import { formatDate } from '../../../lib/format';
import { tOffers } from '../../../i18n/offers';
import { usePromotionImages } from '../api/loy-crm-download-promotion-images';
import { useOffers } from '../api/loy-get-promotions-admin';
import { useFoundPromotion } from '../use-found-promotion';
import { OfferCarousel } from './offer-carousel';
import { ShareButton } from './share-button';
import '../offers.css';
import { ChevronIcon } from '../../../components/icons';
import { contentText } from '../../../i18n/content';

function OfferImages({
  promoId,
  promoCode,
  title,
}: {
  promoId: string;
  promoCode: string;
  title: string;
}) {
  const images = usePromotionImages(promoId, promoCode);
  if (images.isPending) return <Skeleton shape="card" height="220px" />;
  if (images.isError) return <EmptyState message={tOffers('offer.imagesFailed')} />;
  if (images.data.length === 0) return <EmptyState message={tOffers('offer.noImages')} />;
  return <OfferCarousel images={images.data} title={title} />;
}

/** /offers/single/{promoId}/{promoCode}: pictures, valid-until, title, text, countdown. */
export function OfferDetail() {
  const { promoId = '', promoCode = '' } = useParams();
  const offers = useOffers();
  const promotion = useFoundPromotion(offers, promoId, promoCode);
  const flyer = promotion && (promotion.promo_flyer ?? promotion.FlyerPath);
  const title = contentText(promotion?.PROMO_DESC, promotion?.PROMO_DESCAr);
  const desc = contentText(promotion?.DESC, promotion?.DESCAr);

  return (
    <main className="page page--with-nav offer-detail">
      <Link to="/offers" className="offer-detail__back">
        <ChevronIcon direction="back" />
        {tOffers('offer.back')}
      </Link>
      <OfferImages promoId={promoId} promoCode={promoCode} title={title.text} />
      {offers.isPending && !promotion ? (
        <SkeletonGroup className="offer-detail__text" label={tOffers('offer.loading')}>
          <Skeleton width="60%" />
          <Skeleton height="2em" />
          <Skeleton height="4em" />
        </SkeletonGroup>
      ) : (
        promotion && (
          <div className="offer-detail__text">
            <p className="offer-detail__valid">
              {tOffers('offer.validUntil', { date: formatDate(promotion.VALID_TO, 'DD/MM/YYYY') })}
            </p>
            <h1 className="offer-detail__title" lang={title.lang}>
              {title.text}
            </h1>
            {desc.text && (
              <p className="offer-detail__desc" lang={desc.lang}>
                {desc.text}
              </p>
            )}
            <h2 className="offer-detail__ends">{tOffers('offer.endsIn')}</h2>
            <Countdown to={promotion.VALID_TO} />
            <div className="offer-detail__actions">
              <ShareButton title={title.text} text={desc.text || undefined} />
              {flyer && <FlyerDownload flyer={flyer} title={title.text} />}
            </div>
          </div>
        )
      )}
    </main>
  );
}
