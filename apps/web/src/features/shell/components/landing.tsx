import { useCallback, useState } from 'react';
import { useAfterFirstPaint } from '../../../lib/after-first-paint';
import { useAppConfig } from '../../../lib/app-settings';
import { t } from '../../../i18n/messages';
import { useLoadScreenImages } from '../api/get-load-screen-image';
import { IosInstallSteps } from './ios-install-steps';
import { LandingPanel } from './landing-panel';
import { Splash } from './splash';
import { useInstallApp } from './use-install-app';
import { WelcomeCarousel } from './welcome-carousel';
import './landing.css';

// The splash greets an app start, not every return to the landing within one visit.
let splashShown = false;

/** Spec §2 "Splash and landing" (/). */
export function Landing() {
  const config = useAppConfig();
  const [showSplash, setShowSplash] = useState(() => !splashShown);
  // Under the splash the welcome pictures wait for the first paint (the splash's logo).
  const images = useLoadScreenImages(useAfterFirstPaint(!showSplash));
  const { install, iosStepsOpen, closeIosSteps } = useInstallApp();
  const splashDone = useCallback(() => {
    splashShown = true;
    setShowSplash(false);
  }, []);

  return (
    <>
      <main className="landing">
        <h1 className="visually-hidden">{t('landing.welcome', { name: config.displayName })}</h1>
        <div className="landing__carousel">
          <WelcomeCarousel images={images} appName={config.displayName} />
        </div>
        <LandingPanel onInstall={() => void install()} />
      </main>
      <IosInstallSteps open={iosStepsOpen} appName={config.displayName} onClose={closeIosSteps} />
      {showSplash && <Splash onDone={splashDone} />}
    </>
  );
}
