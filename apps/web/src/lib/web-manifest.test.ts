import { afterEach, describe, expect, it, vi } from 'vitest';
import { MANIFEST_HREF, linkManifestAfterFirstPaint } from './web-manifest';

type Entries = { name: string }[];

/** A stand-in for the browser's PerformanceObserver whose paints the test reports. */
function paintObserver(supported = ['paint', 'largest-contentful-paint']) {
  const observers: FakeObserver[] = [];
  class FakeObserver {
    static supportedEntryTypes = supported;
    observed: unknown;
    disconnected = false;
    constructor(private readonly callback: (list: { getEntries: () => Entries }) => void) {
      observers.push(this);
    }
    observe(options: unknown) {
      this.observed = options;
    }
    disconnect() {
      this.disconnected = true;
    }
    report(entries: Entries) {
      if (!this.disconnected) this.callback({ getEntries: () => entries });
    }
  }
  const paint = (entries: Entries) => observers.forEach((o) => o.report(entries));
  return { Observer: FakeObserver as unknown as typeof PerformanceObserver, observers, paint };
}

const manifestLinks = () => document.head.querySelectorAll('link[rel="manifest"]');

afterEach(() => manifestLinks().forEach((link) => link.remove()));

describe('linkManifestAfterFirstPaint', () => {
  it('links the manifest only once the first contentful paint is reported', () => {
    const { Observer, observers, paint } = paintObserver();
    linkManifestAfterFirstPaint(document, { Observer, onLoad: vi.fn() });
    expect(observers[0]?.observed).toEqual({ type: 'paint', buffered: true });
    expect(manifestLinks()).toHaveLength(0);

    paint([{ name: 'first-paint' }]);
    expect(manifestLinks()).toHaveLength(0);

    paint([{ name: 'first-contentful-paint' }]);
    expect(manifestLinks()).toHaveLength(1);
    expect(manifestLinks()[0]?.getAttribute('href')).toBe(MANIFEST_HREF);
    expect(observers[0]?.disconnected).toBe(true);
  });

  it('adds no second link when the page already has one', () => {
    const existing = document.createElement('link');
    existing.rel = 'manifest';
    existing.href = '/other.webmanifest';
    document.head.append(existing);
    const { Observer, paint } = paintObserver();
    linkManifestAfterFirstPaint(document, { Observer, onLoad: vi.fn() });
    paint([{ name: 'first-contentful-paint' }]);
    expect(manifestLinks()).toHaveLength(1);
    expect(manifestLinks()[0]?.getAttribute('href')).toBe('/other.webmanifest');
  });

  it('waits for the page to load where the browser reports no paints', () => {
    let loaded: (() => void) | undefined;
    const onLoad = vi.fn((then: () => void) => {
      loaded = then;
    });
    linkManifestAfterFirstPaint(document, { Observer: undefined, onLoad });
    expect(manifestLinks()).toHaveLength(0);
    loaded?.();
    expect(manifestLinks()).toHaveLength(1);

    manifestLinks().forEach((link) => link.remove());
    const { Observer } = paintObserver(['resource']);
    linkManifestAfterFirstPaint(document, { Observer, onLoad });
    expect(onLoad).toHaveBeenCalledTimes(2);
  });
});
