import type { CSSProperties, ReactNode } from 'react';
import './skeleton.css';

interface SkeletonProps {
  /** Block size; any CSS length. */
  width?: string;
  height?: string;
  /** 'text' lines are rounded less than 'card' blocks. */
  shape?: 'text' | 'card' | 'circle';
  className?: string;
}

/**
 * A grey placeholder while content loads. Hidden from screen readers: a `SkeletonGroup` around
 * it says what is loading. The shimmer stops when the user asks for reduced motion.
 */
export function Skeleton({ width, height, shape = 'text', className }: SkeletonProps) {
  const style: CSSProperties = {};
  if (width) style.inlineSize = width;
  if (height) style.blockSize = height;
  return (
    <span
      className={['skeleton', `skeleton--${shape}`, className].filter(Boolean).join(' ')}
      style={style}
      aria-hidden="true"
      data-testid="skeleton"
    />
  );
}

/**
 * Placeholders standing in for a list while it loads: announced once, politely, by `label`
 * ('Loading offers'); the grey blocks themselves are hidden from screen readers.
 */
export function SkeletonGroup({
  label,
  className,
  children,
}: {
  label: string;
  className?: string;
  children: ReactNode;
}) {
  return (
    <div className={className} role="status">
      <span className="visually-hidden">{label}</span>
      {children}
    </div>
  );
}
