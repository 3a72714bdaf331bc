import { useState } from 'react';
import { fileUrl, useAppConfig } from '../lib/app-settings';
import { tCard } from '../i18n/card';
import './avatar.css';

function initials(name: string): string {
  const words = name.trim().split(/\s+/).filter(Boolean);
  return words
    .slice(0, 2)
    .map((word) => Array.from(word)[0] ?? '')
    .join('')
    .toUpperCase();
}

/** The profile picture, or the customer's initials when there is none or it fails to load. */
export function Avatar({
  image,
  name,
  size,
}: {
  image: string | undefined;
  name: string;
  size: number;
}) {
  const config = useAppConfig();
  const [failed, setFailed] = useState<string>();
  const src = image ? fileUrl(config, image) : undefined;
  const style = { inlineSize: size, blockSize: size };
  if (src && failed !== src) {
    return (
      <img
        className="avatar"
        src={src}
        alt={tCard('avatar.label', { name })}
        width={size}
        height={size}
        style={style}
        onError={() => setFailed(src)}
      />
    );
  }
  return (
    <span
      className="avatar avatar--initials"
      style={style}
      role="img"
      aria-label={tCard('avatar.label', { name })}
    >
      <bdi>{initials(name) || '•'}</bdi>
    </span>
  );
}
