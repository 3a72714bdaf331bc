import { Icon } from './icon';
import type { IconProps } from './icon';

/* The large pictograms of empty, offline and placeholder states, and the add-a-card frame. */

/** Nothing to list yet. */
export const EmptyIcon = ({ size = 32, className }: IconProps) => (
  <Icon size={size} className={className} strokeWidth={1.6}>
    <rect x="4" y="5" width="16" height="14" rx="2" />
    <path d="M4 10h16M9 14h6" strokeLinecap="round" />
  </Icon>
);

/** No connection (a crossed-out signal). */
export const OfflineIcon = ({ size = 32, className }: IconProps) => (
  <Icon size={size} className={className} strokeWidth={1.6} strokeLinecap="round">
    <path d="M2 8.5a15 15 0 0 1 20 0M5 12a10 10 0 0 1 14 0M8.5 15.5a5 5 0 0 1 7 0M3 3l18 18" />
    <circle cx="12" cy="19" r="1" fill="currentColor" />
  </Icon>
);

/** Stands in for a picture that is missing or not loaded. */
export const ImageIcon = ({ size = 40, className }: IconProps) => (
  <Icon size={size} className={className} strokeWidth={1.5}>
    <rect x="3" y="5" width="18" height="14" rx="2" />
    <circle cx="9" cy="10" r="2" />
    <path d="M21 16l-5-5-8 8" strokeLinejoin="round" />
  </Icon>
);

/** A scanner's frame: add a card by its code. */
export const ScanIcon = ({ size = 28, className }: IconProps) => (
  <Icon size={size} className={className} strokeLinecap="round">
    <path d="M4 8V5a1 1 0 0 1 1-1h3M16 4h3a1 1 0 0 1 1 1v3M20 16v3a1 1 0 0 1-1 1h-3M8 20H5a1 1 0 0 1-1-1v-3M8 12h8" />
  </Icon>
);
