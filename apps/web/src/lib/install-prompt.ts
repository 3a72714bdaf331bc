import { useSyncExternalStore } from 'react';

/** Chromium's install event; not yet in TypeScript's DOM library. */
export interface BeforeInstallPromptEvent extends Event {
  prompt: () => Promise<void>;
  userChoice: Promise<{ outcome: 'accepted' | 'dismissed' }>;
}

let deferred: BeforeInstallPromptEvent | null = null;
const listeners = new Set<() => void>();

function emit(): void {
  for (const listener of listeners) listener();
}

/**
 * Keeps the browser's `beforeinstallprompt` event for the Install App button and banner.
 * Called once at start-up, before any screen loads, so an early event is not missed.
 */
export function captureInstallPrompt(): void {
  window.addEventListener('beforeinstallprompt', (event) => {
    event.preventDefault();
    deferred = event as BeforeInstallPromptEvent;
    emit();
  });
  window.addEventListener('appinstalled', () => {
    deferred = null;
    emit();
  });
}

/** Shows the browser's install dialog; false when no event was captured. */
export async function promptInstall(): Promise<boolean> {
  const event = deferred;
  if (!event) return false;
  // The event can be used only once.
  deferred = null;
  emit();
  await event.prompt();
  return true;
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

function canInstall(): boolean {
  return deferred !== null;
}

export function useCanInstall(): boolean {
  return useSyncExternalStore(subscribe, canInstall, () => false);
}
