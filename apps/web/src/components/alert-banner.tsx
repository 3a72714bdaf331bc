import { useLayoutEffect, useState } from 'react';
import { createPortal } from 'react-dom';
import { hideAlert, useCurrentAlert } from '../lib/alerts';
import { t } from '../i18n/messages';
import { CloseIcon } from './icons';

function isModal(dialog: HTMLDialogElement): boolean {
  try {
    return dialog.matches(':modal');
  } catch {
    return true;
  }
}

/** The modal dialog on top (a sheet, a modal), unless it is sliding out. */
function topModalDialog(): HTMLDialogElement | null {
  const open = Array.from(document.querySelectorAll<HTMLDialogElement>('dialog[open]'));
  return open.reverse().find((dialog) => isModal(dialog) && !('closing' in dialog.dataset)) ?? null;
}

/**
 * Where the banner goes. While a modal dialog is open the page behind it is inert and covered,
 * so an alert raised from a sheet or a modal (a refused code, the age rule) shows inside that
 * dialog; it moves back to the page when the dialog closes.
 */
function useAlertHost(alertId: number | undefined): HTMLDialogElement | null {
  const [host, setHost] = useState<HTMLDialogElement | null>(null);
  useLayoutEffect(() => {
    if (alertId === undefined) return;
    const update = () => setHost(topModalDialog());
    update();
    // `close` and `toggle` do not bubble: listen in the capture phase for every dialog.
    document.addEventListener('close', update, true);
    document.addEventListener('toggle', update, true);
    return () => {
      document.removeEventListener('close', update, true);
      document.removeEventListener('toggle', update, true);
    };
  }, [alertId]);
  return alertId === undefined ? null : host;
}

/** The alert area: one banner at the top, green for success, red for an error, neutral for
 * information. */
export function AlertBanner() {
  const alert = useCurrentAlert();
  const host = useAlertHost(alert?.id);
  const area = (
    <div className="alert-area">
      {alert && (
        <div
          key={alert.id}
          className={`alert-banner ${alert.tone === 'info' ? 'alert-banner--info' : alert.success ? 'alert-banner--ok' : 'alert-banner--err'}`}
          role={alert.success || alert.tone === 'info' ? 'status' : 'alert'}
          aria-live={alert.success || alert.tone === 'info' ? 'polite' : 'assertive'}
        >
          <div className="alert-banner__text">
            {alert.mode && <strong className="alert-banner__mode">{alert.mode}</strong>}
            <span>{alert.message}</span>
          </div>
          <button
            type="button"
            className="alert-banner__close"
            aria-label={t('alert.close')}
            onClick={() => hideAlert(alert.id)}
          >
            <CloseIcon />
          </button>
        </div>
      )}
    </div>
  );
  return host ? createPortal(area, host) : area;
}
