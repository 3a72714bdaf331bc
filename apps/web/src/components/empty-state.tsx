import type { ReactNode } from 'react';
import './empty-state.css';

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
        {icon ?? (
          <svg
            viewBox="0 0 24 24"
            width="32"
            height="32"
            fill="none"
            stroke="currentColor"
            strokeWidth="1.6"
          >
            <rect x="4" y="5" width="16" height="14" rx="2" />
            <path d="M4 10h16M9 14h6" strokeLinecap="round" />
          </svg>
        )}
      </span>
      <p className="empty-state__text">{message}</p>
      {action}
    </div>
  );
}
