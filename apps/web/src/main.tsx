import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import { listenForClearStorage } from './lib/clear-storage';
import { captureInstallPrompt } from './lib/install-prompt';
import { askNotificationPermissionOnFirstGesture } from './lib/notifications';
import { applyTheme, readTheme } from './lib/theme';
import { readLocale, setLocale } from './i18n/locale';
import { linkManifestAfterFirstPaint } from './lib/web-manifest';
import './styles/tokens.css';
import './styles/base.css';
import './styles/components.css';

// Before the first render, so the saved theme shows without a flash of the other one.
applyTheme(readTheme());
captureInstallPrompt();
listenForClearStorage();
askNotificationPermissionOnFirstGesture();
linkManifestAfterFirstPaint();

function render() {
  const root = document.getElementById('root');
  if (!root) throw new Error('index.html has no #root');
  createRoot(root).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
}

// Arabic's texts arrive before the first render, so no screen shows in English first; a
// phone that cannot load them (offline, never cached) opens in English.
const locale = readLocale();
if (locale === 'en') render();
else setLocale(locale, false).then(render, render);
