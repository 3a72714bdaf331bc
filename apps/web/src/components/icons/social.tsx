import type { ReactNode } from 'react';
import { Icon, ROUND } from './icon';
import type { IconProps } from './icon';

/** Line icons for the social networks a retailer lists; a globe for any other. */
const ICONS: Record<string, ReactNode> = {
  facebook: (
    <path d="M14 8h2.5V4.5H14A3.5 3.5 0 0 0 10.5 8v2.5H8V14h2.5v6.5H14V14h2.5l.5-3.5h-3V8.5A.5.5 0 0 1 14 8z" />
  ),
  instagram: (
    <>
      <rect x="4" y="4" width="16" height="16" rx="4.5" />
      <circle cx="12" cy="12" r="3.6" />
      <circle cx="16.8" cy="7.2" r="0.6" />
    </>
  ),
  x: <path d="M5 4.5l14 15M19 4.5l-14 15" />,
  youtube: (
    <>
      <rect x="3" y="6" width="18" height="12" rx="3.5" />
      <path d="M10.5 9.5v5l4-2.5z" />
    </>
  ),
  tiktok: <path d="M13 4v10.5a3 3 0 1 1-3-3M13 4c.5 2.5 2.2 4 4.5 4.2" />,
  linkedin: (
    <>
      <rect x="4" y="4" width="16" height="16" rx="2.5" />
      <path d="M8.5 10.5v5M8.5 8v.01M12 15.5v-5m0 2.2a2.2 2.2 0 0 1 4.2-.9v3.7" />
    </>
  ),
  whatsapp: (
    <path d="M5 19.5l1.2-3.6A7.5 7.5 0 1 1 9 18.6zM9.5 9.5c0 2.8 2.2 5 5 5l1-1.3-1.8-.9-.8.8a3.6 3.6 0 0 1-1.9-1.9l.8-.8-.9-1.8z" />
  ),
  snapchat: (
    <path d="M12 4a4 4 0 0 0-4 4v2.5l-2 .5 1.5 1.5c-.5 1.5-1.5 2.5-3 3 1 .8 2.2.7 2.5 1.5.3.8 1.5.5 2.5.5.8 0 1.5 1 2.5 1s1.7-1 2.5-1c1 0 2.2.3 2.5-.5.3-.8 1.5-.7 2.5-1.5-1.5-.5-2.5-1.5-3-3l1.5-1.5-2-.5V8a4 4 0 0 0-4-4z" />
  ),
};

const GLOBE = (
  <>
    <circle cx="12" cy="12" r="8" />
    <path d="M4 12h16M12 4c2.2 2.3 3.2 5 3.2 8s-1 5.7-3.2 8c-2.2-2.3-3.2-5-3.2-8s1-5.7 3.2-8z" />
  </>
);

/** The icon of a network, recognised by the link's NAME ('Facebook', 'Twitter / X'…). */
export function SocialIcon({ name, size = 24, className }: IconProps & { name: string }) {
  const word = name.toLowerCase();
  const key =
    Object.keys(ICONS).find((network) => word.includes(network)) ??
    (word.includes('twitter') ? 'x' : undefined);
  return (
    <Icon {...ROUND} size={size} className={className} strokeWidth={1.7}>
      {key ? ICONS[key] : GLOBE}
    </Icon>
  );
}
