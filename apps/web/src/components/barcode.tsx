import { useLayoutEffect, useRef } from 'react';
import JsBarcode from 'jsbarcode';
import './barcode.css';

interface BarcodeProps {
  /** The text to encode (a customer code, a voucher code). */
  value: string;
  /** What a screen reader says for the picture; the value is always printed beneath it. */
  label: string;
  /** Bar height in the SVG's own units; the picture scales to its box at any size. */
  barHeight?: number;
  className?: string;
}

/**
 * A Code128 barcode drawn by JsBarcode as SVG: vector bars stay crisp at any size and in the
 * rotated card. Always black on a white panel, even in the dark theme, for the till's scanner.
 * The encoded value is printed as HTML text (not by JsBarcode, which measures text on a canvas)
 * and kept in `data-value` so tests read what was encoded.
 */
export function Barcode({ value, label, barHeight = 80, className }: BarcodeProps) {
  const svg = useRef<SVGSVGElement>(null);

  useLayoutEffect(() => {
    const element = svg.current;
    if (!element || value === '') return;
    try {
      JsBarcode(element, value, {
        format: 'CODE128',
        displayValue: false,
        width: 2,
        height: barHeight,
        margin: 0,
        background: '#ffffff',
        lineColor: '#000000',
      });
      // The viewBox JsBarcode sets does the scaling; fixed pixel sizes would defeat it.
      element.removeAttribute('width');
      element.removeAttribute('height');
    } catch (error) {
      // Code128 encodes every ASCII character, so only an exotic value lands here.
      console.warn('barcode: cannot encode', error);
    }
  }, [value, barHeight]);

  return (
    <figure className={['barcode', className].filter(Boolean).join(' ')} data-value={value}>
      <svg
        ref={svg}
        className="barcode__bars"
        role="img"
        aria-label={label}
        preserveAspectRatio="none"
        shapeRendering="crispEdges"
      />
      <figcaption className="barcode__value">{value}</figcaption>
    </figure>
  );
}
