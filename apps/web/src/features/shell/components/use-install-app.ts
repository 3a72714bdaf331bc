import { useCallback, useState } from 'react';
import { showAlert } from '../../../lib/alerts';
import { promptInstall } from '../../../lib/install-prompt';
import { isIos } from '../../../lib/platform';
import { t } from '../../../i18n/messages';

/** Install App (docs/wire-protocol.md §2): Safari steps on iOS, elsewhere the browser's own install dialog. */
export function useInstallApp() {
  const [iosStepsOpen, setIosStepsOpen] = useState(false);
  const install = useCallback(async () => {
    if (isIos()) {
      setIosStepsOpen(true);
      return;
    }
    const prompted = await promptInstall();
    if (!prompted)
      // Information, not a failure: the browser installs from its own menu.
      showAlert({
        success: false,
        tone: 'info',
        mode: t('install.title'),
        message: t('install.unavailable'),
      });
  }, []);
  const closeIosSteps = useCallback(() => setIosStepsOpen(false), []);
  return { install, iosStepsOpen, closeIosSteps };
}
