/**
 * Asks for push-notification permission (docs/wire-protocol.md §1) on the first tap or key press after
 * start-up: browsers ignore or quietly block a request made without a user gesture.
 * Asked only while the user has not decided yet.
 */
export function askNotificationPermissionOnFirstGesture(): void {
  if (typeof Notification === 'undefined' || Notification.permission !== 'default') return;
  const ask = () => {
    window.removeEventListener('pointerup', ask, true);
    window.removeEventListener('keydown', ask, true);
    if (Notification.permission === 'default') {
      Notification.requestPermission().catch(() => undefined);
    }
  };
  window.addEventListener('pointerup', ask, true);
  window.addEventListener('keydown', ask, true);
}
