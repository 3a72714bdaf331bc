import { Icon } from './icon';
import type { IconProps } from './icon';

/* Ways to reach a store or the retailer: 20 px, square ends. */

export const PhoneIcon = ({ size = 20, className }: IconProps) => (
  <Icon size={size} className={className}>
    <path
      d="M5 4h3.5l1.5 4-2 1.5a11 11 0 0 0 6.5 6.5L16 14l4 1.5V19a1 1 0 0 1-1 1A16 16 0 0 1 4 5a1 1 0 0 1 1-1z"
      strokeLinejoin="round"
    />
  </Icon>
);

export const MailIcon = ({ size = 20, className }: IconProps) => (
  <Icon size={size} className={className}>
    <rect x="3" y="5" width="18" height="14" rx="2" />
    <path d="M3.5 6.5l8.5 6.5 8.5-6.5" strokeLinejoin="round" />
  </Icon>
);

export const MapPinIcon = ({ size = 20, className }: IconProps) => (
  <Icon size={size} className={className}>
    <path d="M12 21s-6.5-6-6.5-11a6.5 6.5 0 0 1 13 0c0 5-6.5 11-6.5 11z" />
    <circle cx="12" cy="10" r="2.3" />
  </Icon>
);

export const ShareIcon = ({ size = 18, className }: IconProps) => (
  <Icon size={size} className={className} strokeWidth={2}>
    <circle cx="18" cy="5" r="2.5" />
    <circle cx="6" cy="12" r="2.5" />
    <circle cx="18" cy="19" r="2.5" />
    <path d="M8.2 10.8l7.6-4.4M8.2 13.2l7.6 4.4" />
  </Icon>
);
