import { useEffect, useRef, useState } from 'react';
import { Alert } from '../../components/alert';

interface Detected {
  rawValue: string;
}
interface Detector {
  detect(source: HTMLVideoElement): Promise<Detected[]>;
}
type DetectorClass = new (options?: { formats?: string[] }) => Detector;

/** Cards carry a linear barcode or a QR code; vouchers a QR code. */
const FORMATS = ['qr_code', 'code_128', 'code_39', 'ean_13', 'ean_8', 'upc_a', 'itf'];
/** At most 10 reads a second, as the customer app's scanner. */
const READ_EVERY_MS = 100;

const nativeDetector = () => (globalThis as { BarcodeDetector?: DetectorClass }).BarcodeDetector;

/**
 * The camera at the till where the browser reads barcodes itself (BarcodeDetector); elsewhere
 * the field takes what is typed or what a hand scanner types into it.
 */
export function canScanHere(): boolean {
  return Boolean(navigator.mediaDevices?.getUserMedia) && nativeDetector() !== undefined;
}

/** The camera view, mounted while scanning: the first code read is handed over, camera off. */
export function CodeScanner({ onCode, label }: { onCode: (code: string) => void; label: string }) {
  const video = useRef<HTMLVideoElement>(null);
  const [failed, setFailed] = useState(false);
  const latest = useRef(onCode);
  useEffect(() => {
    latest.current = onCode;
  });

  useEffect(() => {
    let stream: MediaStream | undefined;
    let timer: ReturnType<typeof setTimeout> | undefined;
    let ended = false;
    const stop = () => {
      ended = true;
      clearTimeout(timer);
      stream?.getTracks().forEach((track) => track.stop());
    };
    const Native = nativeDetector();
    if (!Native) return;
    const detector = new Native({ formats: FORMATS });
    navigator.mediaDevices
      .getUserMedia({ video: { facingMode: { ideal: 'environment' } }, audio: false })
      .then(async (opened) => {
        stream = opened;
        const element = video.current;
        if (ended || !element) return stop();
        element.srcObject = opened;
        await element.play().catch(() => undefined);
        const read = () => {
          if (ended) return;
          detector
            .detect(element)
            .then((found) => {
              const code = found.find((b) => b.rawValue.trim() !== '')?.rawValue.trim();
              if (code && !ended) {
                stop();
                latest.current(code);
              }
            })
            .catch(() => undefined)
            .finally(() => {
              if (!ended) timer = setTimeout(read, READ_EVERY_MS);
            });
        };
        read();
      })
      .catch(() => {
        if (!ended) setFailed(true);
      });
    return stop;
  }, []);

  if (failed)
    return (
      <Alert tone="error">
        The camera is blocked or missing. Allow it in the browser, or type the number.
      </Alert>
    );
  return (
    <div className="scanner">
      <video ref={video} muted playsInline aria-label={label} />
      <p className="muted">Hold the code in front of the camera.</p>
    </div>
  );
}
