import { Icon, ROUND } from './icon';
import type { IconProps } from './icon';

/* The account menu's rows and actions: one set with the navigation's, at 22 px. */
const MENU = { ...ROUND, size: 22 } as const;

export const MoonIcon = (props: IconProps) => (
  <Icon {...MENU} {...props}>
    <path d="M20 14.5A8 8 0 1 1 9.5 4a6.5 6.5 0 0 0 10.5 10.5Z" />
  </Icon>
);

export const InfoIcon = (props: IconProps) => (
  <Icon {...MENU} {...props}>
    <circle cx="12" cy="12" r="9" />
    <path d="M12 11v6M12 7.5v.01" />
  </Icon>
);

export const StoreIcon = (props: IconProps) => (
  <Icon {...MENU} {...props}>
    <path d="M4 10v10h16V10M3 10l2-6h14l2 6Z" />
    <path d="M10 20v-5h4v5" />
  </Icon>
);

export const StarIcon = (props: IconProps) => (
  <Icon {...MENU} {...props}>
    <path d="m12 3 2.7 5.6 6.1.9-4.4 4.3 1 6.1L12 17l-5.4 2.9 1-6.1-4.4-4.3 6.1-.9Z" />
  </Icon>
);

/** A menu row's download, or with `bold` the firmer one inside a text button. */
export const DownloadIcon = ({ bold = false, ...props }: IconProps & { bold?: boolean }) =>
  bold ? (
    <Icon size={18} strokeWidth={2} strokeLinecap="round" {...props}>
      <path d="M12 4v11m0 0l-4-4m4 4l4-4M5 19h14" />
    </Icon>
  ) : (
    <Icon {...MENU} {...props}>
      <path d="M12 4v11m0 0-4-4m4 4 4-4M5 20h14" />
    </Icon>
  );

export const TrashIcon = (props: IconProps) => (
  <Icon {...MENU} {...props}>
    <path d="M4 7h16M9 7V4h6v3M6 7l1 13h10l1-13" />
  </Icon>
);

export const SignOutIcon = (props: IconProps) => (
  <Icon {...MENU} {...props}>
    <path d="M15 4h4v16h-4M10 8l-4 4 4 4M6 12h10" />
  </Icon>
);

export const SendIcon = (props: IconProps) => (
  <Icon {...MENU} {...props}>
    <path d="M21 3 10 14M21 3l-7 18-4-7-7-4Z" />
  </Icon>
);

export const CardIcon = (props: IconProps) => (
  <Icon {...MENU} {...props}>
    <rect x="3" y="5" width="18" height="14" rx="2.5" />
    <path d="M7 15v-5M10 15v-5M13 15v-5M16 15v-5" />
  </Icon>
);

export const BellIcon = (props: IconProps) => (
  <Icon {...MENU} {...props}>
    <path d="M6 16V11a6 6 0 0 1 12 0v5l2 2H4Z" />
    <path d="M10 20a2 2 0 0 0 4 0" />
  </Icon>
);

export const KeyIcon = (props: IconProps) => (
  <Icon {...MENU} {...props}>
    <circle cx="8" cy="14" r="4" />
    <path d="m11 11 9-9M16 6l3 3M14 8l2 2" />
  </Icon>
);

export const GlobeIcon = (props: IconProps) => (
  <Icon {...MENU} {...props}>
    <circle cx="12" cy="12" r="9" />
    <path d="M3 12h18M12 3c2.5 2.6 3.8 5.6 3.8 9s-1.3 6.4-3.8 9c-2.5-2.6-3.8-5.6-3.8-9S9.5 5.6 12 3Z" />
  </Icon>
);
