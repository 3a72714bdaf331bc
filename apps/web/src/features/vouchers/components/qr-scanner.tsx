import { useEffect, useRef } from 'react';
import { showAlert } from '../../../lib/alerts';
import { tVoucher } from '../../../i18n/vouchers';
import { createDetector, openCamera, scanVideo } from '../qr-scan';

interface QrScannerProps {
  /** A code was read: the camera is already off. */
  onCode: (code: string) => void;
  /** The camera or the code reader cannot be used: the parent turns the scanner off. */
  onBlocked: () => void;
}

/** The camera view of the add-voucher sheet; mounted only while the scanner is switched on. */
export function QrScanner({ onCode, onBlocked }: QrScannerProps) {
  const video = useRef<HTMLVideoElement>(null);
  // The latest callbacks, without restarting the camera when the parent re-renders.
  const callbacks = useRef({ onCode, onBlocked });
  useEffect(() => {
    callbacks.current = { onCode, onBlocked };
  });

  useEffect(() => {
    let stream: MediaStream | undefined;
    let stopScan = () => undefined as void;
    let ended = false;
    const stopCamera = () => stream?.getTracks().forEach((track) => track.stop());

    // The detector (possibly the WebAssembly fallback, fetched now) loads while the camera opens.
    const detector = createDetector();
    detector.catch(() => undefined);

    openCamera()
      .then(async (opened) => {
        stream = opened;
        const element = video.current;
        if (ended || !element) return stopCamera();
        element.srcObject = opened;
        await element.play().catch(() => undefined);
        let reader;
        try {
          reader = await detector;
        } catch (error) {
          if (ended) return;
          console.warn('scanner: no code reader', error);
          stopCamera();
          showAlert({ success: false, message: tVoucher('add.noScanner') });
          callbacks.current.onBlocked();
          return;
        }
        if (ended) return stopCamera();
        stopScan = scanVideo(element, reader, (code) => {
          stopCamera();
          callbacks.current.onCode(code);
        });
      })
      .catch((error: unknown) => {
        if (ended) return;
        console.warn('scanner: no camera', error);
        showAlert({ success: false, message: tVoucher('add.blocked') });
        callbacks.current.onBlocked();
      });

    return () => {
      ended = true;
      stopScan();
      stopCamera();
    };
  }, []);

  return (
    <div className="qr-scanner">
      <video
        ref={video}
        className="qr-scanner__video"
        muted
        playsInline
        aria-label={tVoucher('add.camera')}
      />
      <p className="qr-scanner__hint">{tVoucher('add.scanning')}</p>
    </div>
  );
}
