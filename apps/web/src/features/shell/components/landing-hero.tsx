import { useState } from 'react';
import { BrandLogo } from '../../../components/brand-logo';
import { useAfterFirstPaint } from '../../../lib/after-first-paint';
import { useAppConfig } from '../../../lib/app-settings';
import { t } from '../../../i18n/messages';
import { WelcomeCarousel } from './welcome-carousel';
import { currentLocale } from '../../../i18n/locale';

/**
 * The top of the landing: the programme's picture (or, from a backend that sends none, its
 * welcome pictures, or its colour alone), its logo on a light plate, its name and one line
 * saying why to join. The picture is asked for after the first paint and fades in over the
 * colour, in a box of fixed size, so it neither delays the first paint nor moves anything.
 */
export function LandingHero({ images }: { images: string[] }) {
  const config = useAppConfig();
  const painted = useAfterFirstPaint();
  const [heroShown, setHeroShown] = useState<'loading' | 'loaded' | 'failed'>('loading');
  const hero = config.heroImageUrl;

  return (
    <div className="landing__hero" data-testid="landing-hero">
      {hero && painted && heroShown !== 'failed' && (
        <img
          className="landing__hero-img"
          data-loaded={heroShown === 'loaded'}
          src={hero}
          alt=""
          width={1280}
          height={800}
          decoding="async"
          onLoad={() => setHeroShown('loaded')}
          onError={() => setHeroShown('failed')}
        />
      )}
      {!hero && images.length > 0 && (
        <div className="landing__carousel">
          <WelcomeCarousel images={images} appName={config.displayName} />
        </div>
      )}
      <div className="landing__hero-text">
        {config.logoUrl && (
          <BrandLogo
            className="landing__logo"
            src={config.logoUrl}
            alt=""
            width={144}
            height={36}
          />
        )}
        <h1 className="landing__welcome">{t('landing.welcome', { name: config.displayName })}</h1>
        {/* The programme's tagline is written in English only. */}
        <p
          className="landing__tagline"
          data-testid="landing-tagline"
          lang={config.tagline && currentLocale() === 'ar' ? 'en' : undefined}
        >
          {config.tagline ?? t('landing.tagline')}
        </p>
      </div>
    </div>
  );
}
