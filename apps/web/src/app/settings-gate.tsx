import { useEffect } from 'react';
import type { ReactNode } from 'react';
import { useAppConfigQuery } from '../features/shell/app-config';
import { showAlert } from '../lib/alerts';
import { AppConfigProvider } from '../lib/app-settings';
import { t } from '../i18n/messages';

/**
 * docs/wire-protocol.md §1: the app renders only once the settings give a base URL and a client id;
 * otherwise only the alert area shows, with 'Failed to get app settings'.
 */
export function SettingsGate({ children }: { children: ReactNode }) {
  const { data: config, isError } = useAppConfigQuery(location.hostname);

  const failed = isError && !config;
  useEffect(() => {
    // Nothing else is on screen, so the message stays until closed. Kept settings that could
    // not be refreshed still run the app.
    if (failed) showAlert({ success: false, message: t('settings.failed'), duration: 0 });
  }, [failed]);

  if (!config) return null;
  return <AppConfigProvider config={config}>{children}</AppConfigProvider>;
}
