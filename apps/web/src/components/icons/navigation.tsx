import { Icon, ROUND } from './icon';
import type { IconProps } from './icon';

/* The bottom navigation's tabs: 24 px line drawings. */

export const HomeIcon = (props: IconProps) => (
  <Icon {...ROUND} {...props}>
    <path d="M3 10.5 12 3l9 7.5" />
    <path d="M5 9.5V21h5v-6h4v6h5V9.5" />
  </Icon>
);

export const OffersIcon = (props: IconProps) => (
  <Icon {...ROUND} {...props}>
    <path d="M20.6 13.4 13.4 20.6a2 2 0 0 1-2.8 0L3 13V3h10l7.6 7.6a2 2 0 0 1 0 2.8Z" />
    <circle cx="7.5" cy="7.5" r="1.5" />
  </Icon>
);

export const VouchersIcon = (props: IconProps) => (
  <Icon {...ROUND} {...props}>
    <path d="M3 7a2 2 0 0 1 2-2h14a2 2 0 0 1 2 2v3a2 2 0 0 0 0 4v3a2 2 0 0 1-2 2H5a2 2 0 0 1-2-2v-3a2 2 0 0 0 0-4Z" />
    <path d="M14 5v14" strokeDasharray="2 2" />
  </Icon>
);

export const HistoryIcon = (props: IconProps) => (
  <Icon {...ROUND} {...props}>
    <path d="M3 12a9 9 0 1 0 3-6.7L3 8" />
    <path d="M3 3v5h5" />
    <path d="M12 7v5l3 2" />
  </Icon>
);

/** The customer: the navigation's profile tab and the account menu's first row. */
export const ProfileIcon = (props: IconProps) => (
  <Icon {...ROUND} {...props}>
    <circle cx="12" cy="8" r="4" />
    <path d="M4 21a8 8 0 0 1 16 0" />
  </Icon>
);
