import type { ReactNode } from 'react';
import './empty-state.css';
import { EmptyIcon } from './icons';

interface EmptyStateProps {
  /** The spec's text ('No promotions', 'No transactions'…). */
  message: string;
  /** A next step: a link or a button. */
  action?: ReactNode;
  /** A decorative icon; a neutral one when omitted. */
  icon?: ReactNode;
}

/** docs/design.md's empty state: an icon, the spec's text and, where there is one, a next step. */
export function EmptyState({ message, action, icon }: EmptyStateProps) {
  return (
    <div className="empty-state">
      <span className="empty-state__icon" aria-hidden="true">
        {icon ?? <EmptyIcon />}
      </span>
      <p className="empty-state__text">{message}</p>
      {action}
    </div>
  );
}
