import { useEffect, useRef, useState } from 'react';

/** How far a finger pulls the top of the page down before letting go refreshes it. */
export const PULL_TO_REFRESH_PX = 72;

export type PullState = 'idle' | 'pulling' | 'armed' | 'refreshing';

/**
 * Pull-to-refresh on a page scrolled to its top: a touch that starts there and moves down
 * further than PULL_TO_REFRESH_PX runs `refresh` when the finger lifts. Returns the state for
 * an indicator and the distance pulled.
 */
export function usePullToRefresh(refresh: () => Promise<unknown>): {
  state: PullState;
  distance: number;
} {
  const [state, setState] = useState<PullState>('idle');
  const [distance, setDistance] = useState(0);
  const latest = useRef(refresh);
  useEffect(() => {
    latest.current = refresh;
  }, [refresh]);

  useEffect(() => {
    let startY: number | undefined;
    let pulled = 0;
    let busy = false;
    const onStart = (event: TouchEvent) => {
      const touch = event.touches[0];
      startY =
        !busy && window.scrollY <= 0 && event.touches.length === 1 ? touch?.clientY : undefined;
      pulled = 0;
    };
    const onMove = (event: TouchEvent) => {
      const touch = event.touches[0];
      if (startY === undefined || !touch) return;
      pulled = Math.max(0, touch.clientY - startY);
      setDistance(Math.min(pulled, PULL_TO_REFRESH_PX * 1.5));
      setState(pulled === 0 ? 'idle' : pulled >= PULL_TO_REFRESH_PX ? 'armed' : 'pulling');
    };
    const onEnd = () => {
      if (startY === undefined) return;
      startY = undefined;
      setDistance(0);
      if (pulled < PULL_TO_REFRESH_PX) {
        setState('idle');
        return;
      }
      busy = true;
      setState('refreshing');
      void latest
        .current()
        .catch(() => undefined)
        .finally(() => {
          busy = false;
          setState('idle');
        });
    };
    window.addEventListener('touchstart', onStart, { passive: true });
    window.addEventListener('touchmove', onMove, { passive: true });
    window.addEventListener('touchend', onEnd);
    window.addEventListener('touchcancel', onEnd);
    return () => {
      window.removeEventListener('touchstart', onStart);
      window.removeEventListener('touchmove', onMove);
      window.removeEventListener('touchend', onEnd);
      window.removeEventListener('touchcancel', onEnd);
    };
  }, []);

  return { state, distance };
}
