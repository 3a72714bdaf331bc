import { BarcodeDetector as Ponyfill } from 'barcode-detector/ponyfill';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SCAN_INTERVAL_MS, createDetector, scanVideo } from './qr-scan';

function nativeDetector(formats: string[]) {
  const made: unknown[] = [];
  class Native {
    static getSupportedFormats = () => Promise.resolve(formats);
    constructor(options?: { formats?: string[] }) {
      made.push(options);
    }
    detect() {
      return Promise.resolve([]);
    }
  }
  vi.stubGlobal('BarcodeDetector', Native);
  return { Native, made };
}

afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe('createDetector', () => {
  it("uses the browser's own detector when it reads QR codes", async () => {
    const { Native, made } = nativeDetector(['ean_13', 'qr_code']);
    expect(await createDetector()).toBeInstanceOf(Native);
    expect(made).toEqual([{ formats: ['qr_code'] }]);
  });

  it('falls back to the WebAssembly reader when the browser has none or it cannot read QR', async () => {
    // The reader fetches its WebAssembly from this origin as soon as it is made.
    const fetched: string[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn((input: RequestInfo | URL) => {
        fetched.push(String(input instanceof Request ? input.url : input));
        return Promise.resolve(new Response(null, { status: 404 }));
      }),
    );
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);

    const { made } = nativeDetector(['ean_13']);
    expect(await createDetector()).toBeInstanceOf(Ponyfill);
    expect(made).toEqual([]);
    vi.stubGlobal('BarcodeDetector', undefined);
    expect(await createDetector()).toBeInstanceOf(Ponyfill);

    await vi.waitFor(() => expect(fetched.length).toBeGreaterThan(0));
    for (const url of fetched) {
      expect(new URL(url).origin).toBe(location.origin);
      expect(url).toMatch(/zxing_reader.*\.wasm$/);
    }
  });
});

describe('scanVideo', () => {
  it('reads at most every SCAN_INTERVAL_MS and reports the first code once', async () => {
    vi.useFakeTimers();
    const reads: number[] = [];
    const detector = {
      detect: vi.fn(() => {
        reads.push(performance.now());
        return Promise.resolve(reads.length < 4 ? [] : [{ rawValue: '  CODE42 ' }]);
      }),
    };
    const found = vi.fn();
    const video = { readyState: 4 } as HTMLVideoElement;
    const stop = scanVideo(video, detector, found);
    await vi.advanceTimersByTimeAsync(1000);
    stop();
    expect(found.mock.calls).toEqual([['CODE42']]);
    expect(reads).toHaveLength(4);
    const gaps = reads.slice(1).map((at, i) => at - (reads[i] ?? 0));
    expect(Math.min(...gaps)).toBeGreaterThanOrEqual(SCAN_INTERVAL_MS);
  });
});
