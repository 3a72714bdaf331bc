import { useState } from 'react';
import { useAppConfig } from '../../../lib/app-settings';
import { promptInstall, useCanInstall } from '../../../lib/install-prompt';
import { t } from '../../../i18n/messages';

/** Offers installation while the browser has handed us its install event. */
export function InstallBanner() {
  const canInstall = useCanInstall();
  const [dismissed, setDismissed] = useState(false);
  const { displayName } = useAppConfig();
  if (!canInstall || dismissed) return null;
  return (
    <aside className="install-banner" aria-label={t('install.title')}>
      <p className="install-banner__text">{t('install.bannerText', { name: displayName })}</p>
      <button type="button" className="button button--quiet" onClick={() => setDismissed(true)}>
        {t('install.bannerDismiss')}
      </button>
      <button type="button" className="button button--primary" onClick={() => void promptInstall()}>
        {t('install.bannerAction')}
      </button>
    </aside>
  );
}
