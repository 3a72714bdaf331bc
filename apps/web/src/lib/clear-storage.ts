import { removeAllCookies } from './cookies';

/** The service worker's message when a new version changes what is stored (docs/decisions/015-spec-readings.md). */
export const CLEAR_STORAGE = 'CLEAR_STORAGE';

export function clearAllStorage(): void {
  try {
    localStorage.clear();
    sessionStorage.clear();
  } catch {
    // Storage can be disabled by the browser; cookies are still worth clearing.
  }
  removeAllCookies();
}

/** Listens for CLEAR_STORAGE from the service worker: wipe what the page stored, start at /. */
export function listenForClearStorage(): void {
  const container = navigator.serviceWorker;
  if (!container) return;
  container.addEventListener('message', (event: MessageEvent<unknown>) => {
    const data = event.data as { type?: unknown } | null;
    if (data?.type !== CLEAR_STORAGE) return;
    clearAllStorage();
    location.replace('/');
  });
  // Deliver messages sent while the page was still loading.
  container.startMessages();
}
