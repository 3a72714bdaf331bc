/**
 * Reading codes from the camera. The browser's own BarcodeDetector (Chromium on Android,
 * Safari 17+ …) is used where it reads QR codes; elsewhere the maintained `barcode-detector`
 * ponyfill (ZXing compiled to WebAssembly) is loaded, only when the scanner opens. Its
 * WebAssembly is a file of our own build, served by our own server: nothing is fetched from a
 * third-party host.
 */

interface DetectedBarcode {
  rawValue: string;
}

export interface BarcodeDetectorLike {
  detect(source: HTMLVideoElement): Promise<DetectedBarcode[]>;
}

interface BarcodeDetectorConstructor {
  new (options?: { formats?: string[] }): BarcodeDetectorLike;
  getSupportedFormats?: () => Promise<readonly string[]>;
}

/** At most 10 reads a second (docs/wire-protocol.md §9): enough to feel instant, light on the battery. */
export const SCAN_INTERVAL_MS = 100;

const FORMATS = ['qr_code'];

function nativeDetector(): BarcodeDetectorConstructor | undefined {
  return (globalThis as { BarcodeDetector?: BarcodeDetectorConstructor }).BarcodeDetector;
}

/** A camera to read from, and a detector of the browser's own or the WebAssembly fallback. */
export function canScan(): boolean {
  return (
    Boolean(navigator.mediaDevices?.getUserMedia) &&
    (nativeDetector() !== undefined || typeof WebAssembly === 'object')
  );
}

async function nativeReadsQr(Detector: BarcodeDetectorConstructor): Promise<boolean> {
  if (!Detector.getSupportedFormats) return true;
  try {
    return (await Detector.getSupportedFormats()).includes('qr_code');
  } catch {
    return false;
  }
}

let fallback: Promise<BarcodeDetectorConstructor> | undefined;

/** The ponyfill and the URL of its WebAssembly in our build, fetched once, on first use. */
function loadFallback(): Promise<BarcodeDetectorConstructor> {
  fallback ??= Promise.all([
    import('barcode-detector/ponyfill'),
    import('zxing-wasm/reader/zxing_reader.wasm?url'),
  ]).then(([ponyfill, wasm]) => {
    ponyfill.setZXingModuleOverrides({
      locateFile: (path: string, prefix: string) =>
        path.endsWith('.wasm') ? new URL(wasm.default, location.href).href : prefix + path,
    });
    return ponyfill.BarcodeDetector as BarcodeDetectorConstructor;
  });
  fallback.catch(() => {
    fallback = undefined;
  });
  return fallback;
}

/** A QR detector: the browser's own when it reads QR codes, else the fallback. */
export async function createDetector(): Promise<BarcodeDetectorLike> {
  const Native = nativeDetector();
  const Detector = Native && (await nativeReadsQr(Native)) ? Native : await loadFallback();
  return new Detector({ formats: FORMATS });
}

/** The rear camera where there is one (docs/wire-protocol.md §9), without sound. */
export function openCamera(): Promise<MediaStream> {
  return navigator.mediaDevices.getUserMedia({
    video: { facingMode: { ideal: 'environment' } },
    audio: false,
  });
}

/**
 * Reads `video` with `detector` until a QR code is found, then calls `onCode` once. Reads
 * start at least SCAN_INTERVAL_MS apart, and never while the previous one is still running.
 * Returns the function that stops reading.
 */
export function scanVideo(
  video: HTMLVideoElement,
  detector: BarcodeDetectorLike,
  onCode: (code: string) => void,
): () => void {
  let done = false;
  let lastStart = -Infinity;
  let timer: ReturnType<typeof setTimeout> | undefined;

  const read = () => {
    if (done) return;
    const wait = lastStart + SCAN_INTERVAL_MS - performance.now();
    if (wait > 0 || video.readyState < 2) {
      timer = setTimeout(read, wait > 0 ? wait : SCAN_INTERVAL_MS);
      return;
    }
    lastStart = performance.now();
    detector
      .detect(video)
      .then((found) => {
        const code = found.find((barcode) => barcode.rawValue.trim() !== '')?.rawValue.trim();
        if (code && !done) {
          done = true;
          onCode(code);
        }
      })
      .catch((error: unknown) => console.warn('scanner: a frame could not be read', error))
      .finally(read);
  };

  read();
  return () => {
    done = true;
    clearTimeout(timer);
  };
}
