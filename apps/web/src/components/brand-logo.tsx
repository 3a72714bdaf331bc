import { useState } from 'react';
import { keepLogo, keptLogo } from '../lib/kept-logo';
import './brand-logo.css';

interface BrandLogoProps {
  src: string;
  /** When neither the logo nor a kept copy can be shown (e.g. the app's default logo). */
  fallback?: string | undefined;
  alt: string;
  className?: string | undefined;
  width: number;
  height: number;
}

/**
 * The programme's logo on a light plate of its own, so a logo drawn for a white page stays
 * legible on the brand colour of the card and on the dark theme; without a signal it shows the
 * copy kept on the phone rather than a broken picture.
 */
export function BrandLogo({ src, fallback, alt, className, width, height }: BrandLogoProps) {
  const [shown, setShown] = useState(src);
  const [failed, setFailed] = useState(false);
  if (failed && !fallback) return null;
  return (
    <span className={`brand-logo${className ? ` ${className}` : ''}`}>
      <img
        className="brand-logo__img"
        src={failed ? fallback : shown}
        alt={alt}
        width={width}
        height={height}
        data-testid="brand-logo"
        onLoad={() => {
          if (shown === src) void keepLogo(src);
        }}
        onError={() => {
          const kept = shown === src ? keptLogo(src) : undefined;
          if (kept) setShown(kept);
          else setFailed(true);
        }}
      />
    </span>
  );
}
