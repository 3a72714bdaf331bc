export const MANIFEST_HREF = '/manifest.webmanifest';

interface PaintWatch {
  /** `PerformanceObserver`, or undefined where the browser has none. */
  Observer: typeof PerformanceObserver | undefined;
  /** Runs `then` once the page has loaded, for browsers that do not report paints. */
  onLoad: (then: () => void) => void;
}

const browserWatch = (): PaintWatch => ({
  Observer: typeof PerformanceObserver === 'undefined' ? undefined : PerformanceObserver,
  onLoad: (then) => {
    if (document.readyState === 'complete') setTimeout(then);
    else window.addEventListener('load', () => setTimeout(then), { once: true });
  },
});

/** Runs `then` once the first text or picture is on screen (at once if it already is). */
export function afterFirstContentfulPaint(then: () => void, watch = browserWatch()): void {
  const { Observer } = watch;
  if (!Observer?.supportedEntryTypes?.includes('paint')) {
    watch.onLoad(then);
    return;
  }
  const observer = new Observer((list) => {
    if (!list.getEntries().some((entry) => entry.name === 'first-contentful-paint')) return;
    observer.disconnect();
    then();
  });
  // `buffered` replays a paint that happened before this call.
  observer.observe({ type: 'paint', buffered: true });
}

/**
 * Links the web app manifest (what installing the app uses: its name, icons, colours) once
 * the first screen has painted. In the page's HTML it would make Chrome fetch the manifest and
 * its 192 px icon at once for its install check, and on a slow network those downloads share
 * the line with the scripts and pictures the first screen waits for. Nothing needs the
 * manifest before the screen shows: the install offer and the home-screen icon come later.
 */
export function linkManifestAfterFirstPaint(doc: Document = document, watch?: PaintWatch): void {
  afterFirstContentfulPaint(() => {
    if (doc.head.querySelector('link[rel="manifest"]')) return;
    const link = doc.createElement('link');
    link.rel = 'manifest';
    link.href = MANIFEST_HREF;
    doc.head.append(link);
  }, watch);
}
