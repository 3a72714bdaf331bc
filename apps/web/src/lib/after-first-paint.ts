import { useEffect, useState } from 'react';

/**
 * False until the screen has painted once, then true (at once when `now`): for what can
 * wait until the screen shows (pictures beside the first, calls for what sits below the
 * fold), so it does not share the network or the main thread with the first paint.
 */
export function useAfterFirstPaint(now = false): boolean {
  const [ready, setReady] = useState(now);
  useEffect(() => {
    if (ready) return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    // A frame callback runs just before a frame is drawn, so the second one runs once the
    // first frame has been drawn and shown; a task queued from it runs just after that.
    // (A task queued from the first could start a download before the paint is on screen.)
    let frame = requestAnimationFrame(() => {
      frame = requestAnimationFrame(() => {
        timer = setTimeout(() => setReady(true));
      });
    });
    return () => {
      cancelAnimationFrame(frame);
      clearTimeout(timer);
    };
  }, [ready]);
  return ready;
}
