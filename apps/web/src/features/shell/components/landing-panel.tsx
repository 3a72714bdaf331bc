import { Suspense, lazy, useState } from 'react';
import { Link } from 'react-router';
import { t } from '../../../i18n/messages';

// Asked for after the landing's own code: the first screen's budget (docs/decisions/006-web-shell.md)
// has no room for it, and its place is kept, so nothing moves when it comes.
const LanguageSwitch = lazy(async () => ({
  default: (await import('../../../components/language-switch')).LanguageSwitch,
}));

/** docs/wire-protocol.md §4 landing panel states; Log in goes straight to its form, in one tap. */
export type PanelState = 'login-signup' | 'authoptionjoin';

/**
 * The bottom panel: Log in / Join us / Install App; Join us then offers its way in, with Cancel.
 * The language switch sits under it in both states.
 */
export function LandingPanel({ onInstall }: { onInstall: () => void }) {
  const [panel, setPanel] = useState<PanelState>('login-signup');
  const cancel = () => setPanel('login-signup');

  return (
    <section className="landing__panel" aria-label={t('landing.choices')}>
      {/* The key restarts the 150 ms fade on every change of panel. */}
      <div key={panel} className="landing__panel-body">
        {panel === 'login-signup' && (
          <>
            <Link className="button button--primary button--block" to="/login">
              {t('landing.login')}
            </Link>
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
      <div className="landing__language">
        <Suspense fallback={null}>
          <LanguageSwitch />
        </Suspense>
      </div>
    </section>
  );
}
