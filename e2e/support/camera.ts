import type { Page } from '@playwright/test';
import type { QrModules } from './qr';

/**
 * Stands in for what is outside the project on a phone: the camera (a canvas stream from
 * getUserMedia, showing the QR code `qr` when given) and the browser's BarcodeDetector, which
 * finds `code` after a few frames (`detector: false`: the browser has none). What the page
 * asked for is kept in `window.__scan` for the test to read.
 */
export async function fakeScanner(
  page: Page,
  options: {
    code?: string;
    qr?: QrModules;
    camera: 'allowed' | 'denied' | 'missing';
    detector: boolean;
  },
): Promise<void> {
  await page.addInitScript((opts) => {
    const scan = {
      constraints: [] as unknown[],
      detects: [] as number[],
      formats: [] as unknown[],
      foundAt: 0,
      sentAt: 0,
    };
    Object.assign(window, { __scan: scan });
    // When the page sends the code, on the page's own clock.
    const fetch = window.fetch.bind(window);
    window.fetch = (input, init) => {
      if (String(input instanceof Request ? input.url : input).endsWith('/LoyAddVoucherExternal')) {
        scan.sentAt = performance.now();
      }
      return fetch(input, init);
    };
    const media = navigator.mediaDevices;
    if (opts.camera === 'missing') {
      Object.defineProperty(navigator, 'mediaDevices', { configurable: true, value: undefined });
    }
    Object.defineProperty(media, 'getUserMedia', {
      configurable: true,
      value: (constraints: MediaStreamConstraints) => {
        scan.constraints.push(constraints);
        if (opts.camera === 'denied') {
          return Promise.reject(new DOMException('Permission denied', 'NotAllowedError'));
        }
        const canvas = document.createElement('canvas');
        canvas.width = 320;
        canvas.height = 240;
        const context = canvas.getContext('2d');
        let frame = 0;
        setInterval(() => {
          frame += 1;
          if (!context) return;
          if (!opts.qr) {
            context.fillStyle = frame % 2 ? '#222' : '#444';
            context.fillRect(0, 0, 320, 240);
            return;
          }
          // The code on white, inside a quiet zone of 4 modules.
          const { size, dark } = opts.qr;
          const unit = Math.floor(240 / (size + 8));
          const left = (320 - size * unit) / 2;
          const top = (240 - size * unit) / 2;
          context.fillStyle = '#fff';
          context.fillRect(0, 0, 320, 240);
          context.fillStyle = '#000';
          dark.forEach((on, i) => {
            if (on)
              context.fillRect(
                left + (i % size) * unit,
                top + Math.floor(i / size) * unit,
                unit,
                unit,
              );
          });
        }, 50);
        return Promise.resolve(canvas.captureStream(20));
      },
    });
    if (!opts.detector) {
      Reflect.deleteProperty(window, 'BarcodeDetector');
      return;
    }
    class FakeBarcodeDetector {
      constructor(init?: { formats?: string[] }) {
        scan.formats.push(init?.formats);
      }
      detect() {
        scan.detects.push(performance.now());
        // The code comes into view after a second of frames.
        if (scan.detects.length < 10) return Promise.resolve([]);
        scan.foundAt ||= performance.now();
        return Promise.resolve([{ rawValue: opts.code ?? '' }]);
      }
    }
    Object.defineProperty(window, 'BarcodeDetector', {
      configurable: true,
      value: FakeBarcodeDetector,
    });
  }, options);
}

export interface ScanRecord {
  constraints: MediaStreamConstraints[];
  /** When each frame was read (performance.now()). */
  detects: number[];
  formats: unknown[];
  /** When the detector first found the code, and when the page sent it. */
  foundAt: number;
  sentAt: number;
}

export function scanRecord(page: Page): Promise<ScanRecord> {
  return page.evaluate(() => (window as unknown as { __scan: ScanRecord }).__scan);
}
