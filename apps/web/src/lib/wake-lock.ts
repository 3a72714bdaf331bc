import { useEffect } from 'react';

/**
 * Keeps the screen on while `active` (the membership card is open at the till, spec item 6),
 * and lets it go when inactive or unmounted. The browser drops the lock whenever the page is
 * hidden, so it is asked for again when the page comes back. Where the Screen Wake Lock API is
 * missing or refuses (battery saver), nothing happens.
 */
export function useWakeLock(active: boolean): void {
  useEffect(() => {
    if (!active || !('wakeLock' in navigator)) return;
    let sentinel: WakeLockSentinel | undefined;
    let ended = false;

    const request = async () => {
      try {
        const lock = await navigator.wakeLock.request('screen');
        if (ended) void lock.release().catch(() => undefined);
        else sentinel = lock;
      } catch {
        // Refused: the card still shows, the screen may simply dim.
      }
    };
    const onVisibility = () => {
      if (document.visibilityState === 'visible' && (!sentinel || sentinel.released)) {
        void request();
      }
    };

    void request();
    document.addEventListener('visibilitychange', onVisibility);
    return () => {
      ended = true;
      document.removeEventListener('visibilitychange', onVisibility);
      void sentinel?.release().catch(() => undefined);
    };
  }, [active]);
}
