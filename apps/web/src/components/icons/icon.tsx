import type { ReactNode, SVGProps } from 'react';

/** What every icon takes: its box in CSS pixels and a class for the place it sits in. */
export interface IconProps {
  size?: number;
  className?: string;
}

interface DrawingProps extends IconProps {
  children: ReactNode;
  strokeWidth?: number;
  strokeLinecap?: SVGProps<SVGSVGElement>['strokeLinecap'];
  strokeLinejoin?: SVGProps<SVGSVGElement>['strokeLinejoin'];
}

/**
 * The one frame of every icon: a 24-unit line drawing in the text's colour, decorative
 * (the button or link around it carries the name) and never a tab stop of its own.
 */
export function Icon({
  size = 24,
  className,
  strokeWidth = 1.8,
  strokeLinecap,
  strokeLinejoin,
  children,
}: DrawingProps) {
  return (
    <svg
      className={className}
      viewBox="0 0 24 24"
      width={size}
      height={size}
      fill="none"
      stroke="currentColor"
      strokeWidth={strokeWidth}
      strokeLinecap={strokeLinecap}
      strokeLinejoin={strokeLinejoin}
      aria-hidden="true"
      focusable="false"
    >
      {children}
    </svg>
  );
}

/** Round ends and corners: the navigation's and the menus' drawings. */
export const ROUND = { strokeLinecap: 'round', strokeLinejoin: 'round' } as const;
