import { useState } from 'react';
import { useAfterFirstPaint } from '../lib/after-first-paint';
import { fileUrl, useAppConfig } from '../lib/app-settings';
import './promo-image.css';
import { ImageIcon } from './icons';

interface PromoImageProps {
  /** A bare file name on the file server (docs/decisions/013-vendor-backend.md) or an address. */
  name: string | undefined;
  width: number;
  height: number;
  alt?: string;
  className?: string;
  /**
   * The first picture of a screen loads at once and ahead of other downloads (it is usually
   * the screen's largest paint); the others when scrolled near.
   */
  eager?: boolean;
}

/**
 * A promotion picture: lazy, with its size set so nothing shifts as it arrives, and a neutral
 * placeholder when there is none or it fails to load (docs/wire-protocol.md §8 "Silent behaviour").
 */
export function PromoImage({
  name,
  width,
  height,
  alt = '',
  className,
  eager = false,
}: PromoImageProps) {
  const config = useAppConfig();
  const src = name ? fileUrl(config, name) : undefined;
  const [failed, setFailed] = useState<string>();
  // The pictures beside the first (a strip's next cards, near enough for the browser's lazy
  // loading) wait for the screen's first paint, so they do not share the network with it.
  const mayLoad = useAfterFirstPaint(eager);
  const classes = ['promo-image', className].filter(Boolean).join(' ');

  if (!src || failed === src) {
    return (
      <span
        className={`${classes} promo-image--placeholder`}
        style={{ aspectRatio: `${width} / ${height}` }}
        role={alt ? 'img' : undefined}
        aria-label={alt || undefined}
        aria-hidden={alt ? undefined : true}
        data-testid="image-placeholder"
      >
        <ImageIcon />
      </span>
    );
  }
  return (
    <img
      className={classes}
      src={mayLoad ? src : undefined}
      alt={alt}
      width={width}
      height={height}
      loading={eager ? 'eager' : 'lazy'}
      fetchPriority={eager ? 'high' : 'auto'}
      decoding="async"
      onError={() => setFailed(src)}
    />
  );
}
