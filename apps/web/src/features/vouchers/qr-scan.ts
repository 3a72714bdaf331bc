/**
 * Reading codes from the camera with the browser's own BarcodeDetector (Chromium on Android,
 * Safari 17+ …). It is not in TypeScript's DOM library yet, so its small surface is declared.
 * No polyfill is bundled: where the detector is missing the code is typed.
 */

interface DetectedBarcode {
  rawValue: string;
}

interface BarcodeDetectorLike {
  detect(source: HTMLVideoElement): Promise<DetectedBarcode[]>;
}

type BarcodeDetectorConstructor = new (options?: { formats?: string[] }) => BarcodeDetectorLike;

/** At most 10 reads a second (spec §9): enough to feel instant, light on the battery. */
export const SCAN_INTERVAL_MS = 100;

function detectorClass(): BarcodeDetectorConstructor | undefined {
  return (globalThis as { BarcodeDetector?: BarcodeDetectorConstructor }).BarcodeDetector;
}

export function canScan(): boolean {
  return detectorClass() !== undefined && Boolean(navigator.mediaDevices?.getUserMedia);
}

/** The rear camera where there is one (spec §9), without sound. */
export function openCamera(): Promise<MediaStream> {
  return navigator.mediaDevices.getUserMedia({
    video: { facingMode: { ideal: 'environment' } },
    audio: false,
  });
}

/**
 * Reads `video` until a QR code is found, then calls `onCode` once. Reads start at least
 * SCAN_INTERVAL_MS apart, and never while the previous one is still running. Returns the
 * function that stops reading.
 */
export function scanVideo(video: HTMLVideoElement, onCode: (code: string) => void): () => void {
  const Detector = detectorClass();
  if (!Detector) return () => undefined;
  const detector = new Detector({ formats: ['qr_code'] });
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
