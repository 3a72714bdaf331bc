import { useEffect, useState } from 'react';
import defaultLogo from '../../../assets/default-logo.svg';
import { BrandLogo } from '../../../components/brand-logo';
import { useAfterFirstPaint } from '../../../lib/after-first-paint';
import { useAppConfig } from '../../../lib/app-settings';
import { prefersReducedMotion } from '../../../lib/platform';
import { t } from '../../../i18n/messages';
import { currentLocale } from '../../../i18n/locale';

export const SPLASH_VISIBLE_MS = 3000;
export const SPLASH_FADE_MS = 1000;

type Phase = 'visible' | 'fading' | 'hidden';

/** docs/wire-protocol.md §2/§4: visible 3 s, fading 1 s, then gone; no fade when the user asks for less motion. */
export function Splash({ onDone }: { onDone?: () => void }) {
  const { displayName, logoUrl, footerLogoUrl, footers } = useAppConfig();
  const [phase, setPhase] = useState<Phase>('visible');
  const [footerLogoFailed, setFooterLogoFailed] = useState(false);
  // The footer's small logo is fetched after the first paint, so it does not compete with the
  // scripts and the large logo (preloaded by the page) before it; its box is there from the
  // start, so nothing moves when it arrives.
  const painted = useAfterFirstPaint();

  useEffect(() => {
    if (phase === 'hidden') {
      onDone?.();
      return;
    }
    const reduced = prefersReducedMotion();
    const next: Phase = phase === 'visible' && !reduced ? 'fading' : 'hidden';
    const delay = phase === 'visible' ? SPLASH_VISIBLE_MS : SPLASH_FADE_MS;
    const timer = setTimeout(() => setPhase(next), delay);
    return () => clearTimeout(timer);
  }, [phase, onDone]);

  if (phase === 'hidden') return null;
  return (
    <div
      className={`splash${phase === 'fading' ? ' splash--fading' : ''}`}
      role="status"
      aria-label={t('splash.label', { name: displayName })}
      data-testid="splash"
    >
      <BrandLogo
        className="splash__logo"
        src={logoUrl || defaultLogo}
        fallback={defaultLogo}
        alt={t('app.logoAlt', { name: displayName })}
        width={160}
        height={160}
      />
      <footer className="splash__footer">
        {/* The programme's own words, in English: tagged so on an Arabic screen. */}
        <p className="splash__footer-lead" lang={currentLocale() === 'ar' ? 'en' : undefined}>
          {footers[0]}
        </p>
        {footerLogoUrl && !footerLogoFailed && (
          <img
            className="splash__footer-logo"
            src={painted ? footerLogoUrl : undefined}
            alt=""
            width={96}
            height={32}
            onError={() => setFooterLogoFailed(true)}
          />
        )}
        <p lang="ar" dir="rtl">
          {footers[1]}
        </p>
        <p lang="en" dir="ltr">
          {footers[2]}
        </p>
        <p className="splash__version">{t('splash.version', { version: __APP_VERSION__ })}</p>
      </footer>
    </div>
  );
}
