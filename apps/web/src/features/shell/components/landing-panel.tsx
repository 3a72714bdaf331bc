import { useState } from 'react';
import { Link } from 'react-router';
import { t } from '../../../i18n/messages';

/** Spec §4 landing panel states. */
export type PanelState = 'login-signup' | 'authoptionlogin' | 'authoptionjoin';

/** The bottom panel: Log in / Join us / Install App, then the chosen way in, with Cancel. */
export function LandingPanel({ onInstall }: { onInstall: () => void }) {
  const [panel, setPanel] = useState<PanelState>('login-signup');
  const cancel = () => setPanel('login-signup');

  return (
    <section className="landing__panel" aria-label={t('landing.choices')}>
      {/* The key restarts the 150 ms fade on every change of panel. */}
      <div key={panel} className="landing__panel-body">
        {panel === 'login-signup' && (
          <>
            <button
              type="button"
              className="button button--primary button--block"
              onClick={() => setPanel('authoptionlogin')}
            >
              {t('landing.login')}
            </button>
            <button
              type="button"
              className="button button--secondary button--block"
              onClick={() => setPanel('authoptionjoin')}
            >
              {t('landing.join')}
            </button>
            <button
              type="button"
              className="button button--quiet button--block"
              onClick={onInstall}
            >
              {t('landing.install')}
            </button>
          </>
        )}
        {panel === 'authoptionlogin' && (
          <>
            <h2 className="landing__panel-title">{t('landing.loginWith')}</h2>
            <Link className="button button--primary button--block" to="/login">
              {t('landing.loginWithButton')}
            </Link>
            <button type="button" className="button button--quiet button--block" onClick={cancel}>
              {t('landing.cancel')}
            </button>
          </>
        )}
        {panel === 'authoptionjoin' && (
          <>
            <h2 className="landing__panel-title">{t('landing.startJourney')}</h2>
            <Link className="button button--primary button--block" to="/join">
              {t('landing.joinWithButton')}
            </Link>
            <button type="button" className="button button--quiet button--block" onClick={cancel}>
              {t('landing.cancel')}
            </button>
          </>
        )}
      </div>
    </section>
  );
}
