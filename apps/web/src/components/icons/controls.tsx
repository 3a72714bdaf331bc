import { Icon } from './icon';
import type { IconProps } from './icon';

/** Controls: a firm 2-unit stroke with round ends. */
const PATHS = {
  forward: 'M9 6l6 6-6 6',
  back: 'M15 6l-6 6 6 6',
  down: 'M6 9l6 6 6-6',
} as const;

/** A chevron: forward (a row that opens), back (leave a screen, mirrored in RTL by CSS), down (a picker). */
export function ChevronIcon({
  direction = 'forward',
  size = 20,
  className,
}: IconProps & { direction?: keyof typeof PATHS }) {
  return (
    <Icon size={size} className={className} strokeWidth={2} strokeLinecap="round">
      <path d={PATHS[direction]} />
    </Icon>
  );
}

/** The entry screens' back control, beside their large title: a taller chevron, round tip. */
export function BackIcon({ size = 24, className }: IconProps) {
  return (
    <Icon
      size={size}
      className={className}
      strokeWidth={2}
      strokeLinecap="round"
      strokeLinejoin="round"
    >
      <path d="M15 5l-7 7 7 7" />
    </Icon>
  );
}

export function CloseIcon({ size = 20, className }: IconProps) {
  return (
    <Icon size={size} className={className} strokeWidth={2} strokeLinecap="round">
      <path d="M6 6l12 12M18 6L6 18" />
    </Icon>
  );
}

export function MinusIcon({ size = 20, className }: IconProps) {
  return (
    <Icon size={size} className={className} strokeWidth={2} strokeLinecap="round">
      <path d="M6 12h12" />
    </Icon>
  );
}

export function PlusIcon({ size = 20, className }: IconProps) {
  return (
    <Icon size={size} className={className} strokeWidth={2} strokeLinecap="round">
      <path d="M6 12h12M12 6v12" />
    </Icon>
  );
}
