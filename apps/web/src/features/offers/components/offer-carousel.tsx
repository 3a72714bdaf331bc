import { useCallback, useEffect, useState } from 'react';
import useEmblaCarousel from 'embla-carousel-react';
import { ChevronIcon } from '../../../components/icons';
import { Modal } from '../../../components/modal';
import { PromoImage } from '../../../components/promo-image';
import { prefersReducedMotion } from '../../../lib/platform';
import { tOffers } from '../../../i18n/offers';

/** How long a picture stays before the next, unless the user asks for less motion. */
const ADVANCE_MS = 4000;

interface OfferCarouselProps {
  images: string[];
  title: string;
}

/**
 * The offer's pictures (embla-carousel, right-to-left aware) with arrows and dots; a tap shows
 * a picture full size. It advances by itself until the user takes over, and never under
 * reduced motion.
 */
export function OfferCarousel({ images, title }: OfferCarouselProps) {
  const rtl = document.documentElement.dir === 'rtl';
  const [viewport, embla] = useEmblaCarousel({
    loop: images.length > 1,
    direction: rtl ? 'rtl' : 'ltr',
  });
  const [selected, setSelected] = useState(0);
  const [userTookOver, setUserTookOver] = useState(false);
  const [preview, setPreview] = useState<number>();

  useEffect(() => {
    if (!embla) return;
    const onSelect = () => setSelected(embla.selectedScrollSnap());
    const onPointerDown = () => setUserTookOver(true);
    onSelect();
    embla.on('select', onSelect);
    embla.on('pointerDown', onPointerDown);
    return () => {
      embla.off('select', onSelect);
      embla.off('pointerDown', onPointerDown);
    };
  }, [embla]);

  useEffect(() => {
    if (
      !embla ||
      images.length < 2 ||
      userTookOver ||
      preview !== undefined ||
      prefersReducedMotion()
    )
      return;
    const timer = setInterval(() => embla.scrollNext(), ADVANCE_MS);
    return () => clearInterval(timer);
  }, [embla, images.length, userTookOver, preview]);

  const go = useCallback(
    (move: (api: NonNullable<typeof embla>) => void) => {
      setUserTookOver(true);
      if (embla) move(embla);
    },
    [embla],
  );

  const count = images.length;
  const shown = preview === undefined ? undefined : images[preview];
  return (
    <section
      className="offer-carousel"
      aria-roledescription="carousel"
      aria-label={tOffers('offer.images')}
    >
      <div className="offer-carousel__viewport" ref={viewport}>
        <div className="offer-carousel__track">
          {images.map((image, index) => (
            <div
              className="offer-carousel__slide"
              key={`${image}-${index}`}
              role="group"
              aria-roledescription="slide"
              aria-label={tOffers('offer.slide', { index: index + 1, count })}
            >
              <button
                type="button"
                className="offer-carousel__zoom"
                aria-label={tOffers('offer.enlarge', { index: index + 1 })}
                onClick={() => setPreview(index)}
              >
                <PromoImage name={image} width={640} height={400} alt={title} eager={index === 0} />
              </button>
            </div>
          ))}
        </div>
      </div>
      {count > 1 && (
        <div className="offer-carousel__controls">
          <button
            type="button"
            className="icon-button offer-carousel__arrow"
            aria-label={tOffers('offer.previous')}
            onClick={() => go((api) => api.scrollPrev())}
          >
            <ChevronIcon size={22} direction="back" />
          </button>
          <div className="offer-carousel__dots">
            {images.map((image, index) => (
              <button
                type="button"
                key={`${image}-${index}`}
                className="offer-carousel__dot"
                aria-label={tOffers('offer.goTo', { index: index + 1 })}
                aria-current={index === selected ? 'true' : undefined}
                onClick={() => go((api) => api.scrollTo(index))}
              />
            ))}
          </div>
          <button
            type="button"
            className="icon-button offer-carousel__arrow"
            aria-label={tOffers('offer.next')}
            onClick={() => go((api) => api.scrollNext())}
          >
            <ChevronIcon size={22} />
          </button>
        </div>
      )}
      <Modal
        open={shown !== undefined}
        title={tOffers('offer.preview')}
        className="offer-preview"
        onClose={() => setPreview(undefined)}
      >
        {shown !== undefined && (
          <PromoImage
            name={shown}
            width={1280}
            height={800}
            alt={title}
            eager
            className="offer-carousel__full"
          />
        )}
      </Modal>
    </section>
  );
}
