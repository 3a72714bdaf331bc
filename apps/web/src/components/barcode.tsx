import { useMemo } from 'react';
import { code128Modules } from './code128';
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
 * The bars as one path, a rectangle per run of '1's: one element however long the code, where
 * an element per bar would add a few dozen to the layout of every screen with a card.
 */
function barsPath(modules: string, height: number): string {
  let d = '';
  for (let x = 0; x < modules.length;) {
    let end = x;
    while (modules[end] === '1') end++;
    if (end > x) d += `M${x} 0h${end - x}v${height}h${x - end}z`;
    x = end + 1;
  }
  return d;
}

/**
 * A Code 128 barcode as SVG: vector bars stay crisp at any size and in the rotated card.
 * Always black on a white panel, even in the dark theme, for the till's scanner. The viewBox
 * does the scaling (no fixed pixel size); the encoded value is printed as HTML text beneath
 * and kept in `data-value` so tests read what was encoded. A value Code 128 cannot write
 * (anything beyond ASCII) shows no bars, only its text.
 */
export function Barcode({ value, label, barHeight = 80, className }: BarcodeProps) {
  const modules = useMemo(() => {
    const encoded = code128Modules(value);
    if (encoded === undefined && value !== '') console.warn('barcode: cannot encode', value);
    return encoded;
  }, [value]);

  return (
    <figure className={['barcode', className].filter(Boolean).join(' ')} data-value={value}>
      <svg
        className="barcode__bars"
        role="img"
        aria-label={label}
        preserveAspectRatio="none"
        shapeRendering="crispEdges"
        {...(modules ? { viewBox: `0 0 ${modules.length} ${barHeight}` } : {})}
      >
        {modules ? <path d={barsPath(modules, barHeight)} fill="#000000" /> : null}
      </svg>
      {/* A code reads left to right in every language, and is never translated. */}
      <figcaption className="barcode__value" dir="ltr" translate="no">
        {value}
      </figcaption>
    </figure>
  );
}
