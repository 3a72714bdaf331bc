import { Link } from 'react-router';
import type { ReactNode } from 'react';
import './list-row.css';
import { ChevronIcon } from './icons';

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

/** docs/design.md's list row: the whole row is one link, with a chevron at the end. */
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
      <ChevronIcon className="list-row__chevron" />
    </Link>
  );
}
