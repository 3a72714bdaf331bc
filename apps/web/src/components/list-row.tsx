import { Link } from 'react-router';
import type { ReactNode } from 'react';
import './list-row.css';

interface ListRowProps {
  to: string;
  /** Passed as navigation state (the detail screen reads it). */
  state?: unknown;
  children: ReactNode;
  /** Secondary text under the main line. */
  detail?: ReactNode;
  /** A leading icon. */
  icon?: ReactNode;
}

/** Design.md's list row: the whole row is one link, with a chevron at the end. */
export function ListRow({ to, state, children, detail, icon }: ListRowProps) {
  return (
    <Link className="list-row" to={to} state={state}>
      {icon && (
        <span className="list-row__icon" aria-hidden="true">
          {icon}
        </span>
      )}
      <span className="list-row__text">
        <span className="list-row__main">{children}</span>
        {detail && <span className="list-row__detail">{detail}</span>}
      </span>
      <svg
        className="list-row__chevron"
        viewBox="0 0 24 24"
        width="20"
        height="20"
        aria-hidden="true"
      >
        <path
          d="M9 6l6 6-6 6"
          fill="none"
          stroke="currentColor"
          strokeWidth="2"
          strokeLinecap="round"
        />
      </svg>
    </Link>
  );
}
