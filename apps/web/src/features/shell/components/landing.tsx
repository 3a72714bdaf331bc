import { useCallback, useState } from 'react';
import { useAfterFirstPaint } from '../../../lib/after-first-paint';
import { useAppConfig } from '../../../lib/app-settings';
import { useLoadScreenImages } from '../api/get-load-screen-image';
import { IosInstallSteps } from './ios-install-steps';
import { LandingHero } from './landing-hero';
import { LandingPanel } from './landing-panel';
import { Splash } from './splash';
import { useInstallApp } from './use-install-app';
import './landing.css';

// The splash greets an app start, not every return to the landing within one visit.
let splashShown = false;

/** docs/wire-protocol.md §2 "Splash and landing" (/). */
export function Landing() {
  const config = useAppConfig();
  const [showSplash, setShowSplash] = useState(() => !splashShown);
  // Under the splash the welcome pictures wait for the first paint (the splash's logo). A
  // programme with a hero picture shows that instead, so its welcome pictures are not asked.
  const afterPaint = useAfterFirstPaint(!showSplash);
  const images = useLoadScreenImages(afterPaint && !config.heroImageUrl);
  const { install, iosStepsOpen, closeIosSteps } = useInstallApp();
  const splashDone = useCallback(() => {
    splashShown = true;
    setShowSplash(false);
  }, []);

  return (
    <>
      <main className="landing">
        <LandingHero images={images} />
        <LandingPanel onInstall={() => void install()} />
      </main>
      <IosInstallSteps open={iosStepsOpen} appName={config.displayName} onClose={closeIosSteps} />
      {showSplash && <Splash onDone={splashDone} />}
    </>
  );
}
