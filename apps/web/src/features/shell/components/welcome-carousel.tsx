import { useEffect, useRef, useState } from 'react';
import { prefersReducedMotion } from '../../../lib/platform';
import { t } from '../../../i18n/messages';

export const CAROUSEL_INTERVAL_MS = 1300;

/**
 * The landing's welcome pictures: a CSS scroll-snap strip that advances every 1300 ms, unless
 * the user asks for less motion or takes over by swiping. Built without a carousel library so
 * the landing stays within its JavaScript budget (docs/decisions/006-web-shell.md).
 */
export function WelcomeCarousel({ images, appName }: { images: string[]; appName: string }) {
  const track = useRef<HTMLElement>(null);
  const [userTookOver, setUserTookOver] = useState(false);

  useEffect(() => {
    const strip = track.current;
    if (!strip || images.length < 2 || userTookOver || prefersReducedMotion()) return;
    const timer = setInterval(() => {
      const width = strip.clientWidth;
      if (width === 0) return;
      // scrollLeft runs negative in right-to-left layouts.
      const direction = getComputedStyle(strip).direction === 'rtl' ? -1 : 1;
      const current = Math.round(Math.abs(strip.scrollLeft) / width);
      const next = (current + 1) % images.length;
      strip.scrollTo({ left: direction * next * width, behavior: 'smooth' });
    }, CAROUSEL_INTERVAL_MS);
    return () => clearInterval(timer);
  }, [images.length, userTookOver]);

  if (images.length === 0) {
    return (
      <div className="welcome-card">
        <p className="welcome-card__text">{t('landing.welcome', { name: appName })}</p>
      </div>
    );
  }
  const takeOver = () => setUserTookOver(true);
  return (
    <section
      className="carousel"
      aria-roledescription="carousel"
      aria-label={t('landing.carousel')}
      ref={track}
      // The strip itself scrolls, so it must be reachable by keyboard to scroll with the arrow
      // keys (WCAG 2.1.1, axe scrollable-region-focusable); the lint rule does not know
      // scrollable regions.
      // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
      tabIndex={0}
      onPointerDown={takeOver}
      onTouchStart={takeOver}
      onWheel={takeOver}
      onFocus={takeOver}
    >
      {images.map((src, index) => (
        <div
          className="carousel__slide"
          key={src}
          role="group"
          aria-roledescription="slide"
          aria-label={t('landing.slide', { index: index + 1, count: images.length })}
        >
          <img src={src} alt="" className="carousel__image" width={700} height={700} />
        </div>
      ))}
    </section>
  );
}
